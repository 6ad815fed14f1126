import { brandOf, checkCard, normalizeBrand, passesLuhn } from './card-rules';
import { FAKE_SECRET_KEY, FakeStripe } from './fake-stripe.contract';
import { startLoopbackServer } from './payments.contract';
import { paymentsFromEnvironment } from './payments-adapters';
import { CardInvalid, declineMessage } from './payments.errors';

describe('choosing the payments adapter', () => {
  it('uses the sandbox without a Stripe key, and Stripe with one', () => {
    expect(paymentsFromEnvironment({}).mode).toBe('sandbox');
    expect(paymentsFromEnvironment({ STRIPE_SECRET_KEY: '  ' }).mode).toBe('sandbox');
    expect(paymentsFromEnvironment({ STRIPE_SECRET_KEY: 'sk_test_abc123', APP_URL: 'https://leadledger.example/' }).mode).toBe('live');
  });

  it('refuses a publishable key, and a Stripe key without APP_URL for Connect onboarding', () => {
    expect(() => paymentsFromEnvironment({ STRIPE_SECRET_KEY: 'pk_test_abc123', APP_URL: 'https://leadledger.example' })).toThrow(/secret key/);
    expect(() => paymentsFromEnvironment({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/APP_URL/);
  });

  it('sends a test key to the server named by STRIPE_API_URL instead of api.stripe.com', async () => {
    const fake = new FakeStripe();
    const server = await startLoopbackServer((request) => fake.reply(request));
    try {
      const { host, port } = server.endpoint;
      const payments = paymentsFromEnvironment({ STRIPE_SECRET_KEY: FAKE_SECRET_KEY, APP_URL: 'https://leadledger.example', STRIPE_API_URL: `http://${host}:${port}` });
      expect(await payments.ensureCustomer('merchant-1', 'owner@merchant.example')).toEqual({ customerId: expect.stringMatching(/^cus_fake/) });
      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/customers']);
    } finally {
      await server.close();
    }
  });

  it('refuses STRIPE_API_URL with a live key, and one that is not an http(s) origin, naming it', () => {
    const env = { STRIPE_SECRET_KEY: 'sk_test_abc123', APP_URL: 'https://leadledger.example' };
    expect(() => paymentsFromEnvironment({ ...env, STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_API_URL: 'http://127.0.0.1:12111' })).toThrow(/STRIPE_API_URL may only be set with a test key/);
    for (const bad of ['127.0.0.1:12111', 'ftp://127.0.0.1:12111', 'http://127.0.0.1:12111/v1', 'not a url']) {
      expect(() => paymentsFromEnvironment({ ...env, STRIPE_API_URL: bad })).toThrow(/STRIPE_API_URL must be an http\(s\) origin/);
    }
    expect(paymentsFromEnvironment({ ...env, STRIPE_API_URL: '  ' }).mode).toBe('live');
    expect(paymentsFromEnvironment({ ...env, STRIPE_API_URL: 'https://stripe-mock.internal' }).mode).toBe('live');
  });
});

describe('card rules', () => {
  const now = new Date('2031-03-15T12:00:00Z');
  const card = { number: '4242 4242 4242 4242', expMonth: 3, expYear: 2031, cvc: '123' };

  it("passes Stripe's test cards through Luhn and refuses a changed digit", () => {
    for (const number of ['4242424242424242', '4000056655665556', '5200828282828210', '378282246310005']) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424243')).toBe(false);
  });

  it('reads the brand from the issuer prefix, and normalizes the spellings Stripe uses', () => {
    expect(['4242424242424242', '5555555555554444', '2223003122003222', '378282246310005', '6011111111111117', '3056930009020004', '3566002020360505'].map(brandOf)).toEqual([
      'visa', 'mastercard', 'mastercard', 'amex', 'discover', 'diners', 'jcb',
    ]);
    expect(['Visa', 'MasterCard', 'American Express', 'Diners Club', 'Martian Express'].map(normalizeBrand)).toEqual(['visa', 'mastercard', 'amex', 'diners', 'unknown']);
  });

  it('accepts a card through the last day of its expiry month, and a two-digit year as 20YY', () => {
    expect(checkCard(card, now)).toEqual({ digits: '4242424242424242', expMonth: 3, expYear: 2031, cvc: '123', brand: 'visa', last4: '4242' });
    expect(checkCard({ ...card, expYear: 31 }, now).expYear).toBe(2031);
    expect(() => checkCard({ ...card, expMonth: 2 }, now)).toThrow(CardInvalid);
  });

  it('refuses too few digits, letters, a month outside 1-12 and a CVC that is not 3-4 digits', () => {
    const field = (overrides: object) => {
      try {
        checkCard({ ...card, ...overrides }, now);
        return null;
      } catch (error) {
        return (error as CardInvalid).field;
      }
    };
    expect([field({ number: '424242424242' }), field({ number: '4242x24242424242' }), field({ expMonth: 0 }), field({ cvc: '12345' }), field({ cvc: '1a3' })]).toEqual([
      'number', 'number', 'expiry', 'cvc', 'cvc',
    ]);
  });
});

describe('decline messages', () => {
  it('name what the cardholder can act on, and keep lost, stolen and fraud declines plain', () => {
    expect(declineMessage('insufficient_funds')).toBe('The card was declined (insufficient funds).');
    expect(declineMessage('generic_decline')).toBe('The card was declined.');
    expect(declineMessage('stolen_card')).toBe('The card was declined.');
    expect(declineMessage('fraudulent')).toBe('The card was declined.');
  });
});
