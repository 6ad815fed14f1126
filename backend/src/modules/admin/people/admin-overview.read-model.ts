import { Inject, Injectable } from '@nestjs/common';
import type { AdminOverview } from '@leadledger/contracts/admin';
import type { Pool } from 'pg';
import { CLOCK, type Clock } from '../../../infrastructure/clock/clock';
import { PG_POOL } from '../../../infrastructure/database/database.tokens';
import { ActivityReadModel } from '../charts/activity.read-model';
import { EventLogReadModel } from '../events/event-log.read-model';
import { startOfUtcDay } from '../shared/time-range';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The admin counts (docs/product/screens-and-routes.md, Roles and permissions) plus the last 7 days of activity and the newest events. */
@Injectable()
export class AdminOverviewReadModel {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly activity: ActivityReadModel,
    private readonly events: EventLogReadModel,
  ) {}

  async overview(): Promise<AdminOverview> {
    const now = this.clock.now();
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
    const { rows } = await this.pool.query(
      `SELECT count(*)::int AS users,
              count(*) FILTER (WHERE role = 'merchant')::int AS merchants,
              count(*) FILTER (WHERE role = 'affiliate')::int AS affiliates,
              count(*) FILTER (WHERE role = 'merchant' AND created_at > $1)::int AS merchants_today,
              count(*) FILTER (WHERE role = 'merchant' AND created_at > $2)::int AS merchants_week,
              count(*) FILTER (WHERE role = 'affiliate' AND created_at > $2)::int AS affiliates_week,
              (SELECT count(*) FROM dispute_list WHERE status IN ('open', 'resolving'))::int AS open_disputes
       FROM users`,
      [dayAgo, weekAgo],
    );
    const r = rows[0];
    // "The last 7 days" as whole UTC days: today and the six before, like the activity chart.
    const days = await this.activity.days({ from: startOfUtcDay(now, 6), to: startOfUtcDay(now, -1) });
    const sum = (pick: (d: (typeof days)[number]) => number) => days.reduce((total, d) => total + pick(d), 0);
    return {
      totalUsers: r.users,
      totalMerchants: r.merchants,
      totalAffiliates: r.affiliates,
      newMerchantsToday: r.merchants_today,
      merchantsThisWeek: r.merchants_week,
      affiliatesThisWeek: r.affiliates_week,
      recentActivity: {
        bookings: sum((d) => d.bookings),
        approvals: sum((d) => d.approvals),
        rejections: sum((d) => d.rejections),
        feesEarnedCents: sum((d) => d.feesCents),
        payoutsCents: sum((d) => d.payoutsCents),
        openDisputes: r.open_disputes,
      },
      recentEvents: await this.events.latest(10),
    };
  }
}
