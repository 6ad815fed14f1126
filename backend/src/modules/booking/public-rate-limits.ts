import type { RateLimit } from '../../infrastructure/http/rate-limiter';

/**
 * Per-IP limits of the public booking and tracking endpoints (DESIGN.md 6). Read on every request
 * so an operator (or a benchmark, or a test) can raise them through the environment:
 * BOOK_CALL_LIMIT_PER_HOUR (default 20), TRACKING_LIMIT_PER_MINUTE (default 120),
 * CALENDAR_EVENTS_LIMIT_PER_MINUTE (default 120), SANDBOX_CALENDLY_LIMIT_PER_HOUR (default 20).
 */
function limit(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

export function bookCallLimit(ip: string | undefined): RateLimit {
  return { key: `book-call:ip:${ip ?? 'unknown'}`, max: limit('BOOK_CALL_LIMIT_PER_HOUR', 20), windowSeconds: 3600 };
}

export function trackingLimit(ip: string | undefined): RateLimit {
  return { key: `tracking:ip:${ip ?? 'unknown'}`, max: limit('TRACKING_LIMIT_PER_MINUTE', 120), windowSeconds: 60 };
}

export function calendarEventsLimit(ip: string | undefined): RateLimit {
  return { key: `calendar-events:ip:${ip ?? 'unknown'}`, max: limit('CALENDAR_EVENTS_LIMIT_PER_MINUTE', 120), windowSeconds: 60 };
}

/** The sandbox Calendly scheduling page books calls too, so it is held to what booking is. */
export function sandboxCalendlyLimit(ip: string | undefined): RateLimit {
  return { key: `sandbox-calendly:ip:${ip ?? 'unknown'}`, max: limit('SANDBOX_CALENDLY_LIMIT_PER_HOUR', 20), windowSeconds: 3600 };
}
