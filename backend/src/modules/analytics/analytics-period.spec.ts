import { BadRequestException } from '@nestjs/common';
import { analyticsPeriod, presetPeriod, todayIn } from './analytics-period';

describe('analytics period', () => {
  it('defaults to the 12 weeks up to today', () => {
    expect(analyticsPeriod(undefined, undefined, '2026-11-24')).toEqual({ from: '2026-09-02', to: '2026-11-24' });
    expect(analyticsPeriod('2026-01-01', '2026-12-31', '2026-11-24')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('refuses bad dates, a reversed period and one longer than 366 days, with a message', () => {
    for (const [from, to] of [['2026-13-01', '2026-12-01'], ['2026-02-30', '2026-03-01'], ['yesterday', '2026-01-01'], [['x'], '2026-01-01'], ['2026-11-02', '2026-11-01'], ['2025-01-01', '2026-01-02']]) {
      expect(() => analyticsPeriod(from, to, '2026-11-24')).toThrow(BadRequestException);
    }
  });

  it('resolves the presets from today in the merchant\'s zone, and refuses unknown ones', () => {
    expect(presetPeriod('4w', '2026-11-24')).toEqual({ from: '2026-10-28', to: '2026-11-24' });
    expect(presetPeriod('year', '2026-11-24')).toEqual({ from: '2026-01-01', to: '2026-11-24' });
    expect(() => presetPeriod('decade', '2026-11-24')).toThrow(BadRequestException);
  });

  it("reads today in the merchant's zone", () => {
    expect(todayIn(new Date('2026-11-24T03:00:00Z'), 'America/Chicago')).toBe('2026-11-23');
    expect(todayIn(new Date('2026-11-24T03:00:00Z'), 'Nowhere/Else')).toBe('2026-11-24');
  });
});
