import { addCard, merchantAndAffiliate } from './support/calls-setup';
import { bookUnderTerms, catchUp } from './support/deadlines-setup';
import { streamEvents } from './support/stored-events';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * SANDBOX_CLOCK (infrastructure/clock/adjustable-clock.ts): browser journeys move the app's clock
 * forward and see decision deadlines applied at once; without it the route does not exist.
 */
describe('the sandbox clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ sandboxClock: true });
  });
  afterAll(async () => t.close());

  it('moves forward and applies the deadlines then due: a call under approve terms is approved by the system', async () => {
    const setup = await merchantAndAffiliate(t, 30);
    await addCard(setup.merchant.browser);
    const { callId } = await bookUnderTerms(t, setup, { days: 1, onDeadline: 'approve' });
    await catchUp(t);
    const before = Date.now();
    const moved = (await t.browser().post('/api/sandbox/clock').send({ hours: 49 }).expect(200)).body;
    expect(Date.parse(moved.now) - before).toBeGreaterThanOrEqual(49 * 3_600_000);
    expect(moved.deadlines).toMatchObject({ approved: 1 });
    expect((await streamEvents(t, `call-${callId}`)).map((e) => e.type)).toEqual(['CallBooked', 'ApprovalStarted', 'MerchantCharged', 'CallApproved']);
  });

  it('refuses to move backwards or by nonsense, with a message', async () => {
    for (const hours of [0, -5, 'soon', 10_000]) {
      expect((await t.browser().post('/api/sandbox/clock').send({ hours }).expect(400)).body.message).toBe('hours must be a number of hours from 0.01 to 8760 (a year).');
    }
  });

  it('does not exist in an app started without SANDBOX_CLOCK', async () => {
    const plain = await startTestApp();
    try {
      await plain.browser().post('/api/sandbox/clock').send({ hours: 1 }).expect(404);
    } finally {
      await plain.close();
    }
  });
});
