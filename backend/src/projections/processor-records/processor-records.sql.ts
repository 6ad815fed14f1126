import { PROCESSOR_CLEARING } from '../../domain/ledger/ledger.accounts';
import { PROCESSOR_EVENT_TYPES } from './processor-records.rows';

/*
 * Reconciliation's reads of `processor_records`, each held against the ledger journal of the same
 * event (journal id = event id, docs/architecture/ledger.md). The table replaces reading `events` through a
 * partial index, which only the PostgreSQL store had (docs/architecture/event-store.md).
 */

/** Processor records with what their journal did; `extra` adds conditions on `p` ($1, $2...). */
export function processorRecordsSql(extra: string): string {
  return `
    SELECT p.position, p.event_id, p.type, p.stream_id, p.recorded_at, p.processor_id, p.amount_cents,
           j.lines > 0 AS has_journal, coalesce(j.clearing, 0) AS clearing_cents
    FROM processor_records p
    CROSS JOIN LATERAL (SELECT count(*) AS lines, sum(l.amount_cents) FILTER (WHERE l.account = '${PROCESSOR_CLEARING}') AS clearing
                        FROM ledger_entries l WHERE l.event_id = p.event_id) j
    WHERE true ${extra}`;
}

/** The same predicate as reconciliation.match.ts toProcessorRecord, for paging unmatched records in SQL. */
export const RECORD_MATCHES = `(has_journal AND coalesce(processor_id, '') <> '' AND amount_cents IS NOT NULL
  AND clearing_cents = CASE type WHEN 'MerchantCharged' THEN amount_cents ELSE -amount_cents END)`;

const PROCESSOR_TYPES = PROCESSOR_EVENT_TYPES.map((type) => `'${type}'`).join(', ');

/**
 * Clearing journals (recorded in $1..$2) whose event names no processor id: a type that is no
 * processor movement, or a movement whose record has none. A movement's journal whose record is
 * not there yet is left out: the two read models follow the log apart, and a record that has not
 * arrived is a moment's lag, not a journal without a processor record.
 */
export const STRAY_JOURNALS_SQL = `
  SELECT l.event_id, l.event_type, sum(l.amount_cents) AS clearing
  FROM ledger_entries l LEFT JOIN processor_records p ON p.event_id = l.event_id
  WHERE l.account = '${PROCESSOR_CLEARING}' AND l.recorded_at >= $1 AND l.recorded_at < $2
    AND (l.event_type NOT IN (${PROCESSOR_TYPES}) OR (p.event_id IS NOT NULL AND coalesce(p.processor_id, '') = ''))
  GROUP BY l.event_id, l.event_type`;
