import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { PG_POOL } from '../src/infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../src/infrastructure/event-store/event-store.port';
import { ProjectionRunner } from '../src/projections/runner/projection-runner';
import { startTestApp, type TestApp } from './support/test-app';

const READ_MODELS = ['account-suspensions', 'activity-by-day', 'call-list', 'click-list', 'contact-messages', 'dispute-list', 'event-log', 'ledger', 'membership-list', 'merchant-statement', 'notifications', 'payouts', 'processor-records', 'program-list', 'program-reputation', 'unattributed-bookings', 'wallets'];

function noted(type: string) {
  return { eventId: randomUUID(), type, data: {}, metadata: { correlationId: randomUUID(), causationId: null, actor: 'system' as const, occurredAt: new Date().toISOString() } };
}

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('reports the databases and each read model with its lag, without a session', async () => {
    const res = await t.browser().get('/api/health').expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      database: { ok: true },
      eventStore: { engine: t.config.eventStoreUrl ? 'kurrentdb' : 'postgres' },
    });
    expect(res.body.projections.map((p: { name: string }) => p.name).sort()).toEqual(READ_MODELS);
    expect(res.body.projections.every((p: { lag: number; parked: unknown }) => p.lag === 0 && p.parked === null)).toBe(true);
  });

  it('counts the events each read model has not applied, and is degraded while one is parked', async () => {
    const runner = t.app.get(ProjectionRunner);
    const pool = t.app.get<Pool>(PG_POOL, { strict: false });
    await runner.stop();
    try {
      await t.app.get<EventStore>(EVENT_STORE, { strict: false }).append(`health-${randomUUID()}`, [noted('HealthProbed'), noted('HealthProbed'), noted('HealthProbed')], 0);
      const behind = await t.browser().get('/api/health').expect(200);
      expect(behind.body.status).toBe('ok');
      expect(behind.body.projections.map((p: { lag: number }) => p.lag)).toEqual(READ_MODELS.map(() => 3));

      await pool.query(
        `UPDATE projection_checkpoints SET parked_at = now(), parked_event_id = $1, parked_event_type = 'CallBooked', parked_position = position, parked_error = 'boom'
         WHERE name = 'call-list'`,
        [randomUUID()],
      );
      const parked = await t.browser().get('/api/health').expect(200);
      expect(parked.body.status).toBe('degraded');
      expect(parked.body.projections.find((p: { name: string }) => p.name === 'call-list').parked).toMatchObject({ eventType: 'CallBooked', error: 'boom' });
    } finally {
      await pool.query(`UPDATE projection_checkpoints SET parked_at = NULL, parked_event_id = NULL, parked_event_type = NULL, parked_position = NULL, parked_error = NULL`);
      runner.start();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.browser().get('/api/nothing-here').expect(404);
    expect(typeof res.body.message).toBe('string');
  });
});
