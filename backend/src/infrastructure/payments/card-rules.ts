import { CardInvalid } from './payments.errors';
import type { CardBrand, CardDetails } from './payments.port';

/** A card that passed the checks every processor makes before asking the issuer anything. */
export interface CheckedCard {
  digits: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  brand: CardBrand;
  last4: string;
}

/**
 * Luhn, 13-19 digits (docs/product/validation.md, Card forms), an expiry month not yet over, a 3-4 digit
 * CVC. Both adapters check before sending, so a typo never costs a round trip and reads the same
 * in the sandbox and against Stripe.
 */
export function checkCard(card: CardDetails, now: Date): CheckedCard {
  const digits = String(card.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) throw new CardInvalid('number');
  const expMonth = Number(card.expMonth);
  const expYear = fourDigitYear(Number(card.expYear));
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(expYear)) throw new CardInvalid('expiry');
  // A card is good through the last day of its expiry month.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expYear * 12 + (expMonth - 1) < thisMonth) throw new CardInvalid('expiry', null, 'expired');
  const cvc = String(card.cvc ?? '');
  if (!/^\d{3,4}$/.test(cvc)) throw new CardInvalid('cvc');
  return { digits, expMonth, expYear, cvc, brand: brandOf(digits), last4: digits.slice(-4) };
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Issuer prefixes as Stripe reads them. */
export function brandOf(digits: string): CardBrand {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (digits.startsWith('6011') || digits.startsWith('65') || (four >= 6440 && four <= 6499)) return 'discover';
  if (two === 36 || two === 38 || two === 39 || (four >= 3000 && four <= 3059)) return 'diners';
  if (two === 35) return 'jcb';
  if (two === 62 || two === 81) return 'unionpay';
  return 'unknown';
}

/** Stripe's external-account cards say `Visa`, `MasterCard`, `American Express`; PaymentMethods say `visa`. */
export function normalizeBrand(brand: string | null | undefined): CardBrand {
  const key = (brand ?? '').toLowerCase().replace(/[\s_]/g, '');
  const known: Record<string, CardBrand> = {
    visa: 'visa', mastercard: 'mastercard', amex: 'amex', americanexpress: 'amex', discover: 'discover',
    diners: 'diners', dinersclub: 'diners', jcb: 'jcb', unionpay: 'unionpay',
  };
  return known[key] ?? 'unknown';
}

function fourDigitYear(year: number): number {
  return Number.isInteger(year) && year >= 0 && year < 100 ? 2000 + year : year;
}
