/**
 * The calendar ports (docs/architecture/overview.md, Integrations; docs/product/api.md, Calendar integration). The product knows two kinds of
 * integration: a calendar service (`google`: free/busy and booked events, our own booking page) and
 * a call-scheduling tool (`calendly`: its own pages, bookings come back as webhooks). Each has a real
 * adapter and a sandbox adapter; the contract suite in `calendar.contract.ts` runs against all four.
 * Failures are the typed errors of `calendar.errors.ts`.
 */

/** What a merchant's consent yields. Stored encrypted at rest (docs/architecture/overview.md, Security, `crypto/token-cipher.ts`). */
export interface OAuthTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/** The OAuth2 authorization-code flow both providers use to connect a merchant's account. */
export interface OAuthConnector {
  /** `sandbox` adapters work offline and the UI labels them "Sandbox" (docs/architecture/overview.md, Integrations). */
  readonly mode: 'live' | 'sandbox';
  /** Where to send the merchant; `state` comes back to `redirectUri` with the code. */
  authorizationUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<OAuthTokens>;
  /** Store the whole result: Calendly rotates refresh tokens, so the old one stops working. */
  refresh(refreshToken: string): Promise<OAuthTokens>;
}

/** A busy period: only the times, never a title or attendee (issue 4: busy blocks only). */
export interface TimeBlock {
  start: Date;
  end: Date;
}

export interface NewCalendarEvent {
  /** Chosen by us (see `calendarEventIdFor`), so a retried booking finds its event instead of adding one. */
  eventId: string;
  summary: string;
  description: string;
  start: Date;
  end: Date;
  attendeeEmail: string;
  /** IANA name of the merchant's zone, so the event reads right in their calendar. */
  timeZone: string;
  /** Defaults to the merchant's primary calendar. */
  calendarId?: string;
}

export interface CreatedCalendarEvent {
  eventId: string;
  /** The video meeting link; null only when the provider has not finished creating it. */
  meetingLink: string | null;
}

/** `google`: free/busy for our booking page and an event with a Meet link per booked call. */
export interface CalendarService extends OAuthConnector {
  /** Busy periods between `from` and `to`, clipped to that range, sorted, non-overlapping. */
  busyBlocks(tokens: OAuthTokens, calendarId: string, from: Date, to: Date): Promise<TimeBlock[]>;
  /** Idempotent on `event.eventId`: creating the same id again returns the event already there. */
  createEvent(tokens: OAuthTokens, event: NewCalendarEvent): Promise<CreatedCalendarEvent>;
}

export interface SchedulingAccount {
  uri: string;
  name: string;
  /** The organization a webhook subscription is created under. */
  organization: string;
  schedulingUrl: string;
}

/** A Calendly event type; programs store its `uri` as `calendlyEventType` (docs/product/api.md, Program). */
export interface MeetingType {
  uri: string;
  name: string;
  schedulingUrl: string;
}

export type SchedulingWebhookEvent = 'invitee.created' | 'invitee.canceled';

export interface NewWebhookSubscription {
  /** Our endpoint (`POST /api/webhooks/calendly`, issue 4). */
  url: string;
  organization: string;
  user: string;
  scope: 'user';
  events: SchedulingWebhookEvent[];
  /** Chosen by us and kept (encrypted) to verify `Calendly-Webhook-Signature`. */
  signingKey: string;
}

export interface WebhookSubscription {
  uri: string;
}

/** Calendly's record that an invitee did not attend (`invitee_no_shows/<uuid>`). */
export interface InviteeNoShow {
  uri: string;
}

/** `calendly`: meeting types for programs, webhooks that report bookings and cancellations, and no-shows marked back. */
export interface SchedulingTool extends OAuthConnector {
  currentUser(tokens: OAuthTokens): Promise<SchedulingAccount>;
  /** Every active meeting type of the user, across all pages. */
  eventTypes(tokens: OAuthTokens, userUri: string): Promise<MeetingType[]>;
  /** Replaces a subscription already registered for the same url, so the new signing key applies. */
  createWebhookSubscription(tokens: OAuthTokens, subscription: NewWebhookSubscription): Promise<WebhookSubscription>;
  /** Succeeds when the subscription is already gone (disconnect may be retried). */
  deleteWebhookSubscription(tokens: OAuthTokens, uri: string): Promise<void>;
  /** Marks the invitee (its URI, as webhooks give it) a no-show; marking one already marked answers its existing record. */
  markInviteeNoShow(tokens: OAuthTokens, inviteeUri: string): Promise<InviteeNoShow>;
}

export const CALENDAR_SERVICE = Symbol('CalendarService');
export const SCHEDULING_TOOL = Symbol('SchedulingTool');

/** Google's rule for client-chosen event ids: base32hex characters, 5 to 1024 of them. */
const EVENT_ID = /^[a-v0-9]{5,1024}$/;

export function isValidCalendarEventId(id: string): boolean {
  return EVENT_ID.test(id);
}

/** A uuid's hex digits are all base32hex characters: a booking id becomes its event id. */
export function calendarEventIdFor(uuid: string): string {
  const id = uuid.toLowerCase().replace(/-/g, '');
  if (!isValidCalendarEventId(id)) throw new RangeError(`Cannot derive a calendar event id from "${uuid}"`);
  return id;
}

/**
 * Callers refresh before using tokens this close to expiry (and store the result) rather than
 * letting an API call fail with an expired token, which would read as "reconnect".
 */
export function tokensNeedRefresh(tokens: OAuthTokens, now: Date, marginMs = 60_000): boolean {
  return tokens.expiresAt.getTime() - marginMs <= now.getTime();
}
