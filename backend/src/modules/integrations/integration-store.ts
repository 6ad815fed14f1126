import { Inject, Injectable } from '@nestjs/common';
import type { CalendarIntegration } from '@leadledger/contracts/integration';
import type { Pool } from 'pg';
import type { CalendarProvider } from '../../infrastructure/calendars/calendar.errors';
import type { MeetingType, OAuthTokens } from '../../infrastructure/calendars/calendar.port';
import { TokenCipher } from '../../infrastructure/crypto/token-cipher';
import { PG_POOL } from '../../infrastructure/database/database.tokens';

export interface IntegrationRow {
  id: string;
  merchant_id: string;
  provider: CalendarProvider;
  is_active: boolean;
  is_sandbox: boolean;
  calendar_id: string | null;
  calendar_name: string | null;
  calendar_app_url: string | null;
  external_user_uri: string | null;
  calendly_plan_type: string | null;
  supports_utm_tracking: boolean;
  calendly_event_types: MeetingType[];
  access_token_enc: string | null;
  refresh_token_enc: string | null;
  token_expires_at: Date | null;
  webhook_subscription_uri: string | null;
  last_sync_at: Date | null;
  connected_at: Date;
}

/**
 * A merchant's live connection to one provider as a json column of another statement, for a path
 * that would otherwise spend a round trip on it (booking: docs/operations/benchmarks.md). Read back
 * with `integrationFromJson`.
 */
export function activeIntegrationJson(merchantIdColumn: string, provider: CalendarProvider): string {
  return `(SELECT row_to_json(c) FROM calendar_integrations c WHERE c.merchant_id = ${merchantIdColumn} AND c.provider = '${provider}' AND c.is_active)`;
}

/** The row `activeIntegrationJson` carried: json has no timestamps, so those become Dates again. */
export function integrationFromJson(json: (Omit<IntegrationRow, 'token_expires_at' | 'last_sync_at' | 'connected_at'> & Record<'token_expires_at' | 'last_sync_at' | 'connected_at', string | null>) | null): IntegrationRow | null {
  if (!json) return null;
  const at = (value: string | null) => (value === null ? null : new Date(value));
  return { ...json, token_expires_at: at(json.token_expires_at), last_sync_at: at(json.last_sync_at), connected_at: new Date(json.connected_at as string) };
}

export interface NewIntegration {
  id: string;
  merchantId: string;
  provider: CalendarProvider;
  isSandbox: boolean;
  calendarId: string | null;
  calendarName: string;
  calendarAppUrl: string | null;
  externalUserUri: string | null;
  externalOrganizationUri: string | null;
  calendlyPlanType: string | null;
  supportsUtmTracking: boolean;
  eventTypes: MeetingType[];
  tokens: OAuthTokens;
  webhookSigningKey: string | null;
  webhookSubscriptionUri: string | null;
}

/**
 * Calendar connections: ordinary rows because they hold secrets that must be erasable
 * (docs/architecture/overview.md, Events and streams). Tokens are sealed with AES-256-GCM bound to the row id (docs/architecture/overview.md, Security).
 */
@Injectable()
export class IntegrationStore {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly cipher: TokenCipher,
  ) {}

  async listActive(merchantId: string): Promise<IntegrationRow[]> {
    const { rows } = await this.pool.query<IntegrationRow>(
      `SELECT * FROM calendar_integrations WHERE merchant_id = $1 AND is_active ORDER BY provider`,
      [merchantId],
    );
    return rows;
  }

  /** Another merchant's integration is indistinguishable from a missing one. */
  async findOwned(merchantId: string, id: string): Promise<IntegrationRow | null> {
    const { rows } = await this.pool.query<IntegrationRow>(
      `SELECT * FROM calendar_integrations WHERE id = $1 AND merchant_id = $2 AND is_active`,
      [id, merchantId],
    );
    return rows[0] ?? null;
  }

  async findActive(merchantId: string, provider: CalendarProvider): Promise<IntegrationRow | null> {
    // Named: every booking asks it (postgres-event-store.ts says why).
    const { rows } = await this.pool.query<IntegrationRow>({
      name: 'calendar-active',
      text: `SELECT * FROM calendar_integrations WHERE merchant_id = $1 AND provider = $2 AND is_active`,
      values: [merchantId, provider],
    });
    return rows[0] ?? null;
  }

  /** Reconnecting replaces the live connection: the old row is switched off and its secrets erased. */
  async connect(n: NewIntegration): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `UPDATE calendar_integrations SET is_active = false, disconnected_at = now(), access_token_enc = NULL,
           refresh_token_enc = NULL, webhook_signing_key_enc = NULL
         WHERE merchant_id = $1 AND provider = $2 AND is_active`,
        [n.merchantId, n.provider],
      );
      await client.query(
        `INSERT INTO calendar_integrations (id, merchant_id, provider, is_sandbox, calendar_id, calendar_name, calendar_app_url,
           external_user_uri, external_organization_uri, calendly_plan_type, supports_utm_tracking, calendly_event_types,
           access_token_enc, refresh_token_enc, token_expires_at, webhook_signing_key_enc, webhook_subscription_uri)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
        [
          n.id, n.merchantId, n.provider, n.isSandbox, n.calendarId, n.calendarName, n.calendarAppUrl, n.externalUserUri,
          n.externalOrganizationUri, n.calendlyPlanType, n.supportsUtmTracking, JSON.stringify(n.eventTypes),
          this.cipher.encrypt(n.tokens.accessToken, n.id), this.cipher.encrypt(n.tokens.refreshToken, n.id), n.tokens.expiresAt,
          n.webhookSigningKey ? this.cipher.encrypt(n.webhookSigningKey, n.id) : null, n.webhookSubscriptionUri,
        ],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  tokensOf(row: IntegrationRow): OAuthTokens {
    if (!row.access_token_enc || !row.refresh_token_enc || !row.token_expires_at) throw new Error(`integration ${row.id} has no tokens`);
    return {
      accessToken: this.cipher.decrypt(row.access_token_enc, row.id),
      refreshToken: this.cipher.decrypt(row.refresh_token_enc, row.id),
      expiresAt: row.token_expires_at,
    };
  }

  async saveTokens(id: string, tokens: OAuthTokens): Promise<void> {
    await this.pool.query(
      `UPDATE calendar_integrations SET access_token_enc = $2, refresh_token_enc = $3, token_expires_at = $4 WHERE id = $1`,
      [id, this.cipher.encrypt(tokens.accessToken, id), this.cipher.encrypt(tokens.refreshToken, id), tokens.expiresAt],
    );
  }

  /** Busy blocks and the sync time are replaced together: a sync never leaves half a week. */
  async replaceBusyBlocks(id: string, blocks: { start: Date; end: Date }[]): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('DELETE FROM calendar_busy_blocks WHERE integration_id = $1', [id]);
      if (blocks.length > 0) {
        await client.query(
          `INSERT INTO calendar_busy_blocks (integration_id, starts_at, ends_at)
           SELECT $1, * FROM unnest($2::timestamptz[], $3::timestamptz[]) ON CONFLICT DO NOTHING`,
          [id, blocks.map((b) => b.start), blocks.map((b) => b.end)],
        );
      }
      await client.query('UPDATE calendar_integrations SET last_sync_at = now() WHERE id = $1', [id]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async saveEventTypes(id: string, eventTypes: MeetingType[]): Promise<void> {
    await this.pool.query('UPDATE calendar_integrations SET calendly_event_types = $2, last_sync_at = now() WHERE id = $1', [id, JSON.stringify(eventTypes)]);
  }

  async busyBlocks(id: string): Promise<{ start: string; end: string }[]> {
    const { rows } = await this.pool.query(
      `SELECT starts_at, ends_at FROM calendar_busy_blocks WHERE integration_id = $1 ORDER BY starts_at`,
      [id],
    );
    return rows.map((r) => ({ start: r.starts_at.toISOString(), end: r.ends_at.toISOString() }));
  }

  async disconnect(id: string): Promise<void> {
    await this.pool.query(
      `UPDATE calendar_integrations SET is_active = false, disconnected_at = now(), access_token_enc = NULL,
         refresh_token_enc = NULL, webhook_signing_key_enc = NULL WHERE id = $1`,
      [id],
    );
    await this.pool.query('DELETE FROM calendar_busy_blocks WHERE integration_id = $1', [id]);
  }
}

export function toIntegrationResponse(row: IntegrationRow): CalendarIntegration {
  return {
    id: row.id,
    provider: row.provider,
    isActive: row.is_active,
    isSandbox: row.is_sandbox,
    calendarName: row.calendar_name,
    lastSyncAt: row.last_sync_at?.toISOString() ?? null,
    calendarAppUrl: row.calendar_app_url,
    calendlyPlanType: row.calendly_plan_type,
    supportsUtmTracking: row.supports_utm_tracking,
    connectedAt: row.connected_at.toISOString(),
  };
}
