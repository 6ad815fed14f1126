/**
 * What can go wrong with a calendar provider, sorted by what the merchant can do about it. The
 * messages are written for people (docs/product/messages.md, Failed responses): callers may show them as they are. `detail` keeps
 * the provider's own words for the logs; it never holds tokens.
 */
export type CalendarProvider = 'google' | 'calendly';

const LABEL: Record<CalendarProvider, string> = { google: 'Google Calendar', calendly: 'Calendly' };

export abstract class CalendarError extends Error {
  constructor(
    readonly provider: CalendarProvider,
    message: string,
    /** The provider's HTTP status, when there was a response. */
    readonly status: number | null,
    readonly detail: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Refused credentials (401, `invalid_grant`, revoked access): only reconnecting helps (docs/product/messages.md, Other messages). */
export class CalendarAuthExpired extends CalendarError {
  constructor(provider: CalendarProvider, status: number | null, detail: string) {
    super(provider, `The ${LABEL[provider]} connection may have expired. Reconnect it in Integrations.`, status, detail);
  }
}

/** 5xx, 429, timeouts, no connection: worth trying again later; nothing is wrong with the account. */
export class CalendarUnavailable extends CalendarError {
  constructor(provider: CalendarProvider, status: number | null, detail: string) {
    super(provider, `${LABEL[provider]} is not responding right now. Please try again in a few minutes.`, status, detail);
  }
}

/**
 * Any other refusal (a 403 for a plan that lacks webhooks, a 400, our own client credentials
 * refused): retrying the same request will not help, so the provider's reason is passed on.
 */
export class CalendarRequestRejected extends CalendarError {
  constructor(provider: CalendarProvider, status: number | null, detail: string) {
    super(provider, `${LABEL[provider]} refused the request: ${detail}`, status, detail);
  }
}
