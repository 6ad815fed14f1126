import { BadRequestException } from '@nestjs/common';

export const MAX_PERIOD_DAYS = 366;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const PERIOD_PRESETS = ['4w', '12w', 'year'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/**
 * A named period ending today in the merchant's zone: the browser's own date may already be
 * tomorrow or still yesterday there, so presets are resolved here, not in the page.
 */
export function presetPeriod(preset: unknown, today: string): { from: string; to: string } {
  if (preset === 'year') return { from: `${today.slice(0, 4)}-01-01`, to: today };
  if (preset === '4w') return { from: shift(today, -27), to: today };
  if (preset === '12w') return { from: shift(today, -83), to: today };
  throw new BadRequestException(`Choose a period: ${PERIOD_PRESETS.join(', ')}, or from and to dates.`);
}

/** The asked period (inclusive dates), or the last 12 weeks up to today in the merchant's zone. */
export function analyticsPeriod(from: unknown, to: unknown, today: string): { from: string; to: string } {
  const end = to === undefined || to === '' ? today : to;
  const start = from === undefined || from === '' ? shift(typeof end === 'string' && validDate(end) ? end : today, -83) : from;
  if (typeof start !== 'string' || typeof end !== 'string' || !validDate(start) || !validDate(end)) {
    throw new BadRequestException('Choose the period as dates, YYYY-MM-DD, for example from=2026-09-01&to=2026-11-30.');
  }
  if (start > end) throw new BadRequestException('The period must start on or before its end date.');
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  if (days > MAX_PERIOD_DAYS) throw new BadRequestException(`Choose a period of at most ${MAX_PERIOD_DAYS} days.`);
  return { from: start, to: end };
}

function shift(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today's date (YYYY-MM-DD) in a time zone; unknown zones read as UTC. */
export function todayIn(now: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
