import { FAKE_SECRET_KEY, FakeStripe } from './fake-stripe.contract';
import { type LoopbackServer, startLoopbackServer } from './payments.contract';
import { StripePayments } from './stripe.payments';

const ONBOARDING = { returnUrl: 'https://app.example/done', refreshUrl: 'https://app.example/again' };
const T0 = Date.UTC(2026, 2, 1, 12) / 1000;

describe('stripe adapter: balance transactions on the wire', () => {
  let fake: FakeStripe;
  let server: LoopbackServer;
  let stripe: StripePayments;
  beforeEach(async () => {
    fake = new FakeStripe();
    server = await startLoopbackServer((request) => fake.reply(request));
    stripe = new StripePayments({ secretKey: FAKE_SECRET_KEY, onboarding: ONBOARDING, endpoint: server.endpoint, maxNetworkRetries: 0 });
  });
  afterEach(() => server.close());

  const seed = (count: number, scope = 'platform', created = T0) => {
    for (let i = 0; i < count; i++) {
      const n = fake.balanceTransactions.length + 1;
      fake.balanceTransactions.push({ id: `txn_seed${n}`, scope, type: 'charge', amount: 100 + n, fee: 33, source: `ch_seed${n}`, created: created + i });
    }
  };

  it('follows has_more with starting_after, 100 a page, and keeps the whole period', async () => {
    seed(1, 'platform', T0 - 3600);
    seed(230);
    seed(2, 'acct_other');
    seed(1, 'platform', T0 + 7200);
    const listed = await stripe.listBalanceTransactions({ from: new Date(T0 * 1000), to: new Date((T0 + 3600) * 1000) });
    expect(listed).toHaveLength(230);
    expect(listed[0]).toEqual({ id: 'txn_seed231', type: 'charge', amountCents: 331, feeCents: 33, created: new Date((T0 + 229) * 1000).toISOString(), source: 'ch_seed231' });
    expect(listed.at(-1)?.id).toBe('txn_seed2');

    const gets = server.requests.filter((r) => r.method === 'GET');
    expect(gets.map((r) => r.path)).toEqual(['/v1/balance_transactions', '/v1/balance_transactions', '/v1/balance_transactions']);
    expect(gets.map((r) => r.query.get('starting_after'))).toEqual([null, 'txn_seed132', 'txn_seed32']);
    for (const r of gets) {
      expect(r.query.get('limit')).toBe('100');
      expect(r.query.get('created[gte]')).toBe(String(T0));
      expect(r.query.get('created[lt]')).toBe(String(T0 + 3600));
      expect(r.headers['stripe-account']).toBeUndefined();
    }
  });

  it('rounds a period that does not fall on whole seconds outwards', async () => {
    seed(1, 'platform', T0);
    const listed = await stripe.listBalanceTransactions({ from: new Date(T0 * 1000 + 400), to: new Date(T0 * 1000 + 600) });
    expect(listed.map((t) => t.id)).toEqual(['txn_seed1']);
  });

  it("answers in Stripe's list shape, and refuses a cursor it never issued", () => {
    seed(3);
    const get = (query: string) =>
      fake.reply({ method: 'GET', path: '/v1/balance_transactions', query: new URLSearchParams(query), headers: { authorization: `Bearer ${FAKE_SECRET_KEY}` }, body: '' });
    expect(get('limit=2').json).toMatchObject({ object: 'list', url: '/v1/balance_transactions', has_more: true, data: [{ id: 'txn_seed3', object: 'balance_transaction', net: 70 }, { id: 'txn_seed2' }] });
    expect(get('limit=2&starting_after=txn_seed2').json).toMatchObject({ has_more: false, data: [{ id: 'txn_seed1' }] });
    expect(get('starting_after=txn_nope').status).toBe(400);
    expect(get('limit=101').status).toBe(400);
  });
});
