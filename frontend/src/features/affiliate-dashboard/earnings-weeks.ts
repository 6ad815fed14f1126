import type { EarningsWeek } from '@leadledger/contracts/payout';

const weekLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** `2025-08-03` (a Sunday, docs/product/limits-and-timings.md, Calendar and booking) -> "Aug 3", read as a local calendar date. */
export function formatWeek(weekStart: string): string {
  const [year, month, day] = weekStart.slice(0, 10).split('-').map(Number);
  return weekLabel.format(new Date(year, month - 1, day));
}

export interface ChartWeek {
  week: string;
  /** Net of clawbacks: the weeks add up to Total Earnings. */
  earned: number;
  clawedBack: number;
}

/** The server's weeks, oldest first, labelled for the axis. `earned` is dollars. */
export function toChartWeeks(weeks: EarningsWeek[]): ChartWeek[] {
  return [...weeks]
    .sort((a, b) => a.weekStart.localeCompare(b.weekStart))
    .map((w) => ({ week: formatWeek(w.weekStart), earned: w.earned, clawedBack: w.clawedBack ?? 0 }));
}
