import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { TokenCipher } from '../../infrastructure/crypto/token-cipher';
import { PG_POOL } from '../../infrastructure/database/database.tokens';

export interface SigningIntegration {
  id: string;
  merchantId: string;
  userUri: string | null;
  signingKey: string;
}

/** Live Calendly connections and their webhook signing keys (sealed with the row id, integration-store.ts). */
@Injectable()
export class CalendlySigningKeys {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly cipher: TokenCipher,
  ) {}

  async byId(id: string): Promise<SigningIntegration | null> {
    return (await this.where(`id = $1`, id))[0] ?? null;
  }

  /** The connections of these Calendly users (the webhook's `created_by` and hosts). */
  async byUsers(userUris: string[]): Promise<SigningIntegration[]> {
    return userUris.length === 0 ? [] : this.where(`external_user_uri = ANY($1)`, userUris);
  }

  async activeOfMerchant(merchantId: string): Promise<SigningIntegration | null> {
    return (await this.where(`merchant_id = $1`, merchantId))[0] ?? null;
  }

  private async where(condition: string, value: unknown): Promise<SigningIntegration[]> {
    const { rows } = await this.pool.query(
      `SELECT id, merchant_id, external_user_uri, webhook_signing_key_enc FROM calendar_integrations
       WHERE provider = 'calendly' AND is_active AND webhook_signing_key_enc IS NOT NULL AND ${condition}
       ORDER BY connected_at DESC`,
      [value],
    );
    return rows.map((r) => ({ id: r.id, merchantId: r.merchant_id, userUri: r.external_user_uri, signingKey: this.cipher.decrypt(r.webhook_signing_key_enc, r.id) }));
  }
}
