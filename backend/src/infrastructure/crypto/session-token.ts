import { createHash, randomBytes } from 'node:crypto';

/** A new session id: 256 random bits, sent to the browser once, stored only as its hash. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps: a stolen table cannot be replayed as cookies (docs/architecture/overview.md, Security). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
