/** One HTTP request of a run and what came back, if anything did. */
export interface Sent {
  label: string;
  method: string;
  path: string;
  body: unknown;
  key: string | null;
  /** Whose cookie it carried (a person's label). */
  who: string;
  sentAt: number;
  /** null: no HTTP answer (the app died, or the connection was cut). */
  status: number | null;
  answer: any;
  error: string | null;
  answeredAt: number | null;
}

/** A signed-in person: a cookie jar over fetch, talking to whatever app is on `baseUrl()`. */
export class Client {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly who: string,
    private readonly baseUrl: () => string,
  ) {}

  /** Sends and records; never throws for a missing answer (that is what a crash test looks at). */
  async send(label: string, method: string, path: string, body?: unknown, key?: string | null): Promise<Sent> {
    const sent: Sent = { label, method, path, body: body ?? null, key: key ?? null, who: this.who, sentAt: Date.now(), status: null, answer: null, error: null, answeredAt: null };
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (key) headers['idempotency-key'] = key;
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    try {
      const res = await fetch(`${this.baseUrl()}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual', signal: AbortSignal.timeout(60_000) });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const eq = pair.indexOf('=');
        this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
      const text = await res.text();
      sent.status = res.status;
      sent.answeredAt = Date.now();
      try {
        sent.answer = text ? JSON.parse(text) : null;
      } catch {
        sent.answer = text;
      }
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      sent.error = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
    }
    return sent;
  }

  /** Sends and insists on `status` (setup steps, which must not fail). */
  async expect(status: number, method: string, path: string, body?: unknown): Promise<any> {
    const sent = await this.send(`${method} ${path}`, method, path, body);
    if (sent.status !== status) throw new Error(`${this.who}: ${method} ${path} answered ${sent.status ?? sent.error} ${JSON.stringify(sent.answer)}, expected ${status}`);
    return sent.answer;
  }
}
