import { BadRequestException } from '@nestjs/common';

export const AT_FORMAT_MESSAGE = 'at must be a date and time like 2026-10-31T23:59:59Z (UTC, or with an offset such as -05:00).';

/**
 * A date and time with its zone: a bare date or a time without a zone would mean a different
 * instant in every time zone, and an auditor's "as of" must name one instant.
 */
export const AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant asked about. Not in the future: history ends now, and an answer "as of tomorrow"
 * would silently change as tomorrow's events arrive.
 */
export function asOfInstant(at: string, now: Date): Date {
  const instant = new Date(at);
  if (!AT_PATTERN.test(at) || Number.isNaN(instant.getTime()) || !isCalendarDate(at.slice(0, 10))) throw new BadRequestException(AT_FORMAT_MESSAGE);
  if (instant.getTime() > now.getTime()) {
    throw new BadRequestException(`at must be a date and time like 2026-10-31T23:59:59Z that is not in the future (it is now ${now.toISOString()}).`);
  }
  return instant;
}

/** `Date` rolls 2026-02-30 over to March 2; a date that does not exist is a typo, not an instant. */
function isCalendarDate(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}
