import { problemsOf } from '../../test-support/environment-problems';
import { parseEnvironment } from './environment';

const APP_URL_PROBLEM = (got: string) => `APP_URL must be the app's public http(s) origin such as https://leadledger.example, with no path, query or credentials (got "${got}")`;

describe('APP_URL', () => {
  it('reads a public origin, without its trailing slash', () => {
    expect(parseEnvironment({ APP_URL: 'https://leadledger.example/' }).appUrl).toBe('https://leadledger.example');
    expect(parseEnvironment({ APP_URL: 'http://localhost:3000' }).appUrl).toBe('http://localhost:3000');
  });

  it('refuses what is not an http(s) origin', () => {
    for (const bad of ['not-a-url', 'ftp://leadledger.example', 'https://leadledger.example/app', 'https://leadledger.example?x=1', 'https://me:pw@leadledger.example']) {
      expect(problemsOf({ APP_URL: bad })).toEqual([APP_URL_PROBLEM(bad)]);
    }
  });
});

describe.each(['GOOGLE', 'CALENDLY'])('%s OAuth client', (prefix) => {
  it('is real with both the id and the secret, the sandbox with neither', () => {
    const env = parseEnvironment({ [`${prefix}_CLIENT_ID`]: 'id', [`${prefix}_CLIENT_SECRET`]: 'secret' });
    expect(prefix === 'GOOGLE' ? env.google : env.calendly).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(parseEnvironment({})[prefix === 'GOOGLE' ? 'google' : 'calendly']).toBeNull();
  });

  it('refuses one without the other, printing neither', () => {
    const message = `Set both ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET, or neither for the sandbox`;
    expect(problemsOf({ [`${prefix}_CLIENT_ID`]: 'the-id' })).toEqual([message]);
    expect(problemsOf({ [`${prefix}_CLIENT_SECRET`]: 'the-secret' })).toEqual([message]);
  });
});

describe('Stripe', () => {
  const live = { STRIPE_SECRET_KEY: 'sk_live_abc123', APP_URL: 'https://leadledger.example' };

  it('is used with a secret key and APP_URL, the sandbox without a key', () => {
    expect(parseEnvironment(live).stripe).toEqual({ secretKey: 'sk_live_abc123', appUrl: 'https://leadledger.example', endpoint: null });
    expect(parseEnvironment({ ...live, STRIPE_SECRET_KEY: 'rk_test_abc' }).stripe?.secretKey).toBe('rk_test_abc');
    expect(parseEnvironment({ STRIPE_SECRET_KEY: '  ' }).stripe).toBeNull();
  });

  it('refuses a publishable key without printing it, and a key without APP_URL', () => {
    expect(problemsOf({ ...live, STRIPE_SECRET_KEY: 'pk_live_abc123' })).toEqual(['STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...), or unset for the sandbox']);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toEqual([
      'Set APP_URL (e.g. https://leadledger.example) with STRIPE_SECRET_KEY: Stripe Connect onboarding returns affiliates to it',
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abc123', APP_URL: 'leadledger.example' })).toEqual([APP_URL_PROBLEM('leadledger.example')]);
  });

  it('sends a test key to STRIPE_API_URL, an http(s) origin', () => {
    const test = { ...live, STRIPE_SECRET_KEY: 'sk_test_abc123' };
    expect(parseEnvironment({ ...test, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.endpoint).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(parseEnvironment({ ...test, STRIPE_API_URL: 'https://stripe-mock.internal' }).stripe?.endpoint).toEqual({ host: 'stripe-mock.internal', port: 443, protocol: 'https' });
    for (const bad of ['127.0.0.1:12111', 'ftp://127.0.0.1:12111', 'http://127.0.0.1:12111/v1', 'not a url']) {
      expect(problemsOf({ ...test, STRIPE_API_URL: bad })).toEqual([`STRIPE_API_URL must be an http(s) origin such as http://127.0.0.1:12111, with no path (got "${bad}")`]);
    }
  });

  it('never sends a live key anywhere but api.stripe.com', () => {
    expect(problemsOf({ ...live, STRIPE_API_URL: 'http://127.0.0.1:12111' })).toEqual([
      'STRIPE_API_URL may only be set with a test key (sk_test_...): a live key is only ever sent to api.stripe.com',
    ]);
  });
});
