import type { LedgerLine } from '@leadledger/contracts/admin';
import type { Pool } from 'pg';
import { cents } from '../shared/paging';

/** The ledger lines written by these events (journal id = event id, docs/architecture/ledger.md), by event id. */
export async function ledgerLinesByEvent(pool: Pool, eventIds: string[]): Promise<Map<string, LedgerLine[]>> {
  const byEvent = new Map<string, LedgerLine[]>();
  if (eventIds.length === 0) return byEvent;
  const { rows } = await pool.query(
    `SELECT journal_id, line, account, amount_cents, event_id FROM ledger_entries WHERE event_id = ANY($1::uuid[]) ORDER BY journal_id, line`,
    [eventIds],
  );
  for (const r of rows) {
    const line: LedgerLine = { journalId: r.journal_id, line: r.line, account: r.account, amountCents: cents(r.amount_cents), eventId: r.event_id };
    byEvent.set(r.event_id, [...(byEvent.get(r.event_id) ?? []), line]);
  }
  return byEvent;
}
