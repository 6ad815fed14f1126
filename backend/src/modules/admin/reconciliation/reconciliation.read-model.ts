import { Inject, Injectable } from '@nestjs/common';
import type { ProcessorRecordPage, Reconciliation, ReconciliationPeriod } from '@leadledger/contracts/admin';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../infrastructure/database/database.tokens';
import { processorRecordsSql, RECORD_MATCHES, STRAY_JOURNALS_SQL } from '../../../projections/processor-records/processor-records.sql';
import { cents, pageOf } from '../shared/paging';
import type { TimeRange } from '../shared/time-range';
import { PROCESSOR_EVENT_KIND, type ProcessorRow, reconcile, toProcessorRecord } from './reconciliation.match';
import { reconciliationRows } from './reconciliation.rows';
import { DAILY_FIGURES_SQL, MERCHANT_ACCOUNTS_SQL } from './reconciliation.sql';

/**
 * Finance reconciliation (docs/architecture/ledger.md, issue 6): fees earned, refunded and net per UTC day or
 * month; processor ids against ledger journals; anything unmatched listed. Merchant accounts are
 * checked as they stand now, whatever the range. Processor ids come from the `processor_records`
 * read model, never from the event store's tables (docs/architecture/event-store.md).
 */
@Injectable()
export class ReconciliationReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async reconciliation(period: ReconciliationPeriod, range: TimeRange): Promise<Reconciliation> {
    const params = [range.from, range.to];
    const [figures, records, strays, accounts] = await Promise.all([
      this.pool.query(DAILY_FIGURES_SQL, params),
      this.pool.query(processorRecordsSql('AND p.recorded_at >= $1 AND p.recorded_at < $2'), params),
      this.pool.query(STRAY_JOURNALS_SQL, params),
      this.pool.query(MERCHANT_ACCOUNTS_SQL),
    ]);
    const days = figures.rows.map((r) => ({
      day: r.day as string,
      feesEarnedCents: cents(r.fees_earned),
      feesRefundedCents: cents(r.fees_refunded),
      payoutFeesCents: cents(r.payout_fees),
      chargesCents: cents(r.charges),
      refundsCents: cents(r.refunds),
      payoutsCents: cents(r.payouts),
    }));
    const matching = reconcile(
      records.rows.map(toProcessorRow),
      strays.rows.map((r) => ({ eventId: r.event_id, eventType: r.event_type, clearingCents: cents(r.clearing) })),
      accounts.rows.map((r) => ({ account: r.account, balanceCents: cents(r.balance), approvalInFlight: r.in_flight })),
    );
    return { period, ...reconciliationRows(days, period, range.from, range.to), ...matching };
  }

  /** Every processor record, newest first; with `unmatchedOnly` only those that do not match. */
  async records(offset: number, limit: number, unmatchedOnly: boolean): Promise<ProcessorRecordPage> {
    const { rows } = await this.pool.query(
      `SELECT * FROM (${processorRecordsSql('')}) r ${unmatchedOnly ? `WHERE NOT ${RECORD_MATCHES}` : ''}
       ORDER BY recorded_at DESC, position DESC LIMIT $1 OFFSET $2`,
      [limit + 1, offset],
    );
    const page = pageOf(rows, limit);
    return { rows: page.rows.map((r) => toProcessorRecord(toProcessorRow(r))), hasMore: page.hasMore };
  }
}

function toProcessorRow(r: Record<string, any>): ProcessorRow {
  return {
    kind: PROCESSOR_EVENT_KIND[r.type],
    processorId: r.processor_id ?? null,
    eventId: r.event_id,
    streamId: r.stream_id,
    recordedAt: r.recorded_at.toISOString(),
    amountCents: r.amount_cents === null ? null : cents(r.amount_cents),
    hasJournal: r.has_journal,
    clearingCents: cents(r.clearing_cents),
  };
}
