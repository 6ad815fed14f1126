import type { AffiliateAnalytics, AnalyticsFigures, AnalyticsWeek, ProgramAnalytics } from '@leadledger/contracts/analytics';

/** One group of calls from SQL: counts by status, booked in `week`, of one program and affiliate. */
export interface CallCountRow {
  programId: string;
  affiliateId: string;
  week: string;
  booked: number;
  approved: number;
  rejected: number;
  pending: number;
  canceled: number;
}

/** Spend (charges less refunds, cents) of one program and affiliate in `week`. */
export interface SpendRow {
  programId: string;
  affiliateId: string;
  week: string;
  spendCents: number;
}

type Sums = Omit<AnalyticsFigures, 'approvalRate' | 'costPerApprovedCents'>;
const empty = (): Sums => ({ booked: 0, approved: 0, rejected: 0, pending: 0, canceled: 0, spendCents: 0 });

/** The rates from the sums: never a division by zero, cents rounded half up. */
export function figuresOf(s: Sums): AnalyticsFigures {
  const decided = s.approved + s.rejected;
  return {
    ...s,
    approvalRate: decided === 0 ? null : s.approved / decided,
    costPerApprovedCents: s.approved === 0 ? null : Math.floor((2 * s.spendCents + s.approved) / (2 * s.approved)),
  };
}

/** Mondays from the week holding `from` to the week holding `to` (YYYY-MM-DD, calendar dates). */
export function mondaysBetween(from: string, to: string): string[] {
  const day = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  const monday = (ms: number) => ms - ((new Date(ms).getUTCDay() + 6) % 7) * 86_400_000;
  const weeks: string[] = [];
  for (let ms = monday(day(from)); ms <= day(to); ms += 7 * 86_400_000) weeks.push(new Date(ms).toISOString().slice(0, 10));
  return weeks;
}

function add(target: Sums, counts: Partial<Sums>): void {
  for (const key of Object.keys(target) as (keyof Sums)[]) target[key] += counts[key] ?? 0;
}

/**
 * Folds the grouped rows into totals, weeks (every week of the period, empty ones as zeros so a
 * chart never skips one), programs and affiliates, each with its rates. Pure.
 */
export function buildAnalytics(
  calls: CallCountRow[],
  spend: SpendRow[],
  period: { from: string; to: string },
  names: { programs: Map<string, string>; affiliates: Map<string, string> },
): { totals: AnalyticsFigures; weeks: AnalyticsWeek[]; programs: ProgramAnalytics[]; affiliates: AffiliateAnalytics[] } {
  const totals = empty();
  const weeks = new Map(mondaysBetween(period.from, period.to).map((w) => [w, empty()]));
  const programs = new Map<string, Sums>();
  const affiliates = new Map<string, Sums>();
  const into = (map: Map<string, Sums>, key: string) => map.get(key) ?? map.set(key, empty()).get(key)!;
  const rows: Partial<Sums & { programId: string; affiliateId: string; week: string }>[] = [...calls, ...spend];
  for (const row of rows) {
    add(totals, row);
    const week = weeks.get(row.week!);
    if (week) add(week, row);
    add(into(programs, row.programId!), row);
    add(into(affiliates, row.affiliateId!), row);
  }
  const byName = <T>(list: (T & { name: string })[]) => list.sort((a, b) => a.name.localeCompare(b.name));
  return {
    totals: figuresOf(totals),
    weeks: [...weeks].map(([weekStart, s]) => ({ weekStart, ...figuresOf(s) })),
    programs: byName([...programs].map(([programId, s]) => ({ programId, programName: names.programs.get(programId) ?? 'Deleted program', name: names.programs.get(programId) ?? '', ...figuresOf(s) }))).map(({ name: _n, ...p }) => p),
    affiliates: byName([...affiliates].map(([affiliateId, s]) => ({ affiliateId, affiliateName: names.affiliates.get(affiliateId) ?? 'Former affiliate', name: names.affiliates.get(affiliateId) ?? '', ...figuresOf(s) }))).map(({ name: _n, ...a }) => a),
  };
}
