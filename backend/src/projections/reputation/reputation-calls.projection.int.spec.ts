import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { callStream } from '../../domain/call/call.stream';
import { EventNotifications } from '../../infrastructure/event-store/event-notifications';
import { type NewEvent, START_OF_LOG, type StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { createTestDatabase, openTestPool, type TestDatabase } from '../../test-support/test-database';
import { ReputationCallsProjection } from './reputation-calls.projection';
import { affiliateNoShowCounts, programReputationCounts } from './reputation.queries';

const event = (type: string, data: Record<string, unknown>): NewEvent => ({
  eventId: randomUUID(), type, data, metadata: { correlationId: randomUUID(), causationId: null, actor: 'system', occurredAt: '2026-03-01T09:00:00.000Z' },
});
const hour = (h: number) => new Date(Date.parse('2026-03-10T10:00:00.000Z') + h * 3_600_000).toISOString();

describe('program reputation projection (int)', () => {
  let db: TestDatabase;
  let pool: Pool;
  let events: StoredEvent[];
  const [merchant, otherMerchant, a1, a2] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const [p1, p2, p3] = [randomUUID(), randomUUID(), randomUUID()];
  const ids = Array.from({ length: 10 }, () => randomUUID());

  /** A call of `program` held at hour 0 (2026-03-10 10:00Z), then `after` as (type, data) pairs. */
  function call(callId: string, program: string, owner: string, affiliateId: string, after: [string, Record<string, unknown>][], bookedAt = '2026-03-01T09:00:00.000Z'): NewEvent[] {
    const parties = { callId, merchantId: owner, affiliateId };
    return [
      event('CallBooked', { ...parties, programId: program, membershipId: randomUUID(), payoutCents: 5000, customerName: 'Ann', customerEmail: 'ann@example.com', scheduledAt: hour(0), bookedAt }),
      ...after.map(([type, data]) => event(type, { ...parties, ...data })),
    ];
  }
  const approve = (at: number): [string, Record<string, unknown>][] => [['ApprovalStarted', { startedAt: hour(at) }], ['MerchantCharged', { chargedAt: hour(at) }], ['CallApproved', { approvedAt: hour(at) }]];
  const reject = (at: number, reason: string): [string, Record<string, unknown>] => ['CallRejected', { reason, note: null, rejectedAt: hour(at) }];
  const dispute = (raisedBy: string): [string, Record<string, unknown>] => ['DisputeRaised', { disputeId: randomUUID(), programId: p1, raisedBy, raisedAt: hour(30) }];
  const upheldForAffiliate: [string, Record<string, unknown>][] = [['DisputeUpholdStarted', { raisedBy: 'affiliate' }], ...approve(40), ['DisputeUpheld', { raisedBy: 'affiliate', resolvedAt: hour(40) }]];

  async function apply(batch: StoredEvent[]): Promise<void> {
    const tx = await pool.connect();
    try {
      await tx.query('BEGIN');
      await new ReputationCallsProjection().apply(batch, tx);
      await tx.query('COMMIT');
    } finally {
      tx.release();
    }
  }
  const rows = async () => (await pool.query(`SELECT * FROM reputation_calls ORDER BY call_id`)).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = openTestPool(db.url, 3);
    const store = new PostgresEventStore(pool, new EventNotifications(db.url));
    const calls: NewEvent[][] = [
      call(ids[0], p1, merchant, a1, approve(1)), // 1 h
      call(ids[1], p1, merchant, a2, [['CallRescheduled', { previousScheduledAt: hour(0), scheduledAt: hour(24), rescheduledAt: hour(-5) }], reject(26, 'no-show')]), // 2 h after the new time
      // The first approval attempt is the decision, though the card was declined and the call then rejected.
      call(ids[2], p1, merchant, a1, [['ApprovalStarted', { startedAt: hour(3) }], ['ChargeDeclined', { declinedAt: hour(3) }], reject(5, 'other'), dispute('affiliate')]), // 3 h, dispute open
      // Turned down before the call: zero. The affiliate's upheld dispute approves it, which is no merchant decision.
      call(ids[3], p1, merchant, a1, [reject(-1, 'spam'), dispute('affiliate'), ...upheldForAffiliate]),
      call(ids[4], p1, merchant, a1, [...approve(2.5), dispute('merchant'), ['DisputeDenied', { resolvedAt: hour(50) }]]), // 2.5 h, denied
      call(ids[5], p1, merchant, a2, [reject(4, 'no-show'), dispute('affiliate'), ...upheldForAffiliate]), // 4 h, overturned no-show
      call(ids[6], p1, merchant, a1, []), // pending
      call(ids[7], p1, merchant, a1, [['CallCanceled', { reason: null, canceledAt: hour(-2) }]]),
      call(ids[8], p2, merchant, a1, approve(1), '2026-04-10T09:00:00.000Z'),
      call(ids[9], p3, otherMerchant, a2, [reject(1, 'no-show')]),
    ];
    for (const [i, stream] of calls.entries()) await store.append(callStream(ids[i]), stream, 0);
    events = await store.readAll(START_OF_LOG, 1000);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('writes the same rows in one batch, one event at a time, or booked first and decided later, and when replayed', async () => {
    await apply(events);
    const once = await rows();
    expect(once).toHaveLength(10);
    for (const split of [events.map((e) => [e]), [events.filter((e) => e.type === 'CallBooked'), events.filter((e) => e.type !== 'CallBooked')]]) {
      await pool.query('TRUNCATE reputation_calls');
      for (const batch of split) await apply(batch);
      await apply(events.slice(5));
      expect(await rows()).toEqual(once);
    }
  });

  it("keeps the merchant's verdict and first act, and follows the dispute", async () => {
    const row = async (id: string) => (await pool.query(`SELECT outcome, decided_at, rejection_reason, dispute_status FROM reputation_calls WHERE call_id = $1`, [id])).rows[0];
    expect(await row(ids[2])).toEqual({ outcome: 'rejected', decided_at: new Date(hour(3)), rejection_reason: 'other', dispute_status: 'open' });
    expect(await row(ids[3])).toEqual({ outcome: 'rejected', decided_at: new Date(hour(-1)), rejection_reason: 'spam', dispute_status: 'upheld' });
    expect(await row(ids[6])).toMatchObject({ outcome: null, decided_at: null });
  });

  it('sums each program with the exact median time from the call to the decision', async () => {
    const counts = await programReputationCounts(pool, [p1, p2, p3, randomUUID()]);
    // Decisions of p1 in seconds: 0, 3600, 7200, 9000, 10800, 14400: the median is halfway between 7200 and 9000.
    expect(counts.get(p1)).toEqual({
      decided: 6, approved: 2, rejected: 4, medianSecondsToDecision: 8100, disputed: 4, disputesUpheld: 2, disputesDenied: 1, disputesOpen: 1,
    });
    expect(counts.get(p2)).toMatchObject({ decided: 1, approved: 1, medianSecondsToDecision: 3600 });
    expect(counts.size).toBe(3);
    expect(await programReputationCounts(pool, [])).toEqual(new Map());
  });

  it("counts each affiliate's no-shows among the merchant's decided calls, in the period and program asked for", async () => {
    const march: { from: string; to: string; timeZone: string; programId: string | null } = { from: '2026-03-01', to: '2026-03-31', timeZone: 'UTC', programId: null };
    const byAffiliate = async (period: typeof march) =>
      Object.fromEntries((await affiliateNoShowCounts(pool, merchant, period)).map((r) => [r.affiliateId, [r.decided, r.noShows]]));
    // a2's second no-show was overturned by an upheld dispute; the other merchant's no-show is not this merchant's.
    expect(await byAffiliate(march)).toEqual({ [a1]: [4, 0], [a2]: [2, 1] });
    expect(await byAffiliate({ ...march, to: '2026-04-30' })).toEqual({ [a1]: [5, 0], [a2]: [2, 1] });
    expect(await byAffiliate({ ...march, to: '2026-04-30', programId: p2 })).toEqual({ [a1]: [1, 0] });
    expect(await byAffiliate({ ...march, from: '2026-02-01', to: '2026-02-28' })).toEqual({});
  });
});
