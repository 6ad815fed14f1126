import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { copyRows } from '../runner/copy-rows';
import type { Projection } from '../runner/projection';
import { ledgerRows } from './ledger-entries.rows';

/**
 * `ledger_entries` (docs/architecture/ledger.md), one insert per batch. Idempotent per event: a journal already
 * written is left as it is (the table refuses updates; a rebuild builds a new copy and swaps it in,
 * docs/decisions/0003-app-database-role.md). The deferred
 * trigger checks at commit that every journal sums to zero.
 */
export class LedgerEntriesProjection implements Projection {
  readonly name = 'ledger';
  readonly tables = ['ledger_entries'];
  readonly eventTypes = ['MerchantCharged', 'CommissionCredited', 'PayoutCompleted', 'ChargeRefunded', 'CommissionClawedBack'] as const;
  /**
   * `load` is one COPY of new journals: the copy's key is built after it. Journal ids are random,
   * so the key kept up row by row was written all over its btree (docs/operations/benchmarks.md,
   * Keys after the load).
   */
  readonly loadOnlyAppends = true as const;

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    const rows = events.flatMap(ledgerRows);
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO ledger_entries (journal_id, line, account, amount_cents, event_id, event_type, recorded_at)
       SELECT * FROM unnest($1::uuid[], $2::int[], $3::text[], $4::bigint[], $5::uuid[], $6::text[], $7::timestamptz[])
       ON CONFLICT (journal_id, line) DO NOTHING`,
      [
        rows.map((r) => r.journalId),
        rows.map((r) => r.line),
        rows.map((r) => r.account),
        rows.map((r) => r.amountCents),
        rows.map((r) => r.eventId),
        rows.map((r) => r.eventType),
        rows.map((r) => r.recordedAt),
      ],
    );
  }

  /**
   * A rebuild's new copy: the same rows, by COPY (no journal of these events is in the copy yet).
   * The copy gets its balance guard once loaded, and the swap checks every journal of it first
   * (shadow-tables.ts, docs/architecture/ledger.md).
   */
  async load(events: StoredEvent[], tx: PoolClient): Promise<void> {
    const rows = events.flatMap(ledgerRows);
    await copyRows(tx, 'ledger_entries', ['journal_id', 'line', 'account', 'amount_cents', 'event_id', 'event_type', 'recorded_at'], rows.map((r) => [r.journalId, r.line, r.account, r.amountCents, r.eventId, r.eventType, r.recordedAt]));
  }
}
