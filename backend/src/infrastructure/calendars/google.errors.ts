import { CalendarAuthExpired, CalendarError, CalendarRequestRejected, CalendarUnavailable } from './calendar.errors';

/** The parts of a gaxios error we read (gaxios is googleapis' HTTP client, not our dependency). */
interface GaxiosLike {
  config?: unknown;
  message?: string;
  cause?: { code?: unknown; message?: unknown; cause?: { code?: unknown } };
  response?: { status?: number; data?: unknown };
}

interface GoogleApiErrorBody {
  error?: { message?: string; errors?: { reason?: string }[] } | string;
  error_description?: string;
}

const RATE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded']);

/** Google's "the requested identifier already exists" on `events.insert` with our event id. */
export function isDuplicateEventId(error: unknown): boolean {
  const { response } = error as GaxiosLike;
  return response?.status === 409 && reasonsOf(response.data).includes('duplicate');
}

/**
 * Sorts a googleapis / google-auth-library failure into our three kinds. Errors that are not
 * HTTP failures (our own bugs) are passed through untouched rather than disguised as an outage.
 */
export function translateGoogleError(error: unknown): unknown {
  if (error instanceof CalendarError || typeof error !== 'object' || error === null) return error;
  const failure = error as GaxiosLike;
  if (!('config' in failure)) return error;
  const status = failure.response?.status;
  if (status === undefined) return new CalendarUnavailable('google', null, noResponseDetail(failure));
  const body = (failure.response?.data ?? {}) as GoogleApiErrorBody;
  const detail = describe(body, status);
  // Token endpoint (RFC 6749 5.2): a revoked or expired grant needs a new consent; a refused
  // client id/secret is our configuration, which no reconnecting can fix.
  if (body.error === 'invalid_grant') return new CalendarAuthExpired('google', status, detail);
  if (body.error === 'invalid_client' || body.error === 'unauthorized_client') return new CalendarRequestRejected('google', status, detail);
  if (status === 401) return new CalendarAuthExpired('google', status, detail);
  if (status === 429 || status >= 500) return new CalendarUnavailable('google', status, detail);
  if (status === 403) {
    // 403 is both "slow down" and "this token lacks the calendar scopes" (unticked at consent).
    return reasonsOf(body).some((r) => RATE_LIMIT_REASONS.has(r))
      ? new CalendarUnavailable('google', status, detail)
      : new CalendarAuthExpired('google', status, detail);
  }
  return new CalendarRequestRejected('google', status, detail);
}

function reasonsOf(data: unknown): string[] {
  const error = (data as GoogleApiErrorBody | undefined)?.error;
  if (typeof error !== 'object' || !Array.isArray(error.errors)) return [];
  return error.errors.map((e) => e.reason ?? '');
}

function describe(body: GoogleApiErrorBody, status: number): string {
  if (typeof body.error === 'string') return body.error_description ? `${body.error}: ${body.error_description}` : body.error;
  return body.error?.message ?? `HTTP ${status}`;
}

/** fetch wraps the system error (ECONNREFUSED, ENOTFOUND) one or two causes deep. */
function noResponseDetail(failure: GaxiosLike): string {
  const cause = failure.cause;
  const code = cause?.cause?.code ?? cause?.code ?? cause?.message;
  return [failure.message ?? 'no response', typeof code === 'string' ? code : null].filter(Boolean).join(': ');
}
