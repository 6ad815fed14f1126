import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { ClickRecorded } from '../../domain/click/click.events';
import { EventNotifications } from '../../infrastructure/event-store/event-notifications';
import type { NewEvent } from '../../infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase, openTestPool } from '../../test-support/test-database';
import type { CommandContext } from '../shared/event-sourced-command';
import { ClickBuffer } from './click-buffer';
import { ClickLookup } from './click-lookup';

const context: CommandContext = { correlationId: 'req-1', actor: 'system', now: new Date('2026-11-02T10:00:00.000Z') };

function click(programId = randomUUID()): ClickRecorded {
  return {
    type: 'ClickRecorded',
    clickId: randomUUID(),
    programId,
    membershipId: randomUUID(),
    referralCode: 'abc123',
    utm: { source: 'newsletter', medium: 'email', campaign: null, content: null, term: null },
    referrer: 'https://example.com/post',
    ipHash: 'ip-hash',
    userAgentHash: 'ua-hash',
    clickedAt: context.now.toISOString(),
  };
}

/** No projection runs here: every look-up below works before any read model has the click. */
describe('ClickLookup on PostgreSQL', () => {
  let db: TestDatabase;
  let pool: Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = openTestPool(db.url, 4);
    store = new PostgresEventStore(pool, new EventNotifications(db.url));
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('finds a click this instance has not stored yet, and the same click once stored', async () => {
    const buffer = new ClickBuffer(store);
    const lookup = new ClickLookup(buffer, store, pool);
    const recorded = click();
    buffer.record(recorded, context);
    expect(await lookup.find(recorded.clickId)).toEqual(recorded);
    await buffer.flush();
    expect(buffer.find(recorded.clickId)).toBeNull();
    expect(await lookup.find(recorded.clickId.toUpperCase())).toEqual(recorded);
  });

  it('finds a click another instance stored, by its event id', async () => {
    const elsewhere = new ClickBuffer(store);
    const recorded = click();
    elsewhere.record(recorded, context);
    await elsewhere.flush();
    const lookup = new ClickLookup(new ClickBuffer(store), store, pool);
    expect(await lookup.find(recorded.clickId)).toEqual(recorded);
  });

  it('finds a click stored before click ids were event ids through click_list', async () => {
    const old = click();
    await pool.query(
      `INSERT INTO click_list (id, program_id, membership_id, referral_code, utm, referrer, ip_hash, user_agent_hash, clicked_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [old.clickId, old.programId, old.membershipId, old.referralCode, JSON.stringify(old.utm), old.referrer, old.ipHash, old.userAgentHash, old.clickedAt],
    );
    const lookup = new ClickLookup(new ClickBuffer(store), store, pool);
    expect(await lookup.find(old.clickId)).toEqual(old);
  });

  it('finds nothing for an unknown id, a malformed one, or the id of an event that is not a click', async () => {
    const lookup = new ClickLookup(new ClickBuffer(store), store, pool);
    const other: NewEvent = { eventId: randomUUID(), type: 'ProgramCreated', data: {}, metadata: { correlationId: 'x', causationId: null, actor: 'system', occurredAt: context.now.toISOString() } };
    await store.append(`program-${randomUUID()}`, [other], 0);
    expect(await lookup.find(randomUUID())).toBeNull();
    expect(await lookup.find('not-a-uuid')).toBeNull();
    expect(await lookup.find(other.eventId)).toBeNull();
  });
});
