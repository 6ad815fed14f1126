/** A tiny cookie-keeping HTTP client for setting up benchmark data through the public API. */
export class BenchClient {
  private cookie = '';

  constructor(private readonly baseUrl: string) {}

  async request<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T; location: string | null }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(this.cookie ? { Cookie: this.cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('application/json');
    return { status: response.status, body: (json && text ? JSON.parse(text) : text) as T, location: response.headers.get('location') };
  }

  async ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const result = await this.request<T>(method, path, body);
    if (result.status >= 300) throw new Error(`${method} ${path} -> ${result.status} ${JSON.stringify(result.body)}`);
    return result.body;
  }
}
