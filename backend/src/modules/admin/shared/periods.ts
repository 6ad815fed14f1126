import type { ReconciliationPeriod } from '@leadledger/contracts/admin';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `2026-11-22`: the UTC day of an instant. */
export const dayKey = (at: Date): string => at.toISOString().slice(0, 10);

/** The day itself, or its month (`2026-11`), UTC. */
export const periodOf = (day: string, period: ReconciliationPeriod): string => (period === 'day' ? day : day.slice(0, 7));

/** Every UTC day touched by [from, to), oldest first. */
export function daysBetween(from: Date, to: Date): string[] {
  const days: string[] = [];
  const last = dayKey(new Date(to.getTime() - 1));
  for (let at = Date.parse(`${dayKey(from)}T00:00:00Z`); ; at += DAY_MS) {
    const day = dayKey(new Date(at));
    days.push(day);
    if (day >= last) return days;
  }
}

/** The first instant of the first day and of the day after the last: the whole days of [from, to). */
export function wholeDays(from: Date, to: Date): { start: Date; end: Date } {
  const days = daysBetween(from, to);
  return { start: new Date(`${days[0]}T00:00:00Z`), end: new Date(Date.parse(`${days[days.length - 1]}T00:00:00Z`) + DAY_MS) };
}

/**
 * Per-day figures summed into periods (pure): one row per day or month of [from, to), oldest
 * first, zeros where nothing happened, so a chart or a report has no holes. Integer adds only.
 */
export function sumByPeriod<K extends string>(
  days: ReadonlyArray<{ day: string } & Record<K, number>>,
  keys: readonly K[],
  period: ReconciliationPeriod,
  from: Date,
  to: Date,
): Array<{ period: string } & Record<K, number>> {
  const zero = () => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  const buckets = new Map<string, Record<K, number>>();
  for (const day of daysBetween(from, to)) if (!buckets.has(periodOf(day, period))) buckets.set(periodOf(day, period), zero());
  for (const row of days) {
    const bucket = buckets.get(periodOf(row.day, period));
    if (!bucket) continue; // outside the range asked for
    for (const k of keys) bucket[k] += row[k];
  }
  return [...buckets.entries()].map(([key, sums]) => ({ period: key, ...sums }));
}
