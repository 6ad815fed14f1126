import { startTestApp, type TestApp } from './support/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('reports the database and each projection with its lag, without a session', async () => {
    const res = await t.browser().get('/api/health').expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      database: { ok: true },
    });
    expect(res.body.projections.map((p: { name: string }) => p.name).sort()).toEqual(
      ['activity-by-day', 'call-list', 'click-list', 'dispute-list', 'event-log', 'ledger', 'membership-list', 'payouts', 'program-list', 'wallets'],
    );
    expect(res.body.projections.every((p: { lag: number }) => p.lag === 0)).toBe(true);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.browser().get('/api/nothing-here').expect(404);
    expect(typeof res.body.message).toBe('string');
  });
});
