/**
 * A stand-in for the network: tests describe the server's answers, the real api client and
 * query client run unchanged. jsdom has no `Response`, so answers are shaped by hand.
 */
export interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text: () => Promise<string>;
}

export function reply(status: number, body?: unknown, statusText = ''): FakeResponse {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => text };
}

export interface FetchCall {
  method: string;
  path: string;
  init: RequestInit;
  /** The parsed JSON body, when there is one. */
  body: unknown;
}

type Handler = (call: FetchCall) => FakeResponse | Promise<FakeResponse>;

/** Routes are `"METHOD /path"`; anything else answers 404 so a forgotten route is visible. */
export function mockFetch(routes: Record<string, Handler | FakeResponse>) {
  const calls: FetchCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = { method, path, init, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    if (!route) return reply(404, { message: `No mock for ${method} ${path}` }, 'Not Found');
    return typeof route === 'function' ? route(call) : route;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetchMock,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
