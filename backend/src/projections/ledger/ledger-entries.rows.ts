import { journalFor } from '../../domain/ledger/ledger.journals';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';

/** One `ledger_entries` row. The journal is the event: `journal_id` = event id, lines from 1. */
export type LedgerRow = {
  journalId: string;
  line: number;
  account: string;
  amountCents: number;
  eventId: string;
  eventType: string;
  recordedAt: Date;
};

/** The rows an event writes (pure); none for events that move no money. */
export function ledgerRows(event: StoredEvent): LedgerRow[] {
  const journal = journalFor(event);
  if (journal === null) return [];
  return journal.map((entry, i) => ({
    journalId: event.eventId,
    line: i + 1,
    account: entry.account,
    amountCents: entry.amountCents,
    eventId: event.eventId,
    eventType: event.type,
    recordedAt: event.recordedAt,
  }));
}
