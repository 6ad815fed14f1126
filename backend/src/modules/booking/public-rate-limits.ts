import { processEnvironmentOf } from '../../infrastructure/config/process-environment';
import type { RateLimit } from '../../infrastructure/http/rate-limiter';

/**
 * Per-IP limits of the public booking and tracking endpoints (docs/architecture/security.md, Rate
 * limits), from the validated environment: BOOK_CALL_LIMIT_PER_HOUR (default 20),
 * TRACKING_LIMIT_PER_MINUTE (default 120), CALENDAR_EVENTS_LIMIT_PER_MINUTE (default 120),
 * SANDBOX_CALENDLY_LIMIT_PER_HOUR (default 20). Looked up on every request, so a test or a
 * benchmark that raises one while the app runs is obeyed; only these variables are read to notice.
 */
const LIMIT_VARIABLES = ['BOOK_CALL_LIMIT_PER_HOUR', 'TRACKING_LIMIT_PER_MINUTE', 'CALENDAR_EVENTS_LIMIT_PER_MINUTE', 'SANDBOX_CALENDLY_LIMIT_PER_HOUR'] as const;
const limits = () => processEnvironmentOf(LIMIT_VARIABLES).limits;

export function bookCallLimit(ip: string | undefined): RateLimit {
  return { key: `book-call:ip:${ip ?? 'unknown'}`, max: limits().bookCallPerHour, windowSeconds: 3600 };
}

export function trackingLimit(ip: string | undefined): RateLimit {
  return { key: `tracking:ip:${ip ?? 'unknown'}`, max: limits().trackingPerMinute, windowSeconds: 60 };
}

export function calendarEventsLimit(ip: string | undefined): RateLimit {
  return { key: `calendar-events:ip:${ip ?? 'unknown'}`, max: limits().calendarEventsPerMinute, windowSeconds: 60 };
}

/** The sandbox Calendly scheduling page books calls too, so it is held to what booking is. */
export function sandboxCalendlyLimit(ip: string | undefined): RateLimit {
  return { key: `sandbox-calendly:ip:${ip ?? 'unknown'}`, max: limits().sandboxCalendlyPerHour, windowSeconds: 3600 };
}
