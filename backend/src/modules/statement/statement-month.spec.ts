import { BadRequestException } from '@nestjs/common';
import { monthIn, statementMonth } from './statement-month';

describe('statement month', () => {
  const now = new Date('2026-12-01T03:00:00Z');

  it('defaults to the current month where the merchant is', () => {
    expect(statementMonth(undefined, now, 'UTC')).toBe('2026-12');
    // 03:00 UTC on Dec 1 is still November in Chicago.
    expect(statementMonth('', now, 'America/Chicago')).toBe('2026-11');
    expect(monthIn(now, 'Not/AZone')).toBe('2026-12');
  });

  it('accepts YYYY-MM and refuses anything else with a message', () => {
    expect(statementMonth('2026-02', now, 'UTC')).toBe('2026-02');
    for (const bad of ['2026-13', '2026-1', '26-01', '1999-12', 'november', ['2026-01'], 202601]) {
      expect(() => statementMonth(bad, now, 'UTC')).toThrow(BadRequestException);
    }
  });
});
