const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * `2025-08-06` -> "August 6, 2025". A bare ISO date parses as UTC midnight, which shows the day
 * before in American time zones, so date-only strings are read as local calendar dates.
 */
export function formatLongDate(isoDate: string): string {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(isoDate);
  return longDate.format(date);
}

const shortDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO timestamp as "Aug 6, 2025". */
export function formatShortDate(iso: string): string {
  return shortDate.format(new Date(iso));
}

/** An ISO timestamp as "Aug 6, 2025, 2:30 PM" in the browser's zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
