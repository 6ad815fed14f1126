import { CalendarAuthExpired, CalendarRequestRejected, CalendarUnavailable } from './calendar.errors';

/**
 * Calendly's error bodies: the API answers `{ title, message }`, the token endpoint RFC 6749's
 * `{ error, error_description }`.
 */
interface CalendlyErrorBody {
  title?: string;
  message?: string;
  error?: string;
  error_description?: string;
}

export function calendlyHttpError(status: number, body: unknown): Error {
  const parsed = (typeof body === 'object' && body !== null ? body : {}) as CalendlyErrorBody;
  const detail = describe(parsed, status, body);
  if (parsed.error === 'invalid_grant') return new CalendarAuthExpired('calendly', status, detail);
  // Our client id/secret refused: a configuration fault that reconnecting cannot fix.
  if (parsed.error === 'invalid_client' || parsed.error === 'unauthorized_client') return new CalendarRequestRejected('calendly', status, detail);
  if (status === 401) return new CalendarAuthExpired('calendly', status, detail);
  if (status === 429 || status >= 500) return new CalendarUnavailable('calendly', status, detail);
  // 403 carries a reason worth showing, e.g. webhooks need a paid Calendly plan.
  return new CalendarRequestRejected('calendly', status, detail);
}

/** fetch() rejects only when no response came: refused connection, DNS, timeout. */
export function calendlyNetworkError(error: unknown): Error {
  return new CalendarUnavailable('calendly', null, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
}

function describe(body: CalendlyErrorBody, status: number, raw: unknown): string {
  if (body.error) return body.error_description ? `${body.error}: ${body.error_description}` : body.error;
  if (body.title || body.message) return [body.title, body.message].filter(Boolean).join(': ');
  return typeof raw === 'string' && raw.trim() ? raw.trim().slice(0, 200) : `HTTP ${status}`;
}
