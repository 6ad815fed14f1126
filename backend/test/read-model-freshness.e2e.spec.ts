import type { Pool } from 'pg';
import { PG_POOL } from '../src/infrastructure/database/database.tokens';
import { ProjectionRunner } from '../src/projections/runner/projection-runner';
import { connectSandbox } from './support/merchant-setup';
import { newMerchant, programsOf } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

/** docs/architecture/projections.md: a write waits only for the read models it answers from, and says when it could not. */
describe('read-your-writes and its limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('answers a write once its read models show it, with no staleness header', async () => {
    const m = await newMerchant(t);
    await connectSandbox(m.browser, 'google');
    const res = await m.browser.post('/api/affiliate-programs').send({ payoutPerCall: 40, integration: 'google' }).expect(201);
    expect(res.headers['x-read-models-stale']).toBeUndefined();
    expect((await programsOf(m.browser)).map((p) => p.id)).toEqual([res.body.id]);
  });

  it('answers 202 naming the read model it gave up on when the wait times out, and the write still stands', async () => {
    const m = await newMerchant(t);
    await connectSandbox(m.browser, 'google');
    const runner = t.app.get(ProjectionRunner);
    await runner.stop();
    let id = '';
    try {
      const started = Date.now();
      const res = await m.browser.post('/api/affiliate-programs').send({ payoutPerCall: 41, integration: 'google' }).expect(202);
      expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
      expect(res.headers['x-read-models-stale']).toBe('program-list');
      expect(res.body).toEqual({ message: expect.stringContaining('Saved. The program will show in a moment'), code: 'ReadModelStale', id: expect.any(String) });
      id = res.body.id;
      expect(await programsOf(m.browser)).toEqual([]);
    } finally {
      runner.start();
    }
    await waitUntil(async () => (await programsOf(m.browser)).map((p) => p.id).join() === id);
  }, 20_000);

  it('stops waiting at once for a parked read model, and says so', async () => {
    const m = await newMerchant(t);
    await connectSandbox(m.browser, 'google');
    const pool = t.app.get<Pool>(PG_POOL, { strict: false });
    await pool.query(`UPDATE projection_checkpoints SET parked_at = now(), parked_event_id = 'x', parked_event_type = 'X', parked_position = position, parked_error = 'test' WHERE name = 'program-list'`);
    try {
      const started = Date.now();
      const res = await m.browser.post('/api/affiliate-programs').send({ payoutPerCall: 42, integration: 'google' }).expect(202);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(res.headers['x-read-models-stale']).toBe('program-list');
    } finally {
      await pool.query(`UPDATE projection_checkpoints SET parked_at = NULL, parked_event_id = NULL, parked_event_type = NULL, parked_position = NULL, parked_error = NULL WHERE name = 'program-list'`);
    }
    await waitUntil(async () => (await programsOf(m.browser)).length === 1);
  });
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
