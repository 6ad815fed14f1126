import { Inject, Injectable } from '@nestjs/common';
import type { AdminAffiliate, AdminMerchant } from '@leadledger/contracts/admin';
import type { Pool } from 'pg';
import type { AppConfig } from '../../../infrastructure/config/app-config';
import { CLOCK, type Clock } from '../../../infrastructure/clock/clock';
import { APP_CONFIG, PG_POOL } from '../../../infrastructure/database/database.tokens';
import { suspendedAmong } from '../../../projections/account-status/account-suspensions.queries';
import { subscriptionOf } from '../../billing/queries/get-subscription/subscription';

/**
 * Every merchant and affiliate (docs/product/screens-and-routes.md, Roles and permissions: name, email, company name, join time), newest first.
 * Programs count while not archived, affiliates while their membership is not removed, calls
 * unless the customer canceled them.
 */
@Injectable()
export class AdminPeopleReadModel {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async merchants(): Promise<AdminMerchant[]> {
    const { rows } = await this.pool.query(`
      SELECT u.id, u.first_name, u.last_name, u.email, u.company_name, u.created_at,
             coalesce(p.programs, 0)::int AS programs, coalesce(m.affiliates, 0)::int AS affiliates,
             coalesce(c.calls, 0)::int AS calls, coalesce(c.approved, 0)::int AS approved
      FROM users u
      LEFT JOIN (SELECT merchant_id, count(*) AS programs FROM program_list WHERE archived_at IS NULL GROUP BY merchant_id) p ON p.merchant_id = u.id
      LEFT JOIN (SELECT merchant_id, count(DISTINCT affiliate_id) AS affiliates FROM membership_list WHERE removed_at IS NULL GROUP BY merchant_id) m ON m.merchant_id = u.id
      LEFT JOIN (SELECT merchant_id, count(*) FILTER (WHERE status <> 'canceled') AS calls, count(*) FILTER (WHERE status = 'approved') AS approved
                 FROM call_list GROUP BY merchant_id) c ON c.merchant_id = u.id
      WHERE u.role = 'merchant'
      ORDER BY u.created_at DESC, u.id`);
    const now = this.clock.now();
    const suspended = await suspendedAmong(this.pool, rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      companyName: r.company_name,
      // The trial as the merchant's own billing page computes it (modules/billing).
      subscriptionStatus: subscriptionOf(r.created_at, this.config.trialDays, now).status,
      totalPrograms: r.programs,
      totalAffiliates: r.affiliates,
      totalCalls: r.calls,
      approvedCalls: r.approved,
      createdAt: r.created_at.toISOString(),
      suspended: suspended.has(r.id),
    }));
  }

  async affiliates(): Promise<AdminAffiliate[]> {
    const { rows } = await this.pool.query(
      `SELECT id, first_name, last_name, email, company_name, created_at FROM users WHERE role = 'affiliate' ORDER BY created_at DESC, id`,
    );
    const suspended = await suspendedAmong(this.pool, rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id, firstName: r.first_name, lastName: r.last_name, email: r.email, companyName: r.company_name, createdAt: r.created_at.toISOString(), suspended: suspended.has(r.id),
    }));
  }
}
