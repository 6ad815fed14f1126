import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { walletStream } from '../../domain/affiliate-wallet/affiliate-wallet.stream';
import { callStream } from '../../domain/call/call.stream';
import { COMMISSION_FEE_REVENUE, merchantCharges, PROCESSOR_CLEARING } from '../../domain/ledger/ledger.accounts';
import { EventNotifications } from '../../infrastructure/event-store/event-notifications';
import { type NewEvent, START_OF_LOG, type StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { createTestDatabase, openTestPool, type TestDatabase } from '../../test-support/test-database';
import { LedgerEntriesProjection } from '../ledger/ledger-entries.projection';
import type { Projection } from '../runner/projection';
import { MerchantStatementProjection } from './merchant-statement.projection';

const event = (type: string, data: Record<string, unknown>): NewEvent => ({
  eventId: randomUUID(), type, data, metadata: { correlationId: randomUUID(), causationId: null, actor: 'system', occurredAt: '2026-11-03T09:00:00.000Z' },
});

/** One approval's money as the call and wallet streams record it (domain/call/call.events.ts). */
function charged(merchantId: string, affiliateId: string, callId: string, payoutCents: number, feeCents: number, at: string): NewEvent[] {
  return [
    event('MerchantCharged', { callId, merchantId, affiliateId, processorChargeId: `ch_${callId.slice(0, 8)}`, idempotencyKey: randomUUID(), payoutCents, feeCents, chargeCents: payoutCents + feeCents, chargedAt: at }),
  ];
}

describe('merchant statement projection (int)', () => {
  let db: TestDatabase;
  let pool: Pool;
  let events: StoredEvent[];
  const [merchant, other, affiliate] = [randomUUID(), randomUUID(), randomUUID()];
  const [c1, c2, c3, c4] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];

  async function apply(projection: Projection, batch: StoredEvent[]): Promise<void> {
    const tx = await pool.connect();
    try {
      await tx.query('BEGIN');
      await projection.apply(batch, tx);
      await tx.query('COMMIT');
    } finally {
      tx.release();
    }
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = openTestPool(db.url, 3);
    const store = new PostgresEventStore(pool, new EventNotifications(db.url));
    await store.append(callStream(c1), charged(merchant, affiliate, c1, 4000, 400, '2026-10-30T12:00:00.000Z'), 0);
    await store.append(walletStream(affiliate), [event('CommissionCredited', { affiliateId: affiliate, callId: c1, merchantId: merchant, amountCents: 4000, creditedAt: '2026-10-30T12:00:00.000Z' })], 0);
    await store.append(callStream(c2), charged(merchant, affiliate, c2, 1235, 124, '2026-11-02T12:00:00.000Z'), 0);
    await store.append(callStream(c1), [event('ChargeRefunded', { callId: c1, merchantId: merchant, processorRefundId: 're_1', refundCents: 4400, feeCents: 400, refundedAt: '2026-11-04T12:00:00.000Z' })], 1);
    await store.append(callStream(c3), [event('ChargeDeclined', { callId: c3, merchantId: merchant, idempotencyKey: randomUUID(), reason: 'Your card was declined.', declineCode: 'card_declined', declinedAt: '2026-11-05T12:00:00.000Z' })], 0);
    await store.append(callStream(c4), charged(other, affiliate, c4, 9900, 990, '2026-11-02T12:00:00.000Z'), 0);
    events = await store.readAll(START_OF_LOG, 100);
    await apply(new LedgerEntriesProjection(), events);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const lines = async () =>
    (await pool.query(`SELECT event_id, merchant_id, call_id, kind, occurred_at, commission_cents, fee_cents, amount_cents, processor_id, decline_reason FROM merchant_statement ORDER BY position`)).rows;

  it('writes one line per money event, the same whether replayed, split into batches or rebuilt', async () => {
    const projection = new MerchantStatementProjection();
    await apply(projection, events.slice(0, 3));
    await apply(projection, events);
    await apply(projection, events.slice(2));
    const incremental = await lines();
    expect(incremental.map((l) => [l.call_id, l.kind, l.amount_cents === null ? null : Number(l.amount_cents)])).toEqual([
      [c1, 'charge', 4400], [c2, 'charge', 1359], [c1, 'refund', 4400], [c3, 'declined', null], [c4, 'charge', 10890],
    ]);
    await pool.query('TRUNCATE merchant_statement');
    await apply(projection, events);
    expect(await lines()).toEqual(incremental);
  });

  it("sums per merchant to what the ledger says the merchant paid, and to the platform's fees", async () => {
    for (const id of [merchant, other]) {
      const statement = await pool.query(
        `SELECT coalesce(sum(CASE kind WHEN 'charge' THEN amount_cents WHEN 'refund' THEN -amount_cents ELSE 0 END), 0)::bigint AS paid,
                coalesce(sum(CASE kind WHEN 'charge' THEN fee_cents WHEN 'refund' THEN -fee_cents ELSE 0 END), 0)::bigint AS fees
         FROM merchant_statement WHERE merchant_id = $1`,
        [id],
      );
      // The processor's side of every journal that touches the merchant's account (docs/architecture/ledger.md).
      const ledger = await pool.query(
        `SELECT coalesce(sum(amount_cents) FILTER (WHERE account = $2), 0)::bigint AS paid,
                coalesce(-sum(amount_cents) FILTER (WHERE account = $3), 0)::bigint AS fees
         FROM ledger_entries WHERE journal_id IN (SELECT journal_id FROM ledger_entries WHERE account = $1)`,
        [merchantCharges(id), PROCESSOR_CLEARING, COMMISSION_FEE_REVENUE],
      );
      expect(statement.rows[0]).toEqual(ledger.rows[0]);
    }
    const paid = await pool.query(`SELECT merchant_id, sum(CASE kind WHEN 'refund' THEN -amount_cents ELSE amount_cents END)::int AS net FROM merchant_statement WHERE kind <> 'declined' GROUP BY merchant_id`);
    expect(Object.fromEntries(paid.rows.map((r) => [r.merchant_id, r.net]))).toEqual({ [merchant]: 1359, [other]: 10890 });
  });
});
