import { randomInt } from 'node:crypto';

/** Lower-case letters and digits without look-alikes (0/o, 1/l/i): easy to read aloud and type. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A new referral code: 12 characters from 31 symbols, about 59 bits, so codes cannot be
 * guessed or enumerated; URL-safe and case-insensitive by construction (issue 3).
 */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 12; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
