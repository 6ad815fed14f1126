import { Inject, Injectable } from '@nestjs/common';
import type { ActivityDay } from '@leadledger/contracts/admin';
import type { Pool } from 'pg';
import { COMMISSION_FEE_REVENUE, PROCESSOR_CLEARING } from '../../../domain/ledger/ledger.accounts';
import { PG_POOL } from '../../../infrastructure/database/database.tokens';
import { cents } from '../shared/paging';
import { dayKey, sumByPeriod, wholeDays } from '../shared/periods';
import type { TimeRange } from '../shared/time-range';

const KEYS = ['bookings', 'approvals', 'rejections', 'feesCents', 'payoutsCents'] as const;

/**
 * The activity chart, one row per UTC day. Counts come from the `activity_by_day` read model
 * (by the events' business time); money from the ledger (by recorded time): commission fees net of
 * refunds, and payouts as what left processor clearing (the net reaching the affiliates' cards).
 */
@Injectable()
export class ActivityReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async days(range: TimeRange): Promise<ActivityDay[]> {
    const { start, end } = wholeDays(range.from, range.to);
    const [counts, money] = await Promise.all([
      this.pool.query(
        `SELECT day::text AS day,
                coalesce(sum(event_count) FILTER (WHERE event_type = 'CallBooked'), 0)::bigint AS bookings,
                coalesce(sum(event_count) FILTER (WHERE event_type = 'CallApproved'), 0)::bigint AS approvals,
                coalesce(sum(event_count) FILTER (WHERE event_type = 'CallRejected'), 0)::bigint AS rejections
         FROM activity_by_day WHERE day >= $1::date AND day < $2::date AND event_type IN ('CallBooked', 'CallApproved', 'CallRejected')
         GROUP BY day`,
        [dayKey(start), dayKey(end)],
      ),
      this.pool.query(
        `SELECT to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
                coalesce(-sum(amount_cents) FILTER (WHERE account = $3), 0) AS fees,
                coalesce(-sum(amount_cents) FILTER (WHERE account = $4 AND event_type = 'PayoutCompleted'), 0) AS payouts
         FROM ledger_entries WHERE account IN ($3, $4) AND recorded_at >= $1 AND recorded_at < $2
         GROUP BY 1`,
        [start, end, COMMISSION_FEE_REVENUE, PROCESSOR_CLEARING],
      ),
    ]);
    const rows = [
      ...counts.rows.map((r) => ({ day: r.day as string, bookings: cents(r.bookings), approvals: cents(r.approvals), rejections: cents(r.rejections), feesCents: 0, payoutsCents: 0 })),
      ...money.rows.map((r) => ({ day: r.day as string, bookings: 0, approvals: 0, rejections: 0, feesCents: cents(r.fees), payoutsCents: cents(r.payouts) })),
    ];
    return sumByPeriod(rows, KEYS, 'day', start, end).map(({ period, ...figures }) => ({ day: period, ...figures }));
  }
}
