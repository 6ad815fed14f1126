import { hash, verify } from '@node-rs/argon2';

/** argon2id (docs/architecture/overview.md, Security) with the library's defaults (19 MiB, t=2), OWASP's minimum profile. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 /* Argon2id */ });
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when the email is unknown makes a failed login take as long as a
 * wrong password, so response times do not reveal which emails have accounts.
 */
export const DUMMY_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$crIrdLZyiJ4vGsOhK64DQw$gTwSdr6lc4xxYnji6e5AUgXQN/bVWVp72hkn5SjRKtA';
