import { type Relay, startRelay } from '../src/infrastructure/event-store/kurrentdb-event-store.spec-fixtures';
import { type LocalKurrentDb, startLocalKurrentDb } from '../tools/kurrentdb-local/kurrentdb-local.server';
import { connectSandbox } from './support/merchant-setup';
import { newMerchant, programsOf } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 10's fault case, always in KurrentDB mode (a local KurrentDB-protocol server behind a TCP
 * relay that can cut the network): while the event store is unreachable writes answer 503 with a
 * message, and the app recovers by itself when it returns, with nothing acknowledged lost.
 */
describe('KurrentDB lost while the app runs', () => {
  let server: LocalKurrentDb;
  let relay: Relay;
  let t: TestApp;
  beforeAll(async () => {
    server = await startLocalKurrentDb();
    relay = await startRelay(server.port);
    t = await startTestApp({ eventStoreUrl: `kurrentdb://127.0.0.1:${relay.port}?tls=false` });
  });
  afterAll(async () => {
    await t.close();
    await relay.stop();
    await server.close();
  });

  it('answers writes 503 while it is away, then works again without a restart', async () => {
    const m = await newMerchant(t);
    await connectSandbox(m.browser, 'google');
    const before = await m.browser.post('/api/affiliate-programs').send({ payoutPerCall: 50, integration: 'google' }).expect(201);

    await relay.stop();
    const down = await m.browser.post('/api/affiliate-programs').send({ payoutPerCall: 51, integration: 'google' });
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ message: expect.stringContaining('The event store cannot be reached right now'), code: 'EventStoreUnavailable' });

    await relay.start();
    let after = await m.browser.post('/api/affiliate-programs').send({ payoutPerCall: 52, integration: 'google' });
    for (let i = 0; i < 40 && after.status === 503; i++) {
      await new Promise((r) => setTimeout(r, 250));
      after = await m.browser.post('/api/affiliate-programs').send({ payoutPerCall: 52, integration: 'google' });
    }
    expect(after.status).toBe(201);
    const listed = (await programsOf(m.browser)).map((p) => p.id);
    expect(listed).toEqual(expect.arrayContaining([before.body.id, after.body.id]));
    expect(listed).toHaveLength(2);
  }, 30_000);
});
