import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { createTestDatabase, openTestPool, type TestDatabase } from '../../test-support/test-database';
import { EmailDelivery, messageIdOf } from './email-delivery';
import { smtpSender } from './email-sender';
import { MAX_ATTEMPTS } from './retry-schedule';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.spec-fixtures';
import { UnsubscribeTokens } from './unsubscribe-token';

const PUBLIC_URL = 'https://app.leadledger.test';
const LEASE_MS = 120_000;
const tokens = new UnsubscribeTokens('the app secret for these tests');

describe('email delivery through a real SMTP server (int)', () => {
  let db: TestDatabase;
  let pool: Pool;
  let smtp: SmtpTestServer;
  let now: Date;
  const clock = { now: () => now };
  const userId = randomUUID();
  const email = `grace.${userId.slice(0, 8)}@example.com`;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = openTestPool(db.url, 4);
    smtp = await startSmtpTestServer();
    await pool.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, role, time_zone, created_at, updated_at) VALUES ($1, $2, 'x', 'Grace', 'Hopper', 'affiliate', 'UTC', now(), now())`,
      [userId, email],
    );
  });
  afterAll(async () => {
    await smtp.close();
    await pool.end();
    await db.drop();
  });
  beforeEach(async () => {
    now = new Date('2026-03-01T10:00:00Z');
    smtp.received.length = 0;
    smtp.refuseNext(0);
    await pool.query(`DELETE FROM notification_outbox; DELETE FROM notification_preferences`);
  });

  const delivery = (smtpUrl: string | null = smtp.url) => new EmailDelivery(pool, { sender: smtpUrl ? smtpSender(smtpUrl) : null, tokens, publicUrl: PUBLIC_URL, clock, leaseMs: LEASE_MS });
  const queue = async (kind = 'payout-failed'): Promise<string> => {
    const id = randomUUID();
    await pool.query(
      `INSERT INTO notification_outbox (id, recipient_id, event_id, kind, subject, body, link, next_attempt_at, created_at, log_position)
       VALUES ($1, $2, $3, $4, 'Payout failed', 'Your payout of $10.00 could not be made.', '/affiliate-payouts', $5, $5, '')`,
      [id, userId, randomUUID(), kind, now.toISOString()],
    );
    return id;
  };
  const row = async (id: string) => (await pool.query(`SELECT status, attempts, last_error, to_address, smtp_message_id, smtp_response, next_attempt_at, claimed_until FROM notification_outbox WHERE id = $1`, [id])).rows[0];
  const later = (ms: number) => void (now = new Date(now.getTime() + ms));

  it('sends with the recipient, subject, a stable Message-ID and the unsubscribe link, and records what the server said', async () => {
    const id = await queue();
    expect(await delivery().deliverDue()).toEqual({ sent: 1, kept: 0, skipped: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received.to).toEqual([email]);
    expect(received.headers).toMatchObject({ to: email, subject: 'Payout failed', 'message-id': `<${id}@app.leadledger.test>`, from: 'LeadLedger <notifications@app.leadledger.test>' });
    const unsubscribe = received.headers['list-unsubscribe'].match(/^<(.+)>$/)![1];
    expect(unsubscribe).toMatch(`${PUBLIC_URL}/api/notifications/unsubscribe?token=`);
    expect(tokens.verify(new URL(unsubscribe).searchParams.get('token')!)).toEqual({ userId, kind: 'payout-failed' });
    expect(received.raw).toContain('Your payout of $10.00 could not be made.');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, to_address: email, smtp_message_id: messageIdOf(id, PUBLIC_URL), smtp_response: expect.stringContaining('Queued as q1'), claimed_until: null });
  });

  it('retries a refused send later and sends it exactly once', async () => {
    const id = await queue();
    smtp.refuseNext(1);
    expect(await delivery().deliverDue()).toMatchObject({ sent: 0, retrying: 1 });
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('Mailbox busy'), next_attempt_at: new Date(now.getTime() + 30_000), claimed_until: null });
    expect(await delivery().deliverDue()).toMatchObject({ sent: 0, retrying: 0 }); // not due yet
    later(30_000);
    expect(await delivery().deliverDue()).toMatchObject({ sent: 1 });
    later(3_600_000);
    expect(await delivery().deliverDue()).toMatchObject({ sent: 0 });
    expect(smtp.received.map((m) => m.headers['message-id'])).toEqual([`<${id}@app.leadledger.test>`]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('sends a row claimed by a sender that died before sending once its lease runs out, and only then', async () => {
    const id = await queue();
    const dead = delivery();
    expect(await dead.outboxRows.claimDue(now, LEASE_MS, 10)).toHaveLength(1); // and then nothing: the process died
    expect(await delivery().deliverDue()).toMatchObject({ sent: 0 });
    later(LEASE_MS - 1);
    expect(await delivery().deliverDue()).toMatchObject({ sent: 0 });
    later(1);
    expect(await delivery().deliverDue()).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('never sends one row from two senders at once', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5, 6].map(() => queue()));
    const reports = await Promise.all([delivery().deliverDue(), delivery().deliverDue(), delivery().deliverDue()]);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(6);
    expect(smtp.received.map((m) => m.headers['message-id']).sort()).toEqual(ids.map((id) => `<${id}@app.leadledger.test>`).sort());
  });

  it(`gives up after ${MAX_ATTEMPTS} refusals and keeps the row as failed, with the error`, async () => {
    const id = await queue();
    smtp.refuseNext(100);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await delivery().deliverDue();
      later(24 * 3_600_000);
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, last_error: expect.stringContaining('Mailbox busy') });
    expect(await delivery().deliverDue()).toMatchObject({ sent: 0, failed: 0 });
  });

  it('fails an attempt against a server that refuses the credentials, and retries it', async () => {
    const id = await queue();
    expect(await delivery(smtp.url.replace('secret', 'wrong')).deliverDue()).toMatchObject({ retrying: 1 });
    expect(await row(id)).toMatchObject({ status: 'pending', last_error: expect.stringMatching(/Invalid username or password/) });
  });

  it('keeps the email in the outbox when no mail server is configured', async () => {
    const id = await queue();
    expect(await delivery(null).deliverDue()).toMatchObject({ kept: 1 });
    expect(await row(id)).toMatchObject({ status: 'kept', to_address: email, attempts: 1 });
    expect(smtp.received).toHaveLength(0);
  });

  it('skips a kind the recipient turned off', async () => {
    await pool.query(`INSERT INTO notification_preferences (user_id, kind, email, updated_at) VALUES ($1, 'payout-failed', false, now())`, [userId]);
    const off = await queue('payout-failed');
    const on = await queue('payout-completed');
    expect(await delivery().deliverDue()).toMatchObject({ sent: 1, skipped: 1 });
    expect(await row(off)).toMatchObject({ status: 'skipped', last_error: 'The recipient turned this email off.' });
    expect(await row(on)).toMatchObject({ status: 'sent' });
  });
});
