import type {
  ActivityDay,
  AdminAffiliate,
  AdminMerchant,
  EventLogRow,
  LedgerAccountBalance,
  LedgerJournal,
  ProcessorRecord,
  Reconciliation,
} from '@leadledger/contracts/admin';
import { type CsvCell, money } from '../../shared/csv/csv-writer';

/** One export: its columns and rows, already in CSV cells (money as cents, written as dollars). */
export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
}

export const eventsCsv = (rows: EventLogRow[]): CsvTable => ({
  // The summary last: the columns before it keep their places for files read by position.
  header: ['position', 'recorded_at', 'type', 'stream_id', 'stream_position', 'event_id', 'actor_role', 'actor_user_id', 'actor_email', 'correlation_id', 'summary'],
  rows: rows.map((r) => [r.position, r.recordedAt, r.type, r.streamId, r.streamPosition, r.eventId, r.actor.role, r.actor.userId, r.actor.email, r.correlationId, r.summary]),
});

export const ledgerAccountsCsv = (rows: LedgerAccountBalance[]): CsvTable => ({
  header: ['account', 'kind', 'balance', 'lines'],
  rows: rows.map((r) => [r.account, r.kind, money(r.balanceCents), r.lineCount]),
});

/** One row per ledger line, so the file sums to zero per journal like the ledger itself. */
export const ledgerJournalsCsv = (journals: LedgerJournal[]): CsvTable => ({
  header: ['recorded_at', 'journal_id', 'event_type', 'stream_id', 'line', 'account', 'amount'],
  rows: journals.flatMap((j) => j.lines.map((l) => [j.recordedAt, j.journalId, j.eventType, j.streamId, l.line, l.account, money(l.amountCents)])),
});

/** The periods, then a totals row. */
export const reconciliationCsv = (r: Reconciliation): CsvTable => {
  const figures = (f: Reconciliation['totals']): CsvCell[] => [
    money(f.feesEarnedCents), money(f.feesRefundedCents), money(f.netFeesCents), money(f.payoutFeesCents), money(f.chargesCents), money(f.refundsCents), money(f.payoutsCents),
  ];
  return {
    header: ['period', 'fees_earned', 'fees_refunded', 'net_fees', 'payout_fees', 'charges', 'refunds', 'payouts'],
    rows: [...r.rows.map((row) => [row.period, ...figures(row)]), ['total', ...figures(r.totals)]],
  };
};

export const processorRecordsCsv = (rows: ProcessorRecord[]): CsvTable => ({
  header: ['recorded_at', 'kind', 'processor_id', 'event_id', 'stream_id', 'amount', 'ledger_amount', 'matched'],
  rows: rows.map((r) => [r.recordedAt, r.kind, r.processorId, r.eventId, r.streamId, money(r.amountCents), money(r.ledgerCents), r.matched]),
});

export const merchantsCsv = (rows: AdminMerchant[]): CsvTable => ({
  header: ['id', 'first_name', 'last_name', 'email', 'company_name', 'subscription_status', 'programs', 'affiliates', 'calls', 'approved_calls', 'created_at'],
  rows: rows.map((m) => [m.id, m.firstName, m.lastName, m.email, m.companyName, m.subscriptionStatus, m.totalPrograms, m.totalAffiliates, m.totalCalls, m.approvedCalls, m.createdAt]),
});

export const affiliatesCsv = (rows: AdminAffiliate[]): CsvTable => ({
  header: ['id', 'first_name', 'last_name', 'email', 'company_name', 'created_at'],
  rows: rows.map((a) => [a.id, a.firstName, a.lastName, a.email, a.companyName, a.createdAt]),
});

export const activityCsv = (rows: ActivityDay[]): CsvTable => ({
  header: ['day', 'bookings', 'approvals', 'rejections', 'fees', 'payouts'],
  rows: rows.map((d) => [d.day, d.bookings, d.approvals, d.rejections, money(d.feesCents), money(d.payoutsCents)]),
});
