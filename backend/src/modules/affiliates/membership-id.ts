import { createHash } from 'node:crypto';

/**
 * One membership stream per affiliate and program, so a second join lands on the same stream
 * and the decider refuses it (AlreadyMember) even when two joins race. A name-based UUID
 * (RFC 9562 version 8) from the pair.
 */
export function membershipIdFor(affiliateId: string, programId: string): string {
  const bytes = createHash('sha256').update(`membership:${affiliateId}:${programId}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x80;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
