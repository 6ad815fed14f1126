import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { ClickRecorded } from '../../domain/click/click.events';
import { EventNotifications } from '../../infrastructure/event-store/event-notifications';
import type { NewEvent } from '../../infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { ClickListProjection } from '../../projections/clicks/click-list.projection';
import { ProjectionRunner } from '../../projections/runner/projection-runner';
import { ProjectionWaiter } from '../../projections/runner/projection-waiter';
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

/** The click-list read model runs as in the app; the look-up waits for it when the buffer misses. */
describe('ClickLookup on PostgreSQL', () => {
  let db: TestDatabase;
  let pool: Pool;
  let store: PostgresEventStore;
  let notifications: EventNotifications;
  let runner: ProjectionRunner;
  let waiter: ProjectionWaiter;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = openTestPool(db.url, 6);
    notifications = new EventNotifications(db.url);
    await notifications.start();
    store = new PostgresEventStore(pool, notifications);
    runner = new ProjectionRunner(db.url, pool, store, [new ClickListProjection()], { pollIntervalMs: 100, leaderRetryMs: 100 });
    runner.start();
    waiter = new ProjectionWaiter(pool, ['click-list'], (l) => runner.onAdvance(l));
  });
  afterAll(async () => {
    await runner.stop();
    await notifications.close();
    await pool.end();
    await db.drop();
  });

  it('finds a click this instance has not stored yet, and the same click once stored', async () => {
    const buffer = new ClickBuffer(store);
    const lookup = new ClickLookup(buffer, store, pool, waiter);
    const recorded = click();
    buffer.record(recorded, context);
    expect(await lookup.find(recorded.clickId)).toEqual(recorded);
    await buffer.flush();
    expect(buffer.find(recorded.clickId)).toBeNull();
    expect(await lookup.find(recorded.clickId.toUpperCase())).toEqual(recorded);
  });

  it('finds a click another instance stored a moment ago, once click_list has caught up', async () => {
    const elsewhere = new ClickBuffer(store);
    const recorded = click();
    elsewhere.record(recorded, context);
    await elsewhere.flush();
    const lookup = new ClickLookup(new ClickBuffer(store), store, pool, waiter);
    expect(await lookup.find(recorded.clickId)).toEqual(recorded);
  });

  it('gives up after its bound when no runner moves click_list, and answers unattributed', async () => {
    await runner.stop();
    try {
      const elsewhere = new ClickBuffer(store);
      const recorded = click();
      elsewhere.record(recorded, context);
      await elsewhere.flush();
      const started = Date.now();
      expect(await new ClickLookup(new ClickBuffer(store), store, pool, waiter).find(recorded.clickId)).toBeNull();
      expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    } finally {
      runner.start();
    }
  });

  it('finds a click that is only in click_list', async () => {
    const old = click();
    await pool.query(
      `INSERT INTO click_list (id, program_id, membership_id, referral_code, utm, referrer, ip_hash, user_agent_hash, clicked_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [old.clickId, old.programId, old.membershipId, old.referralCode, JSON.stringify(old.utm), old.referrer, old.ipHash, old.userAgentHash, old.clickedAt],
    );
    const lookup = new ClickLookup(new ClickBuffer(store), store, pool, waiter);
    expect(await lookup.find(old.clickId)).toEqual(old);
  });

  it('finds nothing for an unknown id, a malformed one, or the id of an event that is not a click', async () => {
    const lookup = new ClickLookup(new ClickBuffer(store), store, pool, waiter);
    const other: NewEvent = { eventId: randomUUID(), type: 'ProgramCreated', data: {}, metadata: { correlationId: 'x', causationId: null, actor: 'system', occurredAt: context.now.toISOString() } };
    await store.append(`program-${randomUUID()}`, [other], 0);
    expect(await lookup.find(randomUUID())).toBeNull();
    expect(await lookup.find('not-a-uuid')).toBeNull();
    expect(await lookup.find(other.eventId)).toBeNull();
  });
});
