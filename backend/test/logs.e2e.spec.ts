import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes, randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { EventNotifications } from '../src/infrastructure/event-store/event-notifications';
import { START_OF_LOG, type StoredEvent } from '../src/infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../src/infrastructure/event-store/postgres-event-store';
import { passesLuhn } from '../src/infrastructure/payments/card-rules';
import { outputIncludes, runTypeScript } from './support/typescript-process';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Text no log line could hold by chance: a marker and random hex. */
const distinctive = (label: string) => `${label}-${randomBytes(12).toString('hex')}`;

/** A Visa number of this run that passes the card checks: 15 random digits and the Luhn digit. */
function distinctiveCard(): string {
  const body = `4${Array.from({ length: 14 }, () => randomInt(10)).join('')}`;
  for (let check = 0; check <= 9; check++) if (passesLuhn(`${body}${check}`)) return `${body}${check}`;
  throw new Error('unreachable: one check digit always passes');
}

type Line = Record<string, unknown>;

/** Every string and number a parsed line holds, at any depth, with the keys they sit under. */
function leaves(value: unknown, key = ''): { key: string; value: string }[] {
  if (value === null || typeof value !== 'object') return [{ key, value: String(value) }];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, k));
}

/**
 * `npm start`'s process (main.ts) on its own embedded database, as clean-shutdown.e2e.spec.ts runs
 * it, driven through every way a secret comes in; then its output, line by line
 * (docs/operations/logging.md).
 */
describe('the JSON logs of the app as npm start runs it', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'leadledger-logs-'));
  // As root the cluster runs as the postgres user, which must be able to enter (embedded-postgres.ts).
  chmodSync(dataDir, 0o755);

  const secrets = {
    password: distinctive('pw'),
    wrongPassword: distinctive('wrong-pw'),
    cardNumber: distinctiveCard(),
    metricsToken: distinctive('metrics'),
    wrongBearer: distinctive('bearer'),
    forgedCookie: distinctive('cookie'),
    calendlySignature: distinctive('v1'),
    stripeSignature: distinctive('stripe'),
    oauthCode: distinctive('code'),
    oauthState: distinctive('state'),
  };
  // Four digits can occur inside a time or an id by chance: this is looked for as a whole value.
  const cvc = String(randomInt(1000, 10000));
  const sessions: string[] = [];
  const registerId = `logs-register-${randomBytes(6).toString('hex')}`;
  const cardId = `logs-card-${randomBytes(6).toString('hex')}`;
  const failedLoginId = `logs-refused-${randomBytes(6).toString('hex')}`;
  const answered: Record<string, { status: number; requestId: string | null }> = {};
  let cardEvents: StoredEvent[] = [];
  let output = '';
  let afterReady: string[] = [];
  let lines: Line[] = [];

  beforeAll(async () => {
    const port = await freePort();
    const pgPort = await freePort();
    // The embedded database whatever this run's own setting, blank counting as unset
    // (infrastructure/config/environment.ts); the sandboxes for every provider; the default level.
    const embedded = { DATABASE_URL: '', DATABASE_APP_URL: '', EVENTSTORE_URL: '', EMBEDDED_PG_PORT: String(pgPort) };
    const sandboxes = { STRIPE_SECRET_KEY: '', GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '', CALENDLY_CLIENT_ID: '', CALENDLY_CLIENT_SECRET: '', APP_URL: '' };
    const app = runTypeScript('src/main.ts', [], {
      ...embedded,
      ...sandboxes,
      LOG_LEVEL: '',
      METRICS_TOKEN: secrets.metricsToken,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    });
    try {
      await outputIncludes(app, 'LeadLedger is ready');
      const base = `http://127.0.0.1:${port}`;
      const send = async (name: string, path: string, init: RequestInit = {}) => {
        const res = await fetch(`${base}${path}`, { redirect: 'manual', ...init });
        answered[name] = { status: res.status, requestId: res.headers.get('x-request-id') };
        return res;
      };
      const json = (body: unknown, headers: Record<string, string> = {}) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

      const email = `logs-${randomBytes(4).toString('hex')}@example.com`;
      const signUp = await send('register', '/api/auth/register', json({ email, password: secrets.password, firstName: 'Ada', lastName: 'Lovelace', role: 'merchant' }, { 'X-Request-Id': registerId }));
      const logIn = await send('login', '/api/auth/login', json({ email, password: secrets.password }));
      await send('failedLogin', '/api/auth/login', json({ email, password: secrets.wrongPassword }, { 'X-Request-Id': failedLoginId }));
      for (const res of [signUp, logIn]) {
        const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ll_session='));
        if (cookie) sessions.push(decodeURIComponent(cookie.slice('ll_session='.length).split(';')[0]));
      }
      const signedIn = `ll_session=${encodeURIComponent(sessions[1])}`;
      const card = { paymentMethod: { card: { number: secrets.cardNumber, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc } } };
      await send('card', '/api/billing/setup-complete', json(card, { Cookie: signedIn, 'X-Request-Id': cardId }));
      await send('metrics', '/metrics', { headers: { Authorization: `Bearer ${secrets.metricsToken}` } });
      await send('wrongBearer', '/metrics', { headers: { Authorization: `Bearer ${secrets.wrongBearer}` } });
      await send('forgedCookie', '/api/auth/user', { headers: { Cookie: `ll_session=${secrets.forgedCookie}` } });
      const signatures = { 'Calendly-Webhook-Signature': `t=${Math.floor(Date.now() / 1000)},v1=${secrets.calendlySignature}`, 'Stripe-Signature': `t=1,v1=${secrets.stripeSignature}` };
      await send('webhook', '/api/webhooks/calendly', json({ event: 'invitee.created', payload: {} }, signatures));
      await send('oauth', `/api/integrations/google/callback?code=${secrets.oauthCode}&state=${secrets.oauthState}&scope=calendar`);

      // The events, read while the database runs: through the event store's own adapter, as the
      // owner of the embedded cluster (one door to the log, docs/architecture/event-store.md).
      const password = readFileSync(join(dataDir, 'pg-password'), 'utf8').trim();
      const pool = new Pool({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/leadledger`, max: 1 });
      try {
        const all = await new PostgresEventStore(pool, new EventNotifications('')).readAll(START_OF_LOG, 1000);
        cardEvents = all.filter((e) => e.metadata.correlationId === answered.card.requestId);
      } finally {
        await pool.end();
      }
    } finally {
      app.child.kill('SIGTERM');
      await app.exited;
    }
    output = app.output();
    afterReady = output.slice(output.indexOf('\n', output.indexOf('LeadLedger is ready')) + 1).split('\n').filter((line) => line.trim() !== '');
    lines = afterReady.flatMap((line) => {
      try {
        return [JSON.parse(line) as Line];
      } catch {
        return [];
      }
    });
  }, 120_000);

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The line pino-http wrote once this request was answered. */
  const requestLine = (requestId: string | null) => lines.find((l) => l.requestId === requestId && typeof l.status === 'number');

  it('got the answers the journey expects', () => {
    expect(Object.fromEntries(Object.entries(answered).map(([name, a]) => [name, a.status]))).toEqual({
      register: 201, login: 200, failedLogin: 401, card: 200, metrics: 200, wrongBearer: 401, forgedCookie: 401, webhook: 401, oauth: 303,
    });
    expect(sessions).toHaveLength(2);
  });

  it('writes every line after start-up as one JSON object, a line per request among them', () => {
    const notJson = afterReady.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(Object.keys(answered).length);
  });

  it('never writes a password, card number, CVC, session, bearer token, webhook signature or OAuth code', () => {
    for (const secret of [...Object.values(secrets), ...sessions]) expect({ secret, found: output.includes(secret) }).toEqual({ secret, found: false });
    // The numbers every line has (a 4-digit pid, a slow answer's time) could equal it by chance.
    const cvcs = lines.flatMap((l) => leaves(l)).filter((leaf) => (leaf.value === cvc && !['pid', 'responseTime'].includes(leaf.key)) || /cvc|card/i.test(leaf.key));
    expect(cvcs).toEqual([]);
  });

  it('logs a request under the id its answer names, which is the correlation id of the events it appended', () => {
    expect(answered.card.requestId).toBe(cardId);
    expect(requestLine(cardId)).toMatchObject({ level: 30, method: 'POST', route: '/api/billing/setup-complete', url: '/api/billing/setup-complete', status: 200, responseTime: expect.any(Number) });
    expect(cardEvents.map((e) => e.type)).toEqual(['PaymentMethodSet']);
  });

  it('logs a request with its route, method, status, time and the id the client sent', () => {
    expect(answered.register.requestId).toBe(registerId);
    expect(requestLine(registerId)).toMatchObject({ level: 30, method: 'POST', route: '/api/auth/register', status: 201, responseTime: expect.any(Number) });
  });

  it('makes an id for a request that came without one, and logs it under that id', () => {
    const id = answered.login.requestId;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLine(id)).toMatchObject({ route: '/api/auth/login', status: 200 });
  });

  it('logs a refused request at info with its route, status and time, and no word of warning or error', () => {
    const line = requestLine(failedLoginId);
    expect(line).toMatchObject({ level: 30, method: 'POST', route: '/api/auth/login', status: 401, responseTime: expect.any(Number) });
    expect(JSON.stringify(line)).not.toMatch(/warn|error/i);
  });

  it("logs the OAuth callback's route, with its code and state hidden and the rest of the query kept", () => {
    expect(requestLine(answered.oauth.requestId)).toMatchObject({
      route: '/api/integrations/:provider/callback',
      url: '/api/integrations/google/callback?code=[Redacted]&state=[Redacted]&scope=calendar',
      status: 303,
    });
  });
});
