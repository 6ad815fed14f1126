import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity is ordinary, erasable rows, not events (docs/architecture/overview.md, Events and streams): users, hashed session ids,
 * rate-limit windows shared by every app instance, and idempotency keys for later commands.
 */
export class Identity1700000000003 implements MigrationInterface {
  name = 'Identity1700000000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        password_hash text NOT NULL,
        first_name text NOT NULL,
        last_name text,
        role text NOT NULL CHECK (role IN ('merchant', 'affiliate', 'admin')),
        company_name text,
        logo_file text,
        time_zone text NOT NULL DEFAULT 'UTC',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Emails are compared case-insensitively; they are stored lower-cased and unique.
    await db.query(`CREATE UNIQUE INDEX users_email_unique ON users (lower(email))`);
    await db.query(`CREATE INDEX users_role_created ON users (role, created_at)`);
    await db.query(`
      CREATE TABLE sessions (
        id_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        user_agent text
      )`);
    await db.query(`CREATE INDEX sessions_user ON sessions (user_id)`);
    await db.query(`
      CREATE TABLE rate_limit_hits (
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (key, window_start)
      )`);
    await db.query(`
      CREATE TABLE idempotency_keys (
        key text NOT NULL,
        scope text NOT NULL,
        request_hash text NOT NULL,
        response_status integer,
        response_body jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, key)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE idempotency_keys`);
    await db.query(`DROP TABLE rate_limit_hits`);
    await db.query(`DROP TABLE sessions`);
    await db.query(`DROP TABLE users`);
  }
}
