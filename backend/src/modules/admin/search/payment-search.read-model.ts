import { Inject, Injectable } from '@nestjs/common';
import type { AdminSearchGroup, AdminSearchResult } from '@leadledger/contracts/admin-search';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../infrastructure/database/database.tokens';
import { cents, isUuid } from '../shared/paging';
import { fullName, joinParts, processorResult, type ProcessorRow, subjectOfStream } from './search-results';
import { GROUP_LIMIT, type SearchTerms } from './search-terms';

/*
 * Processor ids (`ch_`, `re_`, `tr_`) from the `processor_records` read model, which names the
 * stream of each charge, refund and payout transfer (docs/architecture/ledger.md), and a payout by
 * its own id from `payout_list`. Reads only.
 */
const RECORDS_SQL = `
  SELECT type, stream_id, recorded_at, processor_id, amount_cents FROM processor_records
  WHERE processor_id ILIKE $1
  ORDER BY recorded_at DESC, position DESC LIMIT ${GROUP_LIMIT + 1}`;

const PAYOUT_SQL = `SELECT id, affiliate_id, amount_cents, status, processor_transfer_id, created_at FROM payout_list WHERE id = $1`;

const CALLS_SQL = `
  SELECT c.id, c.customer_name, p.name AS program_name FROM call_list c LEFT JOIN program_list p ON p.id = c.program_id
  WHERE c.id = ANY($1::uuid[])`;

const AFFILIATES_SQL = `SELECT id, first_name, last_name, email FROM users WHERE id = ANY($1::uuid[])`;

@Injectable()
export class PaymentSearchReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async search(terms: SearchTerms): Promise<AdminSearchGroup> {
    const { rows } = await this.pool.query<ProcessorRow>(RECORDS_SQL, [terms.contains]);
    const payout = terms.uuid ? (await this.pool.query(PAYOUT_SQL, [terms.uuid])).rows[0] : undefined;
    const subjects = [...rows.map((r) => subjectOfStream(r.stream_id)), payout && { kind: 'affiliate', id: payout.affiliate_id as string }];
    const about = await this.describe(subjects.filter((s): s is { kind: string; id: string } => !!s && isUuid(s.id)));
    const results: AdminSearchResult[] = rows.slice(0, GROUP_LIMIT).flatMap((r) => {
      const subject = subjectOfStream(r.stream_id);
      return processorResult(r, subject ? (about.get(subject.id) ?? null) : null) ?? [];
    });
    if (payout) {
      results.push({
        title: `Payout ${payout.id}`,
        subtitle: joinParts(about.get(payout.affiliate_id), payout.status, payout.processor_transfer_id),
        amountCents: cents(payout.amount_cents),
        at: new Date(payout.created_at).toISOString(),
        opens: { kind: 'affiliate', id: payout.affiliate_id },
      });
    }
    results.sort((a, b) => b.at.localeCompare(a.at));
    return { kind: 'payments', results: results.slice(0, GROUP_LIMIT), hasMore: rows.length > GROUP_LIMIT || results.length > GROUP_LIMIT };
  }

  /** A line about each call or affiliate a movement belongs to, keyed by its id. */
  private async describe(subjects: { kind: string; id: string }[]): Promise<Map<string, string>> {
    const ids = (kind: string) => [...new Set(subjects.filter((s) => s.kind === kind).map((s) => s.id))];
    const [calls, affiliates] = await Promise.all([
      ids('call').length ? this.pool.query(CALLS_SQL, [ids('call')]) : { rows: [] },
      ids('affiliate').length ? this.pool.query(AFFILIATES_SQL, [ids('affiliate')]) : { rows: [] },
    ]);
    return new Map<string, string>([
      ...calls.rows.map((r): [string, string] => [r.id, joinParts(`Call with ${r.customer_name}`, r.program_name)]),
      ...affiliates.rows.map((r): [string, string] => [r.id, joinParts(fullName(r), r.email)]),
    ]);
  }
}
