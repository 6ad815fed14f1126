import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { EventNotifications } from '../../infrastructure/event-store/event-notifications';
import { type NewEvent, START_OF_LOG } from '../../infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { createTestDatabase, openTestPool, type TestDatabase } from '../../test-support/test-database';
import { ProcessorRecordsProjection } from './processor-records.projection';

const event = (type: string, data: Record<string, unknown>): NewEvent => ({
  eventId: randomUUID(), type, data, metadata: { correlationId: randomUUID(), causationId: null, actor: 'system', occurredAt: '2026-03-01T09:00:00.000Z' },
});

describe('processor records projection (int)', () => {
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

  it('keeps one row per processor movement, idempotently, and nothing for other events', async () => {
    const store = new PostgresEventStore(pool, new EventNotifications(db.url));
    await store.append('call-c1', [event('CallBooked', { callId: 'c1' }), event('MerchantCharged', { callId: 'c1', processorChargeId: 'ch_1', chargeCents: 1359 })], 0);
    await store.append('affiliate-wallet-a1', [event('PayoutCompleted', { payoutId: 'p1', processorTransferId: 'tr_1', netCents: 1210 })], 0);
    const events = await store.readAll(START_OF_LOG, 100);
    const projection = new ProcessorRecordsProjection();
    for (let run = 0; run < 2; run++) {
      const tx = await pool.connect();
      await tx.query('BEGIN');
      await projection.apply(events, tx);
      await tx.query('COMMIT');
      tx.release();
    }
    const { rows } = await pool.query('SELECT type, stream_id, position, processor_id, amount_cents::int AS amount FROM processor_records ORDER BY position');
    expect(rows).toEqual([
      { type: 'MerchantCharged', stream_id: 'call-c1', position: events[1].position, processor_id: 'ch_1', amount: 1359 },
      { type: 'PayoutCompleted', stream_id: 'affiliate-wallet-a1', position: events[2].position, processor_id: 'tr_1', amount: 1210 },
    ]);
  });
});
