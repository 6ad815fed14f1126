import { buildAnalytics, figuresOf, mondaysBetween } from './analytics-figures';

describe('analytics figures', () => {
  it('computes the approval rate over decided calls and the cost per approved call, half up, never dividing by zero', () => {
    expect(figuresOf({ booked: 5, approved: 2, rejected: 1, pending: 2, canceled: 0, spendCents: 8_801 })).toMatchObject({ approvalRate: 2 / 3, costPerApprovedCents: 4_401 });
    expect(figuresOf({ booked: 2, approved: 2, rejected: 0, pending: 0, canceled: 0, spendCents: 8_799 })).toMatchObject({ costPerApprovedCents: 4_400 });
    expect(figuresOf({ booked: 1, approved: 0, rejected: 0, pending: 1, canceled: 0, spendCents: 0 })).toMatchObject({ approvalRate: null, costPerApprovedCents: null });
  });

  it('lists the Mondays of the period, across a year end and a daylight-saving change', () => {
    expect(mondaysBetween('2026-12-24', '2027-01-06')).toEqual(['2026-12-21', '2026-12-28', '2027-01-04']);
    expect(mondaysBetween('2026-10-28', '2026-11-09')).toEqual(['2026-10-26', '2026-11-02', '2026-11-09']);
    expect(mondaysBetween('2026-11-02', '2026-11-02')).toEqual(['2026-11-02']);
  });

  it('folds rows into totals, every week (zeros included), programs and affiliates by name', () => {
    const result = buildAnalytics(
      [
        { programId: 'p1', affiliateId: 'a1', week: '2026-11-02', booked: 3, approved: 2, rejected: 1, pending: 0, canceled: 0 },
        { programId: 'p2', affiliateId: 'a2', week: '2026-11-16', booked: 1, approved: 0, rejected: 0, pending: 1, canceled: 0 },
      ],
      [
        { programId: 'p1', affiliateId: 'a1', week: '2026-11-02', spendCents: 8_800 },
        { programId: 'p1', affiliateId: 'a1', week: '2026-11-09', spendCents: -4_400 },
      ],
      { from: '2026-11-02', to: '2026-11-22' },
      { programs: new Map([['p1', 'Zeta'], ['p2', 'Alpha']]), affiliates: new Map([['a1', 'Ann'], ['a2', 'Bob']]) },
    );
    expect(result.totals).toMatchObject({ booked: 4, approved: 2, rejected: 1, pending: 1, spendCents: 4_400, costPerApprovedCents: 2_200 });
    expect(result.weeks.map((w) => [w.weekStart, w.booked, w.spendCents])).toEqual([['2026-11-02', 3, 8_800], ['2026-11-09', 0, -4_400], ['2026-11-16', 1, 0]]);
    expect(result.programs.map((p) => [p.programName, p.booked, p.spendCents])).toEqual([['Alpha', 1, 0], ['Zeta', 3, 4_400]]);
    expect(result.affiliates.map((a) => a.affiliateName)).toEqual(['Ann', 'Bob']);
  });
});
