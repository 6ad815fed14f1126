import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 3: calendar integrations (ordinary rows: they hold secrets that must be erasable,
 * docs/architecture/overview.md, Events and streams), referral code reservations, and the program and membership read models.
 */
export class Programs1700000000004 implements MigrationInterface {
  name = 'Programs1700000000004';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE calendar_integrations (
        id uuid PRIMARY KEY,
        merchant_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        provider text NOT NULL CHECK (provider IN ('google', 'calendly')),
        is_active boolean NOT NULL DEFAULT true,
        is_sandbox boolean NOT NULL,
        calendar_id text,
        calendar_name text,
        calendar_app_url text,
        external_user_uri text,
        external_organization_uri text,
        calendly_plan_type text,
        supports_utm_tracking boolean NOT NULL DEFAULT false,
        calendly_event_types jsonb NOT NULL DEFAULT '[]',
        access_token_enc text,
        refresh_token_enc text,
        token_expires_at timestamptz,
        webhook_signing_key_enc text,
        webhook_subscription_uri text,
        last_sync_at timestamptz,
        connected_at timestamptz NOT NULL DEFAULT now(),
        disconnected_at timestamptz
      )`);
    // One live connection per merchant and provider; reconnecting replaces it.
    await db.query(`CREATE UNIQUE INDEX calendar_integrations_one_active ON calendar_integrations (merchant_id, provider) WHERE is_active`);
    await db.query(`
      CREATE TABLE calendar_busy_blocks (
        integration_id uuid NOT NULL REFERENCES calendar_integrations (id) ON DELETE CASCADE,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        PRIMARY KEY (integration_id, starts_at, ends_at)
      )`);
    await db.query(`
      CREATE TABLE oauth_states (
        state text PRIMARY KEY,
        merchant_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        provider text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Claimed before ProgramCreated is appended: codes are unique case-insensitively for ever,
    // even after a program is archived (old links must never point at someone else's program).
    await db.query(`
      CREATE TABLE referral_codes (
        code text PRIMARY KEY CHECK (code = lower(code)),
        program_id uuid NOT NULL,
        claimed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE program_list (
        id uuid PRIMARY KEY,
        merchant_id uuid NOT NULL,
        name text NOT NULL,
        referral_code text NOT NULL,
        payout_cents bigint NOT NULL,
        integration text NOT NULL,
        integration_id uuid NOT NULL,
        calendly_event_type jsonb,
        created_at timestamptz NOT NULL,
        archived_at timestamptz
      )`);
    await db.query(`CREATE INDEX program_list_merchant ON program_list (merchant_id, created_at)`);
    await db.query(`CREATE INDEX program_list_code ON program_list (lower(referral_code))`);
    await db.query(`
      CREATE TABLE membership_list (
        id uuid PRIMARY KEY,
        affiliate_id uuid NOT NULL,
        program_id uuid NOT NULL,
        merchant_id uuid NOT NULL,
        is_primary boolean NOT NULL,
        joined_at timestamptz NOT NULL,
        removed_at timestamptz
      )`);
    await db.query(`CREATE INDEX membership_list_affiliate ON membership_list (affiliate_id, joined_at)`);
    await db.query(`CREATE INDEX membership_list_merchant ON membership_list (merchant_id, joined_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['membership_list', 'program_list', 'referral_codes', 'oauth_states', 'calendar_busy_blocks', 'calendar_integrations']) {
      await db.query(`DROP TABLE ${table}`);
    }
  }
}
