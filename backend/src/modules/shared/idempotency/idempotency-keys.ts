import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../infrastructure/database/database.tokens';

export type IdempotencyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' };

const KEY = /^[\x21-\x7e]{1,200}$/;

/** The header as sent, checked: visible ASCII, at most 200 characters. */
export function idempotencyKeyFrom(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw new BadRequestException('The Idempotency-Key header must be 1 to 200 visible characters.');
  }
  return header;
}

/** A stable hash of a request body: same fields and values, same hash, whatever the key order. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The `idempotency_keys` table (docs/architecture/money-movements.md): the first request claims the
 * key with its body's hash; its answer is stored and replayed; another body under the same key is
 * refused. Used through IdempotentRequests, which decides when a claim may be released.
 */
@Injectable()
export class IdempotencyKeys {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async claim(scope: string, key: string, hash: string): Promise<IdempotencyClaim> {
    const inserted = await this.pool.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [scope, key, hash],
    );
    if (inserted.rowCount === 1) return { kind: 'claimed' };
    // No take-over after a timeout: the effect's id comes from the key (effect-id.ts), so whoever
    // holds or finds the claim runs the same work and meets the same effect, never a second one.
    const { rows } = await this.pool.query(
      `SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE scope = $1 AND key = $2`,
      [scope, key],
    );
    const row = rows[0];
    if (!row) return this.claim(scope, key, hash); // released between our insert and select
    if (row.request_hash !== hash) return { kind: 'mismatch' };
    if (row.response_status === null) return { kind: 'in-progress' };
    return { kind: 'replay', status: row.response_status, body: row.response_body };
  }

  async complete(scope: string, key: string, status: number, body: unknown): Promise<void> {
    await this.pool.query(
      // A final answer is never replaced; a "still pending" one (202, 503) is, when the effect moves on.
      `UPDATE idempotency_keys SET response_status = $3, response_body = $4
        WHERE scope = $1 AND key = $2 AND (response_status IS NULL OR response_status IN (202, 503))`,
      [scope, key, status, JSON.stringify(body)],
    );
  }

  async release(scope: string, key: string): Promise<void> {
    await this.pool.query(`DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND response_status IS NULL`, [scope, key]);
  }
}
