import { recordOutboundConnections } from '../calendars/calendar.contract';
import { FAKE_SECRET_KEY, FakeStripe } from './fake-stripe.contract';
import { parseStripeForm, stripeError } from './fake-stripe-wire.contract';
import { type LoopbackServer, type OpenedPayments, type RecordedRequest, TEST_CARD, cardOf, describePaymentsContract, startLoopbackServer } from './payments.contract';
import { describeBalanceContract } from './payments-balance.contract';
import { CardInvalid, CardNotDebit, PaymentDeclined, PaymentProviderUnavailable, PaymentRequestRejected } from './payments.errors';
import { StripePayments, type StripePaymentsOptions } from './stripe.payments';

const ONBOARDING = { returnUrl: 'https://app.example/affiliate-payouts?onboarding=complete', refreshUrl: 'https://app.example/affiliate-payouts?onboarding=refresh' };

async function openFake(options: Partial<StripePaymentsOptions> = {}): Promise<{ fake: FakeStripe; server: LoopbackServer; stripe: StripePayments }> {
  const fake = new FakeStripe();
  const server = await startLoopbackServer((request) => fake.reply(request));
  // One retry keeps the 5xx specs under a second (stripe-node waits at least 0.5 s before a retry).
  const stripe = new StripePayments({ secretKey: FAKE_SECRET_KEY, onboarding: ONBOARDING, endpoint: server.endpoint, maxNetworkRetries: 1, ...options });
  return { fake, server, stripe };
}

const connections = recordOutboundConnections();
afterAll(() => {
  connections.stop();
  expect(connections.hosts.length).toBeGreaterThan(0);
  expect(new Set(connections.hosts)).toEqual(new Set(['127.0.0.1']));
});

const openStripe = async (): Promise<OpenedPayments> => {
  const { fake, server, stripe } = await openFake();
  return { adapter: stripe, completeOnboarding: async (accountId) => fake.completeOnboarding(accountId), close: () => server.close() };
};
describePaymentsContract('stripe (local fake)', openStripe);
describeBalanceContract('stripe (local fake)', openStripe);

describe('stripe adapter on the wire', () => {
  let fake: FakeStripe;
  let server: LoopbackServer;
  let stripe: StripePayments;
  beforeEach(async () => {
    ({ fake, server, stripe } = await openFake());
  });
  afterEach(() => server.close());

  const sent = (method: string, path: string | RegExp): RecordedRequest[] =>
    server.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
  const only = (method: string, path: string | RegExp): RecordedRequest => {
    const matching = sent(method, path);
    expect(matching).toHaveLength(1);
    return matching[0];
  };
  const pathsCarrying = (text: string) => [...new Set(server.requests.filter((r) => r.body.includes(text) || r.path.includes(text)).map((r) => r.path))];
  const merchant = async (number: string = TEST_CARD.succeeds) => {
    const { customerId } = await stripe.ensureCustomer('merchant-1', 'owner@merchant.example');
    const { paymentMethodId } = await stripe.attachCard(customerId, cardOf(number));
    return { customerId, paymentMethodId };
  };
  const affiliate = async () => {
    const { accountId } = await stripe.ensureConnectedAccount('affiliate-1', 'affiliate-1@example.com');
    fake.completeOnboarding(accountId);
    const { externalAccountId } = await stripe.addDebitCard(accountId, cardOf(TEST_CARD.visaDebit));
    return { accountId, externalAccountId };
  };
  const payoutRequest = (accountId: string) => ({ accountId, amountCents: 4975, idempotencyKey: 'payout-1', description: 'LeadLedger payout' });

  describe('merchant side', () => {
    it('authenticates with the secret key as a Bearer token and sends form-encoded bodies', async () => {
      await stripe.ensureCustomer('merchant-1', 'owner@merchant.example');
      const request = only('POST', '/v1/customers');
      expect(request.headers.authorization).toBe(`Bearer ${FAKE_SECRET_KEY}`);
      expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
      expect(request.headers['stripe-version']).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}/));
      expect(request.headers['idempotency-key']).toBe('leadledger-customer-merchant-1');
      expect(request.body).toBe('email=owner%40merchant.example&metadata[leadledger_merchant_id]=merchant-1');
    });

    it('creates a card PaymentMethod and attaches it to the customer; the number goes to that one call only', async () => {
      const { customerId, paymentMethodId } = await merchant();
      expect(parseStripeForm(only('POST', '/v1/payment_methods').body)).toEqual({
        type: 'card',
        card: { number: TEST_CARD.succeeds, exp_month: '12', exp_year: '2034', cvc: '987' },
      });
      expect(parseStripeForm(only('POST', `/v1/payment_methods/${paymentMethodId}/attach`).body)).toEqual({ customer: customerId });
      expect(pathsCarrying(TEST_CARD.succeeds)).toEqual(['/v1/payment_methods']);
    });

    it('charges with an off-session PaymentIntent confirmed at once, under our Idempotency-Key, and returns the charge id', async () => {
      const { customerId, paymentMethodId } = await merchant();
      const result = await stripe.charge({ customerId, paymentMethodId, amountCents: 1100, currency: 'usd', idempotencyKey: 'approval-call-1', description: 'Call approved', metadata: { callId: 'call-1' } });
      const request = only('POST', '/v1/payment_intents');
      expect(request.headers['idempotency-key']).toBe('approval-call-1');
      expect(parseStripeForm(request.body)).toEqual({
        amount: '1100', currency: 'usd', customer: customerId, payment_method: paymentMethodId, allowed_payment_method_types: ['card'],
        off_session: 'true', confirm: 'true', description: 'Call approved', metadata: { callId: 'call-1' },
      });
      expect(result.chargeId).toMatch(/^ch_fake/);
    });

    it("reads a 402 card error as PaymentDeclined with Stripe's decline code, keeping Stripe's words as the detail", async () => {
      fake.override = (r) => (r.path === '/v1/payment_intents' ? stripeError(402, 'card_error', 'Your card has insufficient funds.', { code: 'card_declined', decline_code: 'insufficient_funds' }) : undefined);
      const { customerId, paymentMethodId } = await merchant(TEST_CARD.succeeds);
      const charge = stripe.charge({ customerId, paymentMethodId, amountCents: 1100, currency: 'usd', idempotencyKey: 'k', description: 'd', metadata: {} });
      await expect(charge).rejects.toMatchObject({
        constructor: PaymentDeclined, declineCode: 'insufficient_funds', status: 402, detail: 'card_declined: Your card has insufficient funds.',
        message: 'The card was declined (insufficient funds).',
      });
    });

    it('reads a card error while the card is being saved as an invalid card, naming the field', async () => {
      fake.override = (r) => (r.path === '/v1/payment_methods' ? stripeError(402, 'card_error', "Your card's security code is incorrect.", { code: 'incorrect_cvc', param: 'cvc' }) : undefined);
      const { customerId } = await stripe.ensureCustomer('merchant-1', 'owner@merchant.example');
      await expect(stripe.attachCard(customerId, cardOf(TEST_CARD.succeeds))).rejects.toMatchObject({ constructor: CardInvalid, field: 'cvc', status: 402 });
    });

    it('refunds with POST /v1/refunds naming the charge and the amount, under our Idempotency-Key', async () => {
      const { customerId, paymentMethodId } = await merchant();
      const { chargeId } = await stripe.charge({ customerId, paymentMethodId, amountCents: 1100, currency: 'usd', idempotencyKey: 'approval-call-1', description: 'd', metadata: {} });
      const result = await stripe.refund({ chargeId, amountCents: 1100, idempotencyKey: 'refund-d1', reason: 'requested_by_customer' });
      const request = only('POST', '/v1/refunds');
      expect(request.headers['idempotency-key']).toBe('refund-d1');
      expect(parseStripeForm(request.body)).toEqual({ charge: chargeId, amount: '1100', reason: 'requested_by_customer', metadata: { leadledger_refund: 'refund-d1' } });
      expect(result.refundId).toMatch(/^re_fake/);
      expect(fake.charges.get(chargeId)).toMatchObject({ amount: 1100, refunded: 1100 });
    });

    it('refunds a charge recorded by its PaymentIntent through the intent, and reads an outage as unavailable', async () => {
      const { customerId, paymentMethodId } = await merchant();
      await stripe.charge({ customerId, paymentMethodId, amountCents: 1100, currency: 'usd', idempotencyKey: 'approval-call-1', description: 'd', metadata: {} });
      const [[, { paymentIntent }]] = [...fake.charges];
      await stripe.refund({ chargeId: paymentIntent, amountCents: 500, idempotencyKey: 'refund-pi' });
      expect(parseStripeForm(only('POST', '/v1/refunds').body)).toMatchObject({ payment_intent: paymentIntent, amount: '500' });
      fake.override = (r) => (r.path === '/v1/refunds' ? stripeError(503, 'api_error', 'Stripe is down.') : undefined);
      await expect(stripe.refund({ chargeId: paymentIntent, amountCents: 100, idempotencyKey: 'refund-down' })).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    });

    it('looks before detaching, so detaching twice or an unknown card succeeds', async () => {
      const { paymentMethodId } = await merchant();
      await stripe.detachCard(paymentMethodId);
      await stripe.detachCard(paymentMethodId);
      await stripe.detachCard('pm_never_issued');
      expect(sent('POST', `/v1/payment_methods/${paymentMethodId}/detach`)).toHaveLength(1);
      expect(sent('GET', /^\/v1\/payment_methods\//)).toHaveLength(3);
    });
  });

  describe('affiliate side', () => {
    it('creates an Express account (controller properties) with transfers, manual payouts and an onboarding link', async () => {
      const account = await stripe.ensureConnectedAccount('affiliate-1', 'affiliate-1@example.com');
      const create = only('POST', '/v1/accounts');
      expect(create.headers['idempotency-key']).toBe('leadledger-account-affiliate-1');
      expect(parseStripeForm(create.body)).toEqual({
        controller: { stripe_dashboard: { type: 'express' }, fees: { payer: 'application' }, losses: { payments: 'application' }, requirement_collection: 'stripe' },
        country: 'US', email: 'affiliate-1@example.com', business_type: 'individual',
        capabilities: { transfers: { requested: 'true' } },
        settings: { payouts: { schedule: { interval: 'manual' } } },
        metadata: { leadledger_affiliate_id: 'affiliate-1' },
      });
      expect(parseStripeForm(only('POST', '/v1/account_links').body)).toEqual({
        account: account.accountId, type: 'account_onboarding', return_url: ONBOARDING.returnUrl, refresh_url: ONBOARDING.refreshUrl,
        collection_options: { fields: 'currently_due' },
      });
      expect(account.onboardingUrl).toMatch(new RegExp(`^https://connect\\.stripe\\.com/setup/e/${account.accountId}/`));
    });

    it('with a known account only reads it, and issues a fresh link while onboarding is still due', async () => {
      const { accountId } = await stripe.ensureConnectedAccount('affiliate-1', 'affiliate-1@example.com');
      const again = await stripe.ensureConnectedAccount('affiliate-1', 'affiliate-1@example.com', accountId);
      expect(sent('POST', '/v1/accounts')).toHaveLength(1);
      expect(sent('GET', `/v1/accounts/${accountId}`)).toHaveLength(1);
      expect(again.onboardingUrl).toEqual(expect.any(String));
      expect(sent('POST', '/v1/account_links')).toHaveLength(2);
    });

    it('adds a debit card as a card token with currency, then as the default external account; the number goes to the token only', async () => {
      const { accountId, externalAccountId } = await affiliate();
      expect(parseStripeForm(only('POST', '/v1/tokens').body)).toEqual({
        card: { number: TEST_CARD.visaDebit, exp_month: '12', exp_year: '2034', cvc: '987', currency: 'usd' },
      });
      const added = parseStripeForm(only('POST', `/v1/accounts/${accountId}/external_accounts`).body);
      expect(added).toEqual({ external_account: expect.stringMatching(/^tok_/), default_for_currency: 'true' });
      expect(externalAccountId).toMatch(/^card_/);
      expect(pathsCarrying(TEST_CARD.visaDebit)).toEqual(['/v1/tokens']);
    });

    it("refuses a credit card from the token's funding, before anything is added to the account", async () => {
      const { accountId } = await stripe.ensureConnectedAccount('affiliate-1', 'affiliate-1@example.com');
      const refused = stripe.addDebitCard(accountId, cardOf(TEST_CARD.succeeds));
      await expect(refused).rejects.toMatchObject({ constructor: CardNotDebit, reason: 'credit', message: 'Instant payouts need a debit card; this card is a credit card.' });
      expect(sent('POST', /external_accounts$/)).toHaveLength(0);
    });

    it("reads Stripe's own invalid_card_type refusal as CardNotDebit", async () => {
      fake.override = (r) => (r.path.endsWith('/external_accounts') ? stripeError(400, 'invalid_request_error', "This card doesn't appear to be a debit card.", { code: 'invalid_card_type' }) : undefined);
      const { accountId } = await stripe.ensureConnectedAccount('affiliate-1', 'affiliate-1@example.com');
      await expect(stripe.addDebitCard(accountId, cardOf(TEST_CARD.visaDebit))).rejects.toMatchObject({ constructor: CardNotDebit, reason: 'not_debit', status: 400 });
    });

    it('takes a debit card without instant payouts off the account again and says so', async () => {
      fake.override = (r) =>
        r.method === 'POST' && r.path.endsWith('/external_accounts')
          ? { json: { id: 'card_standard_only', object: 'card', brand: 'Visa', last4: '5556', exp_month: 12, exp_year: 2034, funding: 'debit', available_payout_methods: ['standard'] } }
          : undefined;
      const { accountId } = await stripe.ensureConnectedAccount('affiliate-1', 'affiliate-1@example.com');
      await expect(stripe.addDebitCard(accountId, cardOf(TEST_CARD.visaDebit))).rejects.toMatchObject({ constructor: CardNotDebit, reason: 'no_instant_payouts' });
      expect(sent('DELETE', `/v1/accounts/${accountId}/external_accounts/card_standard_only`)).toHaveLength(1);
    });

    it('removes a debit card with DELETE on the account, and an unknown one as already gone', async () => {
      const { accountId, externalAccountId } = await affiliate();
      await stripe.removeDebitCard(accountId, externalAccountId);
      await stripe.removeDebitCard(accountId, externalAccountId);
      expect(sent('DELETE', `/v1/accounts/${accountId}/external_accounts/${externalAccountId}`)).toHaveLength(2);
      expect(fake.accounts.get(accountId)?.cards).toEqual([]);
    });

    it('pays out with a transfer to the account, then an instant payout made on the account (Stripe-Account)', async () => {
      const { accountId, externalAccountId } = await affiliate();
      const result = await stripe.payout(payoutRequest(accountId));
      const transfer = only('POST', '/v1/transfers');
      expect(transfer.headers['idempotency-key']).toBe('payout-1:transfer');
      expect(transfer.headers['stripe-account']).toBeUndefined();
      expect(parseStripeForm(transfer.body)).toEqual({ amount: '4975', currency: 'usd', destination: accountId, description: 'LeadLedger payout', metadata: { leadledger_payout: 'payout-1' } });
      const payout = only('POST', '/v1/payouts');
      expect([payout.headers['stripe-account'], payout.headers['idempotency-key']]).toEqual([accountId, 'payout-1:payout']);
      expect(parseStripeForm(payout.body)).toEqual({ amount: '4975', currency: 'usd', method: 'instant', description: 'LeadLedger payout', metadata: { leadledger_payout: 'payout-1' } });
      expect(fake.payouts).toEqual([{ id: result.payoutId, account: accountId, amount: 4975, destination: externalAccountId }]);
      expect(fake.accounts.get(accountId)?.balance).toBe(0);
    });

    it('reverses the transfer when the payout is refused for good, so the money is back on the platform', async () => {
      const { accountId } = await affiliate();
      fake.override = (r) => (r.path === '/v1/payouts' ? stripeError(400, 'invalid_request_error', 'Instant payout limit reached.', { code: 'instant_payouts_limit_exceeded' }) : undefined);
      await expect(stripe.payout(payoutRequest(accountId))).rejects.toMatchObject({ constructor: PaymentRequestRejected, detail: 'instant_payouts_limit_exceeded: Instant payout limit reached.' });
      const [transferId] = fake.transfers.keys();
      expect(only('POST', `/v1/transfers/${transferId}/reversals`).headers['idempotency-key']).toBe('payout-1:reversal');
      expect(fake.transfers.get(transferId)?.reversed).toBe(true);
      expect(fake.accounts.get(accountId)?.balance).toBe(0);
    });

    it('leaves the transfer in place when the payout outcome is unknown; a retry with the same key finishes without a second transfer', async () => {
      const { accountId } = await affiliate();
      let outages = 2; // the first attempt and stripe-node's retry
      fake.override = (r) => (r.path === '/v1/payouts' && outages-- > 0 ? stripeError(503, 'api_error', 'Service unavailable') : undefined);
      await expect(stripe.payout(payoutRequest(accountId))).rejects.toBeInstanceOf(PaymentProviderUnavailable);
      expect(sent('POST', /reversals$/)).toHaveLength(0);
      expect(sent('POST', '/v1/payouts').map((r) => r.headers['idempotency-key'])).toEqual(['payout-1:payout', 'payout-1:payout']);
      const retried = await stripe.payout(payoutRequest(accountId));
      expect(fake.transfers.size).toBe(1);
      expect(retried.transferId).toBe([...fake.transfers.keys()][0]);
      expect(fake.accounts.get(accountId)?.balance).toBe(0);
    });
  });

  describe('failures', () => {
    it('reads a 5xx as unavailable after retrying with the same Idempotency-Key', async () => {
      const { customerId, paymentMethodId } = await merchant();
      fake.override = (r) => (r.path === '/v1/payment_intents' ? stripeError(500, 'api_error', 'Something went wrong on our end.') : undefined);
      const charge = stripe.charge({ customerId, paymentMethodId, amountCents: 1100, currency: 'usd', idempotencyKey: 'approval-call-1', description: 'd', metadata: {} });
      await expect(charge).rejects.toMatchObject({ constructor: PaymentProviderUnavailable, status: 500 });
      expect(sent('POST', '/v1/payment_intents').map((r) => r.headers['idempotency-key'])).toEqual(['approval-call-1', 'approval-call-1']);
    });

    it('reads a rate limit as unavailable', async () => {
      fake.override = () => stripeError(429, 'invalid_request_error', 'Too many requests hit the API too quickly.', { code: 'rate_limit' });
      await expect(stripe.ensureCustomer('merchant-1', 'owner@merchant.example')).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    });

    it('reads a wrong secret key as a rejected request, not an outage', async () => {
      const misconfigured = new StripePayments({ secretKey: 'sk_test_wrong', onboarding: ONBOARDING, endpoint: server.endpoint });
      await expect(misconfigured.ensureCustomer('merchant-1', 'owner@merchant.example')).rejects.toMatchObject({ constructor: PaymentRequestRejected, status: 401 });
    });

    it('reads a refused connection as unavailable', async () => {
      await server.close();
      await expect(stripe.ensureCustomer('merchant-1', 'owner@merchant.example')).rejects.toMatchObject({ constructor: PaymentProviderUnavailable, status: null });
    });

    it('never puts a card number or CVC into an error', async () => {
      fake.override = (r) => (r.path === '/v1/payment_methods' ? stripeError(402, 'card_error', 'Your card was declined.', { code: 'card_declined', decline_code: 'generic_decline' }) : undefined);
      const { customerId } = await stripe.ensureCustomer('merchant-1', 'owner@merchant.example');
      const error = await stripe.attachCard(customerId, cardOf(TEST_CARD.succeeds, '987')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentDeclined);
      expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).not.toMatch(/4242424242424242|"987"/);
    });
  });
});
