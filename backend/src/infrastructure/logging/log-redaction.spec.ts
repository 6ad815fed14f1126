import { pino } from 'pino';
import { loggedUrl, REDACT_HEADERS } from './log-redaction';

describe('loggedUrl', () => {
  it('leaves a path without a query as it is', () => {
    expect(loggedUrl('/api/calls/5d2c/status')).toBe('/api/calls/5d2c/status');
  });

  it('keeps booking links readable: UTMs, the affiliate and the referrer', () => {
    const url = '/api/track-with-loading/ab12?aff=xy&utm_source=news&utm_medium=email&utm_campaign=spring%20sale&referrer=https%3A%2F%2Fa.example';
    expect(loggedUrl(url)).toBe(url);
  });

  it("hides the OAuth callback's code and state", () => {
    expect(loggedUrl('/api/integrations/google/callback?code=4%2F0AeanS-secret&state=st-secret&scope=calendar')).toBe(
      '/api/integrations/google/callback?code=[Redacted]&state=[Redacted]&scope=calendar',
    );
  });

  it.each(['token', 'access_token', 'refresh_token', 'unsubscribe_token', 'client_secret', 'password', 'api_key', 'signature', 'sig', 'key', 'session', 'Token', 'ACCESS%5FTOKEN'])(
    'hides a %s parameter',
    (name) => {
      expect(loggedUrl(`/x?page=2&${name}=hunter2-value&q=ok`)).toBe(`/x?page=2&${name}=[Redacted]&q=ok`);
    },
  );

  it('survives malformed escapes and parameters without a value', () => {
    expect(loggedUrl('/x?%E0%A4%A=1&token&code=abc')).toBe('/x?%E0%A4%A=1&token&code=[Redacted]');
  });
});

describe('REDACT_HEADERS', () => {
  function logged(value: object): string {
    const lines: string[] = [];
    pino({ redact: REDACT_HEADERS }, { write: (line: string) => void lines.push(line) }).info(value);
    return lines.join('');
  }

  it('hides credentials and signatures in a header object at any of the depths errors put them, in any case', () => {
    const headers = {
      cookie: 'll_session=s3ss10n',
      Authorization: 'Bearer m3tr1cs',
      'set-cookie': ['ll_session=s3ss10n'],
      'Stripe-Signature': 't=1,v1=str1pe',
      'calendly-webhook-signature': 't=1,v1=c4lendly',
      'X-Hub-Signature-256': 'sha256=h0ok',
      'x-api-key': 'k3y',
      accept: 'application/json',
    };
    for (const line of [logged({ headers }), logged({ req: { headers } }), logged({ err: { config: { headers } } }), logged({ err: { response: { config: { headers } } } })]) {
      expect(line).not.toMatch(/s3ss10n|m3tr1cs|str1pe|c4lendly|h0ok|k3y/);
      expect(line).toContain('"accept":"application/json"');
      expect(line.match(/\[Redacted\]/g)).toHaveLength(7);
    }
  });
});
