import type { LedgerJournal } from '@leadledger/contracts/admin';
import type { AsOfJournalRow } from '../../../projections/ledger/ledger-as-of.queries';
import { cents } from '../shared/paging';

/** Journal rows (one per line, newest journal first) grouped back into journals, order kept. */
export function journalsOf(rows: readonly AsOfJournalRow[], streams: ReadonlyMap<string, string>): LedgerJournal[] {
  const journals = new Map<string, LedgerJournal>();
  for (const r of rows) {
    let journal = journals.get(r.journal_id);
    if (!journal) {
      // A journal's stream is its event's, known to the event log; one not logged yet shows none.
      journal = { journalId: r.journal_id, eventId: r.event_id, eventType: r.event_type, streamId: streams.get(r.event_id) ?? '', recordedAt: r.recorded_at.toISOString(), lines: [] };
      journals.set(r.journal_id, journal);
    }
    journal.lines.push({ journalId: r.journal_id, line: r.line, account: r.account, amountCents: cents(r.amount_cents), eventId: r.event_id });
  }
  return [...journals.values()];
}
