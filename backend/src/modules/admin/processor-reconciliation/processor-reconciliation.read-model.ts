import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { ProcessorReconciliation } from '@leadledger/contracts/admin-processor-reconciliation';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../../../infrastructure/event-store/event-store.port';
import { PaymentError } from '../../../infrastructure/payments/payments.errors';
import { PAYMENT_PROCESSOR, type BalancePeriod, type BalanceTransaction, type PaymentProcessor } from '../../../infrastructure/payments/payments.port';
import { processorRecordsSql } from '../../../projections/processor-records/processor-records.sql';
import { cents } from '../shared/paging';
import { PROCESSOR_EVENT_KIND } from '../reconciliation/reconciliation.match';
import { type LedgerMovement, type ProcessorLine, matchProcessorRecords, processorReport } from './processor-reconciliation.match';
import { nameUnmatched } from './processor-reconciliation.names';

/**
 * Both sides are read a day wider than the period: the processor stamps a movement before we
 * record its answer, and the sweeper may record it much later (docs/architecture/money-movements.md),
 * so a pair straddling midnight is matched and reported once, in the period of our record.
 */
const MARGIN_MS = 24 * 60 * 60 * 1000;

/**
 * Reconciliation against the processor's books (docs/architecture/ledger.md): the processor's
 * balance transactions through the payments port, our movements from the `processor_records`
 * read model with their journals. A movement in flight (charged, answer not yet recorded) shows
 * as the processor's only until the sweeper records it: that is what finance should see.
 */
@Injectable()
export class ProcessorReconciliationReadModel {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Every line of the period, matched ones included (the CSV), and the report the page shows. */
  async reconcile(days: { from: string; to: string }, period: BalancePeriod): Promise<{ report: ProcessorReconciliation; lines: ProcessorLine[] }> {
    const wide = { from: new Date(period.from.getTime() - MARGIN_MS), to: new Date(period.to.getTime() + MARGIN_MS) };
    const [processor, ours] = await Promise.all([this.processorBooks(wide), this.ledgerMovements(wide)]);
    const matching = matchProcessorRecords(processor, ours, period.from, period.to);
    const lines = await nameUnmatched(this.store, matching.lines, new Map(ours.map((m) => [m.eventId, m.streamId])));
    const report = processorReport({ ...matching, lines });
    return { report: { from: days.from, to: days.to, processorMode: this.processor.mode, ...report }, lines };
  }

  private async processorBooks(period: BalancePeriod): Promise<BalanceTransaction[]> {
    try {
      return await this.processor.listBalanceTransactions(period);
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      throw new ServiceUnavailableException({ message: `The payment processor did not give its records (${error.message}). Try again in a minute.`, code: 'ProcessorSilent' });
    }
  }

  private async ledgerMovements(period: BalancePeriod): Promise<LedgerMovement[]> {
    const { rows } = await this.pool.query(processorRecordsSql('AND p.recorded_at >= $1 AND p.recorded_at < $2'), [period.from, period.to]);
    return rows.map((r) => {
      const kind = PROCESSOR_EVENT_KIND[r.type];
      // Without a journal, what the event says it moved stands for the ledger (the other tab flags the missing journal).
      const stated = r.amount_cents === null ? 0 : cents(r.amount_cents);
      const ledgerCents = r.has_journal ? cents(r.clearing_cents) : kind === 'charge' ? stated : -stated;
      return { kind, processorId: r.processor_id || null, ledgerCents, eventId: r.event_id, streamId: r.stream_id, recordedAt: (r.recorded_at as Date).toISOString() };
    });
  }
}
