import { addCard, bookCall, card, CARD_DECLINED, merchantAndAffiliate, pendingCalls } from './support/calls-setup';
import { startTestApp, type TestApp } from './support/test-app';

/** Issue 12: Stripe's test cards behave as test mode does: some are refused when saved, 0341 when charged. */
describe('test cards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it.each([
    ['4000000000000002', 'The card was declined.'],
    ['4000000000009995', 'The card was declined (insufficient funds).'],
  ])('refuses to save %s with the decline, and keeps no card', async (number, message) => {
    const { merchant } = await merchantAndAffiliate(t);
    const res = await merchant.browser.post('/api/billing/setup-complete').send(card(number)).expect(402);
    expect(res.body).toMatchObject({ message, code: 'PaymentDeclined' });
    const status = (await merchant.browser.get('/api/billing/setup-status').expect(200)).body;
    expect(status.hasPaymentMethod).toBe(false);
  });

  it('saves 4000 0000 0000 0341 and declines the charge when a call is approved, leaving the call pending', async () => {
    const setup = await merchantAndAffiliate(t);
    await addCard(setup.merchant.browser, CARD_DECLINED);
    const callId = await bookCall(t, setup);
    const res = await setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'approved' }).expect(402);
    expect(res.body.message).toBe('The card was declined.');
    expect((await pendingCalls(setup.merchant.browser)).find((c) => c.id === callId)).toMatchObject({ status: 'pending', lastDeclineReason: 'The card was declined.' });
  });
});
