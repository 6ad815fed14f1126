import type { Reconciliation, ReconciliationPeriod, ReconciliationRow } from '@leadledger/contracts/admin';
import { sumByPeriod } from '../shared/periods';

/** One UTC day of ledger figures, as DAILY_FIGURES_SQL returns them (integer cents). */
export interface DailyFigures {
  day: string;
  feesEarnedCents: number;
  feesRefundedCents: number;
  payoutFeesCents: number;
  chargesCents: number;
  refundsCents: number;
  payoutsCents: number;
}

const KEYS = ['feesEarnedCents', 'feesRefundedCents', 'payoutFeesCents', 'chargesCents', 'refundsCents', 'payoutsCents'] as const;

/** Days bucketed into the period asked for (every period of the range, zeros included), with net fees and totals. */
export function reconciliationRows(days: readonly DailyFigures[], period: ReconciliationPeriod, from: Date, to: Date): Pick<Reconciliation, 'rows' | 'totals'> {
  const rows: ReconciliationRow[] = sumByPeriod(days, KEYS, period, from, to).map((r) => ({
    period: r.period,
    feesEarnedCents: r.feesEarnedCents,
    feesRefundedCents: r.feesRefundedCents,
    netFeesCents: r.feesEarnedCents - r.feesRefundedCents,
    payoutFeesCents: r.payoutFeesCents,
    chargesCents: r.chargesCents,
    refundsCents: r.refundsCents,
    payoutsCents: r.payoutsCents,
  }));
  const totals = { feesEarnedCents: 0, feesRefundedCents: 0, netFeesCents: 0, payoutFeesCents: 0, chargesCents: 0, refundsCents: 0, payoutsCents: 0 };
  for (const row of rows) for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
  return { rows, totals };
}
