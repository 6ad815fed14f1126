import { Inject, Injectable } from '@nestjs/common';
import type { LedgerAccountBalance, LedgerJournalPage } from '@leadledger/contracts/admin';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../infrastructure/database/database.tokens';
import { streamsOfEvents } from '../../../projections/audit/event-log.queries';
import { cents, pageOf } from '../shared/paging';
import { ledgerLinesByEvent } from './ledger-lines';

/** The ledger as finance browses it (docs/architecture/ledger.md): balances per account, journals per account. */
@Injectable()
export class LedgerExplorerReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async accounts(): Promise<LedgerAccountBalance[]> {
    const { rows } = await this.pool.query(
      `SELECT account, sum(amount_cents) AS balance, count(*)::int AS lines FROM ledger_entries GROUP BY account ORDER BY account`,
    );
    // The account's first segment is its kind: processor, affiliate, merchant or platform.
    return rows.map((r) => ({ account: r.account, kind: String(r.account).split(':')[0], balanceCents: cents(r.balance), lineCount: r.lines }));
  }

  /**
   * Journals that touch `account` (every journal without one), newest first; each with all its
   * lines (the other side too).
   */
  async journals(account: string | undefined, offset: number, limit: number): Promise<LedgerJournalPage> {
    // DISTINCT ON streams in the order of ledger_entries_account (account, recorded_at), or of
    // ledger_entries_recorded for the whole ledger: a page reads about offset + limit lines.
    const { rows } = await this.pool.query(
      `SELECT DISTINCT ON (recorded_at, journal_id) journal_id, event_id, event_type, recorded_at
       FROM ledger_entries WHERE ($1::text IS NULL OR account = $1)
       ORDER BY recorded_at DESC, journal_id DESC LIMIT $2 OFFSET $3`,
      [account ?? null, limit + 1, offset],
    );
    const page = pageOf(rows, limit);
    const eventIds = page.rows.map((r) => r.event_id as string);
    // Each journal's stream is its event's: the event log knows it (one door to the log,
    // docs/architecture/event-store.md); an event it has not logged yet shows no stream.
    const [lines, streams] = await Promise.all([ledgerLinesByEvent(this.pool, eventIds), streamsOfEvents(this.pool, eventIds)]);
    return {
      hasMore: page.hasMore,
      rows: page.rows.map((r) => ({
        journalId: r.journal_id,
        eventId: r.event_id,
        eventType: r.event_type,
        streamId: streams.get(r.event_id) ?? '',
        recordedAt: r.recorded_at.toISOString(),
        lines: lines.get(r.event_id) ?? [],
      })),
    };
  }
}
