import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { PG_POOL } from '../../infrastructure/database/database.tokens';

/** How long a merchant has to approve on the provider's consent page. */
const STATE_TTL_MINUTES = 15;

/**
 * OAuth `state`: an unguessable one-time value tied to the merchant who started the connection,
 * so a callback can neither be forged (CSRF) nor replayed, nor attach a calendar to someone else.
 */
@Injectable()
export class OAuthStates {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async issue(merchantId: string, provider: string): Promise<string> {
    const state = randomBytes(24).toString('base64url');
    await this.pool.query('INSERT INTO oauth_states (state, merchant_id, provider) VALUES ($1, $2, $3)', [state, merchantId, provider]);
    await this.pool.query(`DELETE FROM oauth_states WHERE created_at < now() - interval '1 day'`);
    return state;
  }

  /** Deletes and returns the merchant the state was issued to; null when unknown, used or expired. */
  async consume(state: string, provider: string): Promise<string | null> {
    const { rows } = await this.pool.query(
      `DELETE FROM oauth_states WHERE state = $1 AND provider = $2
       RETURNING merchant_id, created_at > now() - make_interval(mins => $3) AS fresh`,
      [state, provider, STATE_TTL_MINUTES],
    );
    return rows[0]?.fresh ? rows[0].merchant_id : null;
  }
}
