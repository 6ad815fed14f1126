import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { EventNotifications } from '../../infrastructure/event-store/event-notifications';
import { type NewEvent, START_OF_LOG, type StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { createTestDatabase, openTestPool, type TestDatabase } from '../../test-support/test-database';
import { EventLogProjection } from './event-log.projection';
import { loggedEvent, newestOfStreams, streamsOfEvents } from './event-log.queries';

const event = (type: string, data: Record<string, unknown>, actor: NewEvent['metadata']['actor'] = 'system'): NewEvent => ({
  eventId: randomUUID(), type, data, metadata: { correlationId: randomUUID(), causationId: null, actor, occurredAt: '2026-03-01T09:00:00.000Z' },
});

describe('event log projection (int)', () => {
  let db: TestDatabase;
  let pool: Pool;
  let events: StoredEvent[];
  const projection = new EventLogProjection();
  const apply = async (batch: StoredEvent[]) => {
    const tx = await pool.connect();
    try {
      await tx.query('BEGIN');
      await projection.apply(batch, tx);
      await tx.query('COMMIT');
    } finally {
      tx.release();
    }
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = openTestPool(db.url, 3);
    const store = new PostgresEventStore(pool, new EventNotifications(db.url));
    await store.append('call-c1', [event('CallBooked', { callId: 'c1', customerName: 'Zoë "Z" O\'Brien \\ 🙂', tags: [1, { deep: null }] })], 0);
    await store.append('call-c1', [event('CallApproved', { callId: 'c1' }, { userId: randomUUID(), role: 'merchant' })], 1);
    await store.append('affiliate-wallet-a1', [event('CommissionCredited', { callId: 'c1', amountCents: 1235 }), event('CommissionCredited', { callId: 'c2', amountCents: 5 })], 'any');
    events = await store.readAll(START_OF_LOG, 100);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('writes every event of the batch with its data and metadata exactly as the store gave them', async () => {
    await apply(events);
    for (const e of events) {
      const row = await loggedEvent(pool, e.eventId);
      expect(row).toMatchObject({ position: e.position, stream_id: e.streamId, type: e.type, data: e.data, metadata: e.metadata });
    }
    const person = events[1].metadata.actor as { userId: string };
    expect((await loggedEvent(pool, events[1].eventId))?.actor).toEqual({ userId: person.userId, role: 'merchant' });
    expect((await loggedEvent(pool, events[0].eventId))?.actor).toBe('system');
  });

  it('is idempotent per event: a batch applied again, or overlapping, changes nothing', async () => {
    const before = (await pool.query('SELECT * FROM event_log ORDER BY position')).rows;
    await apply(events);
    await apply(events.slice(1, 3));
    expect((await pool.query('SELECT * FROM event_log ORDER BY position')).rows).toEqual(before);
    expect(before.map((r) => r.position)).toEqual(events.map((e) => e.position));
  });

  it("answers a call's timeline in log order, with the wallet events that name the call", async () => {
    const rows = await newestOfStreams(pool, ['call-c1'], { stream: 'affiliate-wallet-a1', callId: 'c1' }, 10);
    expect(rows.map((r) => r.type)).toEqual(['CommissionCredited', 'CallApproved', 'CallBooked']);
    expect(await streamsOfEvents(pool, [events[2].eventId, randomUUID()])).toEqual(new Map([[events[2].eventId, 'affiliate-wallet-a1']]));
  });
});
