import { daysBetween, sumByPeriod, wholeDays } from './periods';

const at = (iso: string) => new Date(iso);

describe('periods', () => {
  it('lists the UTC days touched by a half-open range', () => {
    expect(daysBetween(at('2026-02-27T10:00:00Z'), at('2026-03-02T00:00:00Z'))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysBetween(at('2026-02-27T10:00:00Z'), at('2026-02-27T10:00:01Z'))).toEqual(['2026-02-27']);
    expect(wholeDays(at('2026-02-27T10:00:00Z'), at('2026-03-01T00:00:01Z'))).toEqual({ start: at('2026-02-27T00:00:00Z'), end: at('2026-03-02T00:00:00Z') });
  });

  it('sums days into days, filling empty days with zeros', () => {
    const rows = sumByPeriod([{ day: '2026-03-01', n: 2 }, { day: '2026-03-01', n: 3 }, { day: '2026-03-03', n: 1 }], ['n'], 'day', at('2026-03-01T00:00:00Z'), at('2026-03-04T00:00:00Z'));
    expect(rows).toEqual([{ period: '2026-03-01', n: 5 }, { period: '2026-03-02', n: 0 }, { period: '2026-03-03', n: 1 }]);
  });

  it('sums days into UTC months, across a year end, and ignores days outside the range', () => {
    const days = [{ day: '2025-12-31', n: 1 }, { day: '2026-01-01', n: 2 }, { day: '2026-01-31', n: 4 }, { day: '2026-03-01', n: 100 }];
    expect(sumByPeriod(days, ['n'], 'month', at('2025-12-15T00:00:00Z'), at('2026-02-10T00:00:00Z'))).toEqual([
      { period: '2025-12', n: 1 },
      { period: '2026-01', n: 6 },
      { period: '2026-02', n: 0 },
    ]);
  });
});
