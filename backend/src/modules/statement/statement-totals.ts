import type { StatementLine, StatementLineKind, StatementTotals } from '@leadledger/contracts/statement';

/** One kind's lines summed (cents): what SQL's GROUP BY kind gives, or a month's lines added up. */
export interface KindSums {
  kind: StatementLineKind;
  count: number;
  amountCents: number;
  feeCents: number;
  commissionCents: number;
}

/** Totals from sums per kind: refunds count against the charges they give back; a decline moved nothing. */
export function totalsOfSums(sums: readonly KindSums[]): StatementTotals {
  const of = (kind: StatementLineKind) => sums.filter((s) => s.kind === kind);
  const add = (kind: StatementLineKind, pick: (s: KindSums) => number) => of(kind).reduce((total, s) => total + pick(s), 0);
  const chargedCents = add('charge', (s) => s.amountCents);
  const refundedCents = add('refund', (s) => s.amountCents);
  return {
    chargedCents,
    refundedCents,
    netCents: chargedCents - refundedCents,
    commissionsCents: add('charge', (s) => s.commissionCents) - add('refund', (s) => s.commissionCents),
    feesCents: add('charge', (s) => s.feeCents) - add('refund', (s) => s.feeCents),
    charges: add('charge', (s) => s.count),
    refunds: add('refund', (s) => s.count),
    declined: add('declined', (s) => s.count),
  };
}

/** A month's totals from its lines. */
export function totalsOf(lines: readonly StatementLine[]): StatementTotals {
  return totalsOfSums(
    lines.map((l) => ({ kind: l.kind, count: 1, amountCents: l.amountCents ?? 0, feeCents: l.feeCents ?? 0, commissionCents: l.commissionCents ?? 0 })),
  );
}

/** Running totals: what the month opened with plus the month itself. */
export function addTotals(a: StatementTotals, b: StatementTotals): StatementTotals {
  const sum = {} as StatementTotals;
  for (const key of Object.keys(a) as (keyof StatementTotals)[]) sum[key] = a[key] + b[key];
  return sum;
}
