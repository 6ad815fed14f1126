import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { START_OF_LOG, type StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { createTestDatabase, openTestPool, type TestDatabase } from '../../test-support/test-database';
import { EMAIL_FRESH_FOR, NotificationsProjection, notificationId } from './notifications.projection';

const MERCHANT = randomUUID();
const AFFILIATE = randomUUID();
const OTHER_AFFILIATE = randomUUID();
const LEFT_AFFILIATE = randomUUID();
const CALL = randomUUID();
const PROGRAM = randomUUID();

/** A second apart, in log order, a minute ago: fresh enough to be emailed. */
let recorded = Date.now() - 60_000;
const event = (type: string, data: Record<string, unknown>, recordedAt = new Date((recorded += 1000))): StoredEvent => ({
  eventId: randomUUID(), type, data, metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt: recordedAt.toISOString() },
  schemaVersion: 1, streamId: 's', streamPosition: 1, position: START_OF_LOG, recordedAt,
});

const parties = { callId: CALL, merchantId: MERCHANT, affiliateId: AFFILIATE };
const joined = (affiliateId: string, membershipId = randomUUID()) => event('AffiliateJoinedProgram', { membershipId, affiliateId, programId: PROGRAM, merchantId: MERCHANT, isPrimary: true });
const leaving = randomUUID();
const LOG: StoredEvent[] = [
  event('ProgramCreated', { programId: PROGRAM, merchantId: MERCHANT, name: 'Acme Demos', payoutCents: 5000 }),
  joined(AFFILIATE), joined(OTHER_AFFILIATE), joined(LEFT_AFFILIATE, leaving),
  event('AffiliateRemovedFromProgram', { membershipId: leaving, affiliateId: LEFT_AFFILIATE, programId: PROGRAM }),
  event('CallBooked', { ...parties, programId: PROGRAM, customerName: 'Dana Scully', scheduledAt: '2026-03-01T09:00:00Z', payoutCents: 5000 }),
  event('DecisionDeadlineNear', { ...parties, programId: PROGRAM, deadlineAt: '2026-03-05T09:00:00Z', hoursLeft: 72 }),
  event('CallApproved', { ...parties, payoutCents: 5000, approvedBy: 'deadline' }),
  event('DisputeRaised', { ...parties, programId: PROGRAM, disputeId: randomUUID(), raisedBy: 'merchant', reason: 'Not a real lead.' }),
  event('DisputeUpheld', { callId: CALL, disputeId: randomUUID(), raisedBy: 'merchant', note: 'Refunded.' }),
  event('ProgramCommissionChanged', { programId: PROGRAM, merchantId: MERCHANT, fromCents: 5000, toCents: 7500 }),
  event('PayoutFailed', { affiliateId: AFFILIATE, payoutId: randomUUID(), amountCents: 1000, reason: 'Account closed' }),
];

describe('notifications projection (int)', () => {
  let db: TestDatabase;
  let pool: Pool;
  beforeAll(async () => {
    db = await createTestDatabase();
    pool = openTestPool(db.url, 3);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const apply = async (events: StoredEvent[]) => {
    const tx = await pool.connect();
    try {
      await tx.query('BEGIN');
      await new NotificationsProjection().apply(events, tx);
      await tx.query('COMMIT');
    } finally {
      tx.release();
    }
  };
  const notices = async () => (await pool.query(`SELECT id, recipient_id, kind, title FROM notifications ORDER BY created_at, kind, recipient_id`)).rows;
  const outbox = async () => (await pool.query(`SELECT id, recipient_id, kind, status FROM notification_outbox ORDER BY created_at, kind, recipient_id`)).rows;

  it('tells each party once, however often the log is replayed, and queues each email once', async () => {
    await apply(LOG);
    const first = await notices();
    expect(first.map((n) => [n.recipient_id, n.kind])).toEqual([
      [MERCHANT, 'call-booked'],
      [MERCHANT, 'decision-deadline-near'],
      ...[[AFFILIATE, 'call-approved'], [MERCHANT, 'call-approved']].sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0])),
      [AFFILIATE, 'dispute-raised'],
      ...[AFFILIATE, MERCHANT].sort().map((id) => [id, 'dispute-resolved']),
      ...[AFFILIATE, OTHER_AFFILIATE].sort().map((id) => [id, 'commission-changed']),
      [AFFILIATE, 'payout-failed'],
    ]);
    expect(first.find((n) => n.kind === 'call-booked')).toMatchObject({ id: notificationId(MERCHANT, LOG[5].eventId) });
    expect((await outbox()).map((o) => [o.id, o.status])).toEqual(first.map((n) => [n.id, 'pending']));

    await apply(LOG);
    await apply(LOG.slice(5, 8));
    expect(await notices()).toEqual(first);
    expect(await outbox()).toHaveLength(first.length);
  });

  it('comes back from a rebuild with the same ids, and queues no email again', async () => {
    const before = await notices();
    await pool.query(`UPDATE notification_outbox SET status = 'sent'`);
    await pool.query(`INSERT INTO notification_reads (notification_id, recipient_id, read_at) VALUES ($1, $2, now())`, [before[0].id, before[0].recipient_id]);
    await pool.query(`TRUNCATE notifications, notification_calls, notification_programs, notification_members`);
    await apply(LOG);
    expect(await notices()).toEqual(before);
    expect((await outbox()).every((o) => o.status === 'sent')).toBe(true);
    expect(await outbox()).toHaveLength(before.length);
    const { rows } = await pool.query(`SELECT n.id FROM notifications n JOIN notification_reads r ON r.notification_id = n.id`);
    expect(rows).toEqual([{ id: before[0].id }]);
  });

  it('gives the same rows whether the log comes in one batch or one event at a time', async () => {
    const whole = await notices();
    await pool.query(`TRUNCATE notifications, notification_calls, notification_programs, notification_members`);
    for (const e of LOG) await apply([e]);
    expect(await notices()).toEqual(whole);
    const memory = async () => ({
      calls: (await pool.query(`SELECT * FROM notification_calls`)).rows,
      members: (await pool.query(`SELECT * FROM notification_members ORDER BY membership_id`)).rows,
      programs: (await pool.query(`SELECT * FROM notification_programs`)).rows,
    });
    const remembered = await memory();
    expect(remembered.calls).toEqual([expect.objectContaining({ call_id: CALL, dispute_raised_by: 'merchant', customer_name: 'Dana Scully' })]);
    expect(remembered.members.filter((m) => m.removed).map((m) => m.affiliate_id)).toEqual([LEFT_AFFILIATE]);
    await apply(LOG);
    expect(await memory()).toEqual(remembered);
  });

  it('shows old events in the app but emails nobody about them', async () => {
    const old = new Date(Date.now() - 3 * 24 * 3600_000);
    const payout = event('PayoutCompleted', { affiliateId: AFFILIATE, payoutId: randomUUID(), amountCents: 100, feeCents: 25, netCents: 75 }, old);
    await apply([payout]);
    const { rows } = await pool.query(`SELECT (SELECT count(*)::int FROM notifications WHERE event_id = $1) AS shown, (SELECT count(*)::int FROM notification_outbox WHERE event_id = $1) AS queued`, [payout.eventId]);
    expect(rows).toEqual([{ shown: 1, queued: 0 }]);
  });

  it('leaves the edge of the email window to the database clock: just inside is mailed, just outside is not', async () => {
    expect(EMAIL_FRESH_FOR).toBe('2 days');
    const ago = (minutes: number) => new Date(Date.now() - 2 * 86_400_000 + minutes * 60_000);
    const payout = (at: Date) => event('PayoutCompleted', { affiliateId: AFFILIATE, payoutId: randomUUID(), amountCents: 100, feeCents: 25, netCents: 75 }, at);
    const inside = payout(ago(5));
    const outside = payout(ago(-5));
    await apply([outside, inside]);
    const queued = async (id: string) => (await pool.query(`SELECT count(*)::int AS n FROM notification_outbox WHERE event_id = $1`, [id])).rows[0].n;
    expect([await queued(inside.eventId), await queued(outside.eventId)]).toEqual([1, 0]);
  });
});
