/** The period presets of the analytics page, as inclusive dates (YYYY-MM-DD) ending today. */
export type PeriodPreset = '4w' | '12w' | 'year' | 'custom';

export const PRESET_LABELS: Record<PeriodPreset, string> = { '4w': 'Last 4 weeks', '12w': 'Last 12 weeks', year: 'This year', custom: 'Custom dates' };

const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today = new Date()): { from: string; to: string } {
  const to = iso(today);
  if (preset === 'year') return { from: `${today.getFullYear()}-01-01`, to };
  const from = new Date(today);
  from.setDate(from.getDate() - (preset === '4w' ? 27 : 83));
  return { from: iso(from), to };
}

/** "42%" or "—" while nothing is decided. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}
