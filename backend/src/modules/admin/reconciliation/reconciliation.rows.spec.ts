import { reconciliationRows } from './reconciliation.rows';

const day = (d: string, f: Partial<Record<string, number>>) => ({ day: d, feesEarnedCents: 0, feesRefundedCents: 0, payoutFeesCents: 0, chargesCents: 0, refundsCents: 0, payoutsCents: 0, ...f });

describe('reconciliation rows', () => {
  it('nets refunded fees off earned fees per period and in the totals', () => {
    const { rows, totals } = reconciliationRows(
      [day('2026-03-01', { feesEarnedCents: 124, chargesCents: 1359 }), day('2026-03-02', { feesRefundedCents: 124, refundsCents: 1359, payoutFeesCents: 25, payoutsCents: 1210 })],
      'day',
      new Date('2026-03-01T00:00:00Z'),
      new Date('2026-03-03T00:00:00Z'),
    );
    expect(rows).toEqual([
      { period: '2026-03-01', feesEarnedCents: 124, feesRefundedCents: 0, netFeesCents: 124, payoutFeesCents: 0, chargesCents: 1359, refundsCents: 0, payoutsCents: 0 },
      { period: '2026-03-02', feesEarnedCents: 0, feesRefundedCents: 124, netFeesCents: -124, payoutFeesCents: 25, chargesCents: 0, refundsCents: 1359, payoutsCents: 1210 },
    ]);
    expect(totals).toEqual({ feesEarnedCents: 124, feesRefundedCents: 124, netFeesCents: 0, payoutFeesCents: 25, chargesCents: 1359, refundsCents: 1359, payoutsCents: 1210 });
  });

  it('gives one row per month', () => {
    const { rows } = reconciliationRows([day('2026-03-01', { feesEarnedCents: 1 }), day('2026-03-31', { feesEarnedCents: 2 })], 'month', new Date('2026-03-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z'));
    expect(rows).toEqual([expect.objectContaining({ period: '2026-03', feesEarnedCents: 3, netFeesCents: 3 })]);
  });
});
