const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
];

/** An ISO instant as "5 minutes ago"; under ten seconds is "just now" (the list refreshes every 5 s). */
export function formatRelativeTime(iso: string, now = Date.now()): string {
  let amount = Math.round((Date.parse(iso) - now) / 1000);
  if (Math.abs(amount) < 10) return 'just now';
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return relative.format(amount, unit);
    amount = Math.round(amount / size);
  }
  return relative.format(amount, 'year');
}
