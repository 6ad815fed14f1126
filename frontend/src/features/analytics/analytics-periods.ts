/** The period presets of the analytics page, as inclusive dates (YYYY-MM-DD) ending today. */
export type PeriodPreset = '4w' | '12w' | 'year' | 'custom';

export const PRESET_LABELS: Record<PeriodPreset, string> = { '4w': 'Last 4 weeks', '12w': 'Last 12 weeks', year: 'This year', custom: 'Custom dates' };

/** "42%" or "—" while nothing is decided. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}
