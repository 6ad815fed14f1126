import type request from 'supertest';

type Browser = ReturnType<typeof request.agent>;

/**
 * Connects a sandbox calendar the way a merchant does: connect -> consent page -> callback with
 * a sandbox code -> redirect to /integrations. Returns the integration's id.
 */
export async function connectSandbox(browser: Browser, provider: 'google' | 'calendly'): Promise<string> {
  const { body } = await browser.post(`/api/integrations/${provider}/connect`).expect(200);
  const consent = new URL(body.authUrl, 'http://localhost');
  const state = consent.searchParams.get('state');
  const callback = await browser.get(`/api/integrations/${provider}/callback`).query({ code: `sandbox-${Date.now()}`, state }).expect(303);
  if (callback.headers.location !== `/integrations?connected=${provider}`) throw new Error(`connect failed: ${callback.headers.location}`);
  const list = await browser.get('/api/integrations/calendar').expect(200);
  return list.body.find((i: { provider: string }) => i.provider === provider).id;
}

/** A merchant with a connected sandbox calendar and one program; returns the program. */
export async function createProgram(browser: Browser, body: Record<string, unknown>): Promise<{ id: string; referralCode: string }> {
  const res = await browser.post('/api/affiliate-programs').send(body);
  if (res.status !== 201) throw new Error(`create program failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** POST /api/integrations/{provider}/connect (200 expected): the consent URL and its one-time state. */
export async function startConnection(browser: Browser, provider: string): Promise<{ authUrl: string; state: string }> {
  const res = await browser.post(`/api/integrations/${provider}/connect`);
  if (res.status !== 200) throw new Error(`connect failed: ${res.status} ${JSON.stringify(res.body)}`);
  const state = new URL(res.body.authUrl, 'http://localhost').searchParams.get('state');
  if (!state) throw new Error(`no state in ${res.body.authUrl}`);
  return { authUrl: res.body.authUrl, state };
}

/** GET the OAuth callback as the provider's redirect would, in this browser. */
export function completeConnection(browser: Browser, provider: string, query: Record<string, string>) {
  return browser.get(`/api/integrations/${provider}/callback`).query(query);
}

/** Where a callback sent the browser: the Integrations page path and its `connected` / `error` query. */
export function callbackOutcome(location: string | undefined): { path: string; connected: string | null; error: string | null } {
  const url = new URL(location ?? '', 'http://localhost');
  return { path: url.pathname, connected: url.searchParams.get('connected'), error: url.searchParams.get('error') };
}
