import { createHash, randomUUID } from 'node:crypto';

/**
 * The id of what a keyed request creates (payout id, call id), derived from the key, the caller
 * and the use case: a retry after a crash or a lost answer finds the same effect instead of making
 * a second one (docs/architecture/money-movements.md). Formatted as an RFC 9562 version 8 UUID,
 * so it fits every uuid column; without a key the id is random.
 */
export function effectIdFor(scope: string, caller: string, key: string | null): string {
  if (key === null) return randomUUID();
  const hex = createHash('sha256').update(`${scope}\n${caller}\n${key}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
