import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { PG_POOL } from '../../infrastructure/database/database.tokens';

/**
 * Which call a Calendly invitee is. A booking's call id is derived from its invitee URI (a name-based
 * UUID), so the same webhook delivered twice lands on the same call stream and books once. A
 * reschedule creates a new invitee for the same call: that link is kept as a row of
 * `idempotency_keys` (scope `calendly-invitee`), the table for "this key already means that".
 */
export function callIdForInvitee(inviteeUri: string): string {
  const bytes = createHash('sha256').update(`calendly-invitee:${inviteeUri}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x80;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const SCOPE = 'calendly-invitee';

@Injectable()
export class CalendlyInviteeCalls {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async callOf(inviteeUri: string): Promise<string> {
    const { rows } = await this.pool.query(`SELECT response_body FROM idempotency_keys WHERE scope = $1 AND key = $2`, [SCOPE, inviteeUri]);
    return rows[0]?.response_body?.callId ?? callIdForInvitee(inviteeUri);
  }

  async link(inviteeUri: string, callId: string): Promise<void> {
    await this.pool.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, response_status, response_body) VALUES ($1, $2, 'reschedule', 200, $3)
       ON CONFLICT DO NOTHING`,
      [SCOPE, inviteeUri, JSON.stringify({ callId })],
    );
  }
}
