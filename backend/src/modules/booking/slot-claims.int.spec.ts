import type { Pool } from 'pg';
import { EventNotifications } from '../../infrastructure/event-store/event-notifications';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { createTestDatabase, openTestPool, type TestDatabase } from '../../test-support/test-database';
import { SlotClaims } from './slot-claims';

const MERCHANT = '11111111-1111-4111-8111-111111111111';
const CALL = '22222222-2222-4222-8222-222222222222';
const OTHER_CALL = '33333333-3333-4333-8333-333333333333';

describe('slot claims: keeping the slot of a saved call', () => {
  let db: TestDatabase;
  let pool: Pool;
  let slots: SlotClaims;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = openTestPool(db.url, 4);
    slots = new SlotClaims(pool, new PostgresEventStore(pool, new EventNotifications(db.url)));
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const holderOf = async (startsAt: Date) =>
    (await pool.query(`SELECT call_id, claimed_at FROM booked_slots WHERE merchant_id = $1 AND starts_at = $2`, [MERCHANT, startsAt])).rows[0] as { call_id: string; claimed_at: Date } | undefined;

  it('takes the slot back when a twin run let it go meanwhile', async () => {
    const start = new Date('2030-01-07T15:00:00Z');
    expect(await slots.keep(MERCHANT, start, CALL)).toBe(true);
    expect((await holderOf(start))?.call_id).toBe(CALL);
  });

  it('renews a slot the call already holds', async () => {
    const start = new Date('2030-01-07T15:30:00Z');
    expect(await slots.claim(MERCHANT, start, CALL)).toBe('claimed');
    await pool.query(`UPDATE booked_slots SET claimed_at = now() - interval '1 hour' WHERE merchant_id = $1 AND starts_at = $2`, [MERCHANT, start]);
    expect(await slots.keep(MERCHANT, start, CALL)).toBe(true);
    const holder = await holderOf(start);
    expect(holder?.call_id).toBe(CALL);
    expect(Date.now() - (holder?.claimed_at.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('says so, and leaves it alone, when another call holds the slot', async () => {
    const start = new Date('2030-01-07T16:00:00Z');
    expect(await slots.claim(MERCHANT, start, OTHER_CALL)).toBe('claimed');
    expect(await slots.keep(MERCHANT, start, CALL)).toBe(false);
    expect((await holderOf(start))?.call_id).toBe(OTHER_CALL);
  });
});
