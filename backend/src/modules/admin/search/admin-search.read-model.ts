import { Inject, Injectable } from '@nestjs/common';
import type { AdminSearchGroup, AdminSearchResponse } from '@leadledger/contracts/admin-search';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../infrastructure/database/database.tokens';
import { pageOf } from '../shared/paging';
import { PaymentSearchReadModel } from './payment-search.read-model';
import { callResult, personResult, programResult } from './search-results';
import { GROUP_LIMIT, searchTerms, type SearchTerms } from './search-terms';

/*
 * Reads only: `users` (identity rows, not events) and the `call_list` and `program_list` read
 * models, as the console's people lists and timelines do. Every pattern is `%text%` with the
 * text's wildcards escaped (search-terms.ts), passed as a parameter, never spliced into SQL.
 */
const PEOPLE_SQL = `
  SELECT id, first_name, last_name, email, company_name, created_at FROM users
  WHERE role = $3 AND (id = $2 OR (first_name || ' ' || coalesce(last_name, '')) ILIKE $1 OR email ILIKE $1 OR company_name ILIKE $1)
  ORDER BY created_at DESC, id LIMIT ${GROUP_LIMIT + 1}`;

const CALLS_SQL = `
  SELECT c.id, c.customer_name, c.customer_email, c.status, c.booked_at, p.name AS program_name
  FROM call_list c LEFT JOIN program_list p ON p.id = c.program_id
  WHERE c.id = $2 OR c.customer_name ILIKE $1 OR c.customer_email ILIKE $1
  ORDER BY c.booked_at DESC, c.id LIMIT ${GROUP_LIMIT + 1}`;

const PROGRAMS_SQL = `
  SELECT p.id, p.name, p.referral_code, p.created_at, p.archived_at, u.company_name, u.first_name, u.last_name
  FROM program_list p LEFT JOIN users u ON u.id = p.merchant_id
  WHERE p.id = $2 OR p.name ILIKE $1 OR p.referral_code ILIKE $1
  ORDER BY p.created_at DESC, p.id LIMIT ${GROUP_LIMIT + 1}`;

/** One search over everything an admin may look up, grouped by kind, each group newest first. */
@Injectable()
export class AdminSearchReadModel {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly payments: PaymentSearchReadModel,
  ) {}

  async search(query: string): Promise<AdminSearchResponse> {
    const terms = searchTerms(query);
    const groups = await Promise.all([
      this.people(terms, 'merchant'),
      this.people(terms, 'affiliate'),
      this.calls(terms),
      this.programs(terms),
      this.payments.search(terms),
    ]);
    return { query, groups };
  }

  private async people(terms: SearchTerms, role: 'merchant' | 'affiliate'): Promise<AdminSearchGroup> {
    const { rows } = await this.pool.query(PEOPLE_SQL, [terms.contains, terms.uuid, role]);
    const page = pageOf(rows, GROUP_LIMIT);
    return { kind: role === 'merchant' ? 'merchants' : 'affiliates', results: page.rows.map((r) => personResult(role, r)), hasMore: page.hasMore };
  }

  private async calls(terms: SearchTerms): Promise<AdminSearchGroup> {
    const { rows } = await this.pool.query(CALLS_SQL, [terms.contains, terms.uuid]);
    const page = pageOf(rows, GROUP_LIMIT);
    return { kind: 'calls', results: page.rows.map(callResult), hasMore: page.hasMore };
  }

  private async programs(terms: SearchTerms): Promise<AdminSearchGroup> {
    const { rows } = await this.pool.query(PROGRAMS_SQL, [terms.contains, terms.uuid]);
    const page = pageOf(rows, GROUP_LIMIT);
    return { kind: 'programs', results: page.rows.map(programResult), hasMore: page.hasMore };
  }
}
