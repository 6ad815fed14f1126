import type { Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../src/create-app';
import { PROJECTIONS, type Projection } from '../src/projections/runner/projection';
import { addCard, bookCall, merchantAndAffiliate } from './support/calls-setup';
import { getFromPeer } from './support/peer-request';
import { startTestApp, type TestApp } from './support/test-app';

const TOKEN = 'metrics-token-for-the-e2e-suite';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const FORBIDDEN = 'Metrics are served to this machine only. Scrape from the host itself, or set METRICS_TOKEN and send it as a bearer token.';

/** Every sample of `name` in a Prometheus text exposition, with its labels. */
function samples(body: string, name: string): { labels: Record<string, string>; value: number }[] {
  return body.split('\n').flatMap((line) => {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) return [];
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    return [{ labels, value: Number(match[3]) }];
  });
}

function sample(body: string, name: string, labels: Record<string, string>): number | undefined {
  return samples(body, name).find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}

/** Starts an app with METRICS_TOKEN as given (read once at start), leaving the environment as it was. */
async function appWithToken(token: string | undefined): Promise<TestApp> {
  const before = process.env.METRICS_TOKEN;
  if (token === undefined) delete process.env.METRICS_TOKEN;
  else process.env.METRICS_TOKEN = token;
  try {
    return await startTestApp();
  } finally {
    if (before === undefined) delete process.env.METRICS_TOKEN;
    else process.env.METRICS_TOKEN = before;
  }
}

describe('GET /metrics without METRICS_TOKEN: this machine only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithToken(undefined);
  });
  afterAll(async () => t.close());

  it('after requests and an approval, lists route patterns, appends, read-model lag, processor calls and Node metrics', async () => {
    const setup = await merchantAndAffiliate(t);
    await addCard(setup.merchant.browser);
    const callId = await bookCall(t, setup);
    await setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'approved' }).expect(200);
    await setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'maybe' }).expect(400);

    const res = await t.browser().get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const body = res.text;

    expect(sample(body, 'leadledger_http_request_duration_seconds_count', { method: 'PUT', route: '/api/calls/:id/status', status_class: '2xx' })).toBe(1);
    expect(sample(body, 'leadledger_http_request_duration_seconds_count', { method: 'PUT', route: '/api/calls/:id/status', status_class: '4xx' })).toBe(1);
    expect(body.split('\n').filter((line) => UUID.test(line))).toEqual([]);

    const engine = t.config.eventStoreUrl ? 'kurrentdb' : 'postgres';
    expect(sample(body, 'leadledger_event_store_appends_total', { engine, outcome: 'appended' })).toBeGreaterThan(0);
    expect(sample(body, 'leadledger_event_store_events_appended_total', { engine })).toBeGreaterThan(0);

    const readModels = t.app.get<Projection[]>(PROJECTIONS).map((p) => p.name);
    expect(readModels.length).toBeGreaterThan(10);
    for (const name of readModels) {
      expect(sample(body, 'leadledger_read_model_lag_events', { read_model: name })).toBeGreaterThanOrEqual(0);
      expect(sample(body, 'leadledger_read_model_parked', { read_model: name })).toBe(0);
    }
    expect(sample(body, 'leadledger_money_movements_in_flight', { aggregate: 'call' })).toBe(0);
    expect(sample(body, 'leadledger_money_movements_in_flight', { aggregate: 'wallet' })).toBe(0);
    expect(sample(body, 'leadledger_projection_leader', {})).toBe(1);

    expect(sample(body, 'leadledger_processor_calls_total', { operation: 'charge', outcome: 'ok' })).toBe(1);
    expect(sample(body, 'leadledger_processor_call_duration_seconds_count', { operation: 'charge' })).toBe(1);
    expect(samples(body, 'process_cpu_user_seconds_total')).toHaveLength(1);
    expect(samples(body, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
  });

  it('labels requests no route matched as one series, not by their URL', async () => {
    await t.browser().get('/api/no-such-thing/00000000-0000-4000-8000-000000000000').expect(404);
    const body = (await t.browser().get('/metrics').expect(200)).text;
    expect(sample(body, 'leadledger_http_request_duration_seconds_count', { method: 'GET', route: '(unmatched)', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(body).not.toContain('no-such-thing');
  });

  it('forbids a peer elsewhere, signed in or not, even when X-Forwarded-For names this machine behind TRUST_PROXY', async () => {
    const server = t.app.getHttpServer() as Server;
    const setup = await merchantAndAffiliate(t);
    const cookie = `ll_session=${encodeURIComponent(setup.merchant.user.cookie)}`;

    const remote = await getFromPeer(server, '203.0.113.9', '/metrics');
    expect(remote.status).toBe(403);
    expect(JSON.parse(remote.body)).toEqual({ message: FORBIDDEN });
    expect((await getFromPeer(server, '203.0.113.9', '/metrics', { Cookie: cookie })).status).toBe(403);

    // The same app behind TRUST_PROXY (Fastify reads it once, when the app is made).
    const proxied = await createApp({ ...t.config, trustProxy: true, runProjections: false }, { logger: ['error'] });
    try {
      const behindProxy = proxied.getHttpServer() as Server;
      expect((await getFromPeer(behindProxy, '203.0.113.9', '/metrics', { 'X-Forwarded-For': '127.0.0.1' })).status).toBe(403);
      expect((await getFromPeer(behindProxy, '10.0.0.7', '/metrics', { 'X-Forwarded-For': '::1' })).status).toBe(403);
      // The header does not shut this machine out either: the peer decides.
      expect((await getFromPeer(behindProxy, '::ffff:127.0.0.1', '/metrics', { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(200);
    } finally {
      await proxied.close();
    }
    expect((await getFromPeer(server, '::1', '/metrics')).status).toBe(200);
    expect((await getFromPeer(server, '127.0.0.1', '/metrics')).status).toBe(200);
  });

  it('is answered by the API, not the frontend, when the built frontend is served', async () => {
    const frontendDir = mkdtempSync(join(tmpdir(), 'leadledger-frontend-'));
    writeFileSync(join(frontendDir, 'index.html'), '<!doctype html><title>LeadLedger</title>');
    const app = await createApp({ ...t.config, runProjections: false }, { frontendDir, logger: ['error'] });
    try {
      await app.init();
      const res = await request(app.getHttpServer()).get('/metrics').expect(200);
      expect(res.text).toContain('# TYPE leadledger_http_request_duration_seconds histogram');
      expect((await request(app.getHttpServer()).get('/calls').expect(200)).text).toContain('<title>LeadLedger</title>');
    } finally {
      await app.close();
      rmSync(frontendDir, { recursive: true, force: true });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN: the bearer token only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithToken(TOKEN);
  });
  afterAll(async () => t.close());

  it('answers 401 without the token or with a wrong one, even from this machine', async () => {
    const none = await t.browser().get('/metrics').expect(401);
    expect(none.body.message).toBe('Metrics need the bearer token set in METRICS_TOKEN: send "Authorization: Bearer <token>".');
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    await t.browser().get('/metrics').set('Authorization', 'Bearer not-the-token').expect(401);
    await t.browser().get('/metrics').set('Authorization', `Bearer ${TOKEN}-and-more`).expect(401);
    await t.browser().get('/metrics').set('Authorization', `Basic ${TOKEN}`).expect(401);
  });

  it('answers 200 with the token, from this machine or elsewhere', async () => {
    const res = await t.browser().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.text).toContain('# TYPE leadledger_event_store_appends_total counter');
    const remote = await getFromPeer(t.app.getHttpServer() as Server, '203.0.113.9', '/metrics', { Authorization: `Bearer ${TOKEN}` });
    expect(remote.status).toBe(200);
  });
});
