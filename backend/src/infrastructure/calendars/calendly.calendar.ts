import { type Clock, systemClock } from '../clock/clock';
import { CalendarRequestRejected, CalendarUnavailable } from './calendar.errors';
import type {
  InviteeNoShow,
  MeetingType,
  NewWebhookSubscription,
  OAuthTokens,
  SchedulingAccount,
  SchedulingTool,
  WebhookSubscription,
} from './calendar.port';
import { calendlyHttpError, calendlyNetworkError } from './calendly.errors';

export interface CalendlyOptions {
  clientId: string;
  clientSecret: string;
  /** Origins only; unset in production, a local server speaking Calendly's wire format in tests. */
  endpoints?: { authBaseUrl?: string; apiBaseUrl?: string };
  /** Per request; a merchant is waiting on the Integrations page. */
  timeoutMs?: number;
  clock?: Clock;
}

type Json = Record<string, unknown>;

/** A runaway `next_page` chain must end; 50 pages of 100 is far beyond any account. */
const MAX_PAGES = 50;

/**
 * A refusal of `POST /invitee_no_shows` that may mean "already marked": Calendly documents no status
 * for that case, so any 4xx except those that say the token, the plan or the invitee is wrong.
 */
const NOT_ALREADY_MARKED = [401, 403, 404, 429];

/** Calendly API v2 over fetch: OAuth2, the current user, event types, webhook subscriptions, no-shows. */
export class CalendlyScheduling implements SchedulingTool {
  readonly mode = 'live';
  private readonly authBase: string;
  private readonly apiBase: string;
  private readonly clock: Clock;

  constructor(private readonly options: CalendlyOptions) {
    this.authBase = options.endpoints?.authBaseUrl ?? 'https://auth.calendly.com';
    this.apiBase = options.endpoints?.apiBaseUrl ?? 'https://api.calendly.com';
    this.clock = options.clock ?? systemClock;
  }

  authorizationUrl(state: string, redirectUri: string): string {
    const url = new URL('/oauth/authorize', this.authBase);
    url.search = new URLSearchParams({ client_id: this.options.clientId, response_type: 'code', redirect_uri: redirectUri, state }).toString();
    return url.href;
  }

  exchangeCode(code: string, redirectUri: string): Promise<OAuthTokens> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  }

  /** Calendly answers with a new refresh token and retires the old one. */
  refresh(refreshToken: string): Promise<OAuthTokens> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  async currentUser(tokens: OAuthTokens): Promise<SchedulingAccount> {
    const { body } = await this.call(this.api('/users/me'), { headers: this.auth(tokens) });
    const user = field<Json>(body, 'resource', 'object');
    return {
      uri: field(user, 'uri'),
      name: field(user, 'name'),
      organization: field(user, 'current_organization'),
      schedulingUrl: field(user, 'scheduling_url'),
    };
  }

  async eventTypes(tokens: OAuthTokens, userUri: string): Promise<MeetingType[]> {
    // Only active types: an inactive one cannot be booked, so a program must not point at it.
    const items = await this.collect(tokens, this.api('/event_types', { user: userUri, active: 'true', count: '100' }));
    return items.map((t) => ({ uri: field(t, 'uri'), name: field(t, 'name'), schedulingUrl: field(t, 'scheduling_url') }));
  }

  async createWebhookSubscription(tokens: OAuthTokens, subscription: NewWebhookSubscription): Promise<WebhookSubscription> {
    const { url, events, organization, user, scope, signingKey } = subscription;
    const request = {
      method: 'POST',
      headers: { ...this.auth(tokens), 'content-type': 'application/json' },
      body: JSON.stringify({ url, events, organization, user, scope, signing_key: signingKey }),
    };
    let created = await this.call(this.api('/webhook_subscriptions'), request, [409]);
    if (created.status === 409) {
      // Already registered (a reconnect): its signing key is the old one, so replace it.
      const existing = await this.collect(tokens, this.api('/webhook_subscriptions', { organization, user, scope, count: '100' }));
      for (const hook of existing.filter((h) => h.callback_url === url)) await this.deleteWebhookSubscription(tokens, field(hook, 'uri'));
      created = await this.call(this.api('/webhook_subscriptions'), request);
    }
    return { uri: field(field<Json>(created.body, 'resource', 'object'), 'uri') };
  }

  async deleteWebhookSubscription(tokens: OAuthTokens, uri: string): Promise<void> {
    await this.call(this.onApi(uri), { method: 'DELETE', headers: this.auth(tokens) }, [404]);
  }

  async markInviteeNoShow(tokens: OAuthTokens, inviteeUri: string): Promise<InviteeNoShow> {
    // A malformed URI is our own fault: refused before anything is sent.
    if (!URL.canParse(inviteeUri)) throw new RangeError(`"${inviteeUri}" is not an invitee URI`);
    const invitee = this.onApi(inviteeUri);
    const request = {
      method: 'POST',
      headers: { ...this.auth(tokens), 'content-type': 'application/json' },
      body: JSON.stringify({ invitee: inviteeUri }),
    };
    try {
      const { body } = await this.call(this.api('/invitee_no_shows'), request);
      return { uri: field(field<Json>(body, 'resource', 'object'), 'uri') };
    } catch (refusal) {
      if (!(refusal instanceof CalendarRequestRejected) || refusal.status === null || NOT_ALREADY_MARKED.includes(refusal.status)) throw refusal;
      // A retry after a lost answer, or a no-show marked in Calendly itself: answer the record there.
      const existing = await this.existingNoShow(tokens, invitee, refusal);
      if (!existing) throw refusal;
      return { uri: existing };
    }
  }

  /** The invitee's `no_show.uri`, or null; a refused read leaves the original refusal to explain itself. */
  private async existingNoShow(tokens: OAuthTokens, invitee: URL, refusal: CalendarRequestRejected): Promise<string | null> {
    let body: unknown;
    try {
      ({ body } = await this.call(invitee, { headers: this.auth(tokens) }));
    } catch (error) {
      throw error instanceof CalendarRequestRejected ? refusal : error;
    }
    const noShow = field<Json>(body, 'resource', 'object').no_show;
    if (noShow === null || noShow === undefined) return null;
    return field(noShow, 'uri');
  }

  private async token(grant: Record<string, string>): Promise<OAuthTokens> {
    const form = new URLSearchParams({ ...grant, client_id: this.options.clientId, client_secret: this.options.clientSecret });
    const { body } = await this.call(new URL('/oauth/token', this.authBase), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    });
    const expiresIn = field<number>(body, 'expires_in', 'number');
    return {
      accessToken: field(body, 'access_token'),
      refreshToken: field(body, 'refresh_token'),
      expiresAt: new Date(this.clock.now().getTime() + expiresIn * 1000),
    };
  }

  /** Every item of a paged collection, following `pagination.next_page`. */
  private async collect(tokens: OAuthTokens, first: URL): Promise<Json[]> {
    const items: Json[] = [];
    let next: URL | null = first;
    for (let page = 0; next && page < MAX_PAGES; page++) {
      const { body } = await this.call(next, { headers: this.auth(tokens) });
      items.push(...field<Json[]>(body, 'collection', 'array'));
      const nextPage = (body as { pagination?: { next_page?: string | null } }).pagination?.next_page;
      next = nextPage ? this.onApi(nextPage) : null;
    }
    return items;
  }

  /** Statuses in `accepted` come back to the caller; any other failure becomes a calendar error. */
  private async call(url: URL, init: RequestInit, accepted: number[] = []): Promise<{ status: number; body: unknown }> {
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw calendlyNetworkError(error);
    }
    const body = parseJson(text);
    if ((status < 200 || status > 299) && !accepted.includes(status)) throw calendlyHttpError(status, body);
    return { status, body };
  }

  private api(path: string, query?: Record<string, string>): URL {
    const url = new URL(path, this.apiBase);
    if (query) url.search = new URLSearchParams(query).toString();
    return url;
  }

  /**
   * Calendly names resources and next pages by absolute URL. Only their path is kept, on our API
   * origin, so the bearer token never goes to another host (and tests' local server is used).
   */
  private onApi(uri: string): URL {
    const { pathname, search } = new URL(uri);
    return new URL(pathname + search, this.apiBase);
  }

  private auth(tokens: OAuthTokens): Record<string, string> {
    return { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' };
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** Reads one field of a response, refusing a shape Calendly does not document. */
function field<T = string>(value: unknown, key: string, kind: 'string' | 'number' | 'object' | 'array' = 'string'): T {
  const found = typeof value === 'object' && value !== null ? (value as Json)[key] : undefined;
  const ok = kind === 'array' ? Array.isArray(found) : typeof found === kind && found !== null;
  if (!ok) throw new CalendarUnavailable('calendly', null, `unexpected response: "${key}" is not a ${kind}`);
  return found as T;
}
