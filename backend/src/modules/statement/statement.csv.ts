import type { MerchantStatement } from '@leadledger/contracts/statement';
import { type CsvCell, money, toCsv } from '../shared/csv/csv-writer';

const KIND_LABEL = { charge: 'Charge', refund: 'Refund', declined: 'Declined (no charge)' } as const;

export const STATEMENT_CSV_HEADER = [
  'date', 'type', 'call_id', 'customer', 'program', 'affiliate', 'commission', 'platform_fee', 'amount', 'processor_id', 'note',
] as const;

/**
 * The month as CSV: one row per line, oldest first as a ledger reads; money in dollars with two
 * decimals, refunds negative so a column sum is the month's net; a totals row at the end.
 */
export function statementCsv(statement: MerchantStatement): string {
  const sign = (kind: string, cents: number | null) => (cents === null ? null : kind === 'refund' ? -cents : cents);
  const rows: CsvCell[][] = [...statement.lines].reverse().map((l) => [
    l.occurredAt,
    KIND_LABEL[l.kind],
    l.callId,
    l.customerName,
    l.programName,
    l.affiliateName,
    money(sign(l.kind, l.commissionCents)),
    money(sign(l.kind, l.feeCents)),
    money(sign(l.kind, l.amountCents)),
    l.processorId,
    l.declineReason ?? l.refundReason,
  ]);
  const t = statement.totals;
  rows.push([`${statement.month} total`, 'Net', null, null, null, null, money(t.commissionsCents), money(t.feesCents), money(t.netCents), null, `charged ${t.charges}, refunded ${t.refunds}, declined ${t.declined}`]);
  return toCsv(STATEMENT_CSV_HEADER, rows);
}
