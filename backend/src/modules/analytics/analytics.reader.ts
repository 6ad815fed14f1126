import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { MerchantAnalytics } from '@leadledger/contracts/analytics';
import type { Pool } from 'pg';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { affiliateNoShowCounts } from '../../projections/reputation/reputation.queries';
import { buildAnalytics, type CallCountRow, type SpendRow } from './analytics-figures';
import { noShowsOf } from './analytics-no-shows';
import { analyticsPeriod, presetPeriod, todayIn } from './analytics-period';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The period's bounds in the merchant's zone: $2 first day, $3 last day (inclusive), $4 zone. */
const IN_PERIOD = (column: string) => `${column} >= ($2::date::timestamp AT TIME ZONE $4) AND ${column} < (($3::date + 1)::timestamp AT TIME ZONE $4)`;
const WEEK = (column: string) => `to_char(date_trunc('week', ${column} AT TIME ZONE $4), 'YYYY-MM-DD')`;

/**
 * Merchant analytics from the read models (call list and statement): two grouped queries, folded
 * by a pure function (analytics-figures.ts). A read model may be a moment behind; analytics is the
 * one screen where that is fine.
 */
@Injectable()
export class AnalyticsReader {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async forMerchant(merchantId: string, query: { period?: unknown; from?: unknown; to?: unknown; programId?: unknown }): Promise<MerchantAnalytics> {
    const { rows: merchants } = await this.pool.query(`SELECT time_zone FROM users WHERE id = $1 AND role = 'merchant'`, [merchantId]);
    if (!merchants[0]) throw new NotFoundException('Merchant not found.');
    const timeZone: string = merchants[0].time_zone || 'UTC';
    const today = todayIn(this.clock.now(), timeZone);
    const period = query.period !== undefined && query.period !== '' ? presetPeriod(query.period, today) : analyticsPeriod(query.from, query.to, today);
    const { rows: programRows } = await this.pool.query(`SELECT id, name FROM program_list WHERE merchant_id = $1 ORDER BY archived_at IS NOT NULL, name`, [merchantId]);
    const programId = typeof query.programId === 'string' && query.programId !== '' ? query.programId : null;
    if (programId !== null && (!UUID.test(programId) || !programRows.some((p) => p.id === programId))) throw new NotFoundException('Program not found.');
    const args = [merchantId, period.from, period.to, timeZone, programId];
    const onlyProgram = `AND ($5::uuid IS NULL OR c.program_id = $5::uuid)`;
    const [calls, spend, noShows] = await Promise.all([
      this.pool.query(
        `SELECT c.program_id, c.affiliate_id, ${WEEK('c.booked_at')} AS week, count(*)::int AS booked,
                count(*) FILTER (WHERE c.status = 'approved')::int AS approved, count(*) FILTER (WHERE c.status = 'rejected')::int AS rejected,
                count(*) FILTER (WHERE c.status = 'pending')::int AS pending, count(*) FILTER (WHERE c.status = 'canceled')::int AS canceled
         FROM call_list c WHERE c.merchant_id = $1 AND ${IN_PERIOD('c.booked_at')} ${onlyProgram}
         GROUP BY 1, 2, 3`,
        args,
      ),
      this.pool.query(
        `SELECT c.program_id, c.affiliate_id, ${WEEK('s.occurred_at')} AS week,
                sum(CASE s.kind WHEN 'charge' THEN s.amount_cents WHEN 'refund' THEN -s.amount_cents ELSE 0 END)::bigint AS spend
         FROM merchant_statement s JOIN call_list c ON c.id = s.call_id
         WHERE s.merchant_id = $1 AND s.kind <> 'declined' AND ${IN_PERIOD('s.occurred_at')} ${onlyProgram}
         GROUP BY 1, 2, 3`,
        args,
      ),
      affiliateNoShowCounts(this.pool, merchantId, { ...period, timeZone, programId }),
    ]);
    const affiliateIds = [...new Set([...[...calls.rows, ...spend.rows].map((r) => r.affiliate_id as string), ...noShows.map((r) => r.affiliateId)])];
    const { rows: people } = await this.pool.query(`SELECT id, trim(concat_ws(' ', first_name, last_name)) AS name FROM users WHERE id = ANY($1::uuid[])`, [affiliateIds]);
    const callRows: CallCountRow[] = calls.rows.map((r) => ({ programId: r.program_id, affiliateId: r.affiliate_id, week: r.week, booked: r.booked, approved: r.approved, rejected: r.rejected, pending: r.pending, canceled: r.canceled }));
    const spendRows: SpendRow[] = spend.rows.map((r) => ({ programId: r.program_id, affiliateId: r.affiliate_id, week: r.week, spendCents: Number(r.spend) }));
    const names = new Map(people.map((p) => [p.id as string, p.name as string]));
    const built = buildAnalytics(callRows, spendRows, period, { programs: new Map(programRows.map((p) => [p.id as string, p.name as string])), affiliates: names });
    return { ...period, timeZone, programId, ...built, noShows: noShowsOf(noShows, names), programOptions: programRows.map((p) => ({ id: p.id, name: p.name })) };
  }
}
