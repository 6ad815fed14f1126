import { PAYOUT_FEE_CENTS } from '../../domain/affiliate-wallet/affiliate-wallet.decide';
import { Inject, Injectable } from '@nestjs/common';
import type { EarningsSummary, EarningsWeek, Payout, PayoutStatus } from '@leadledger/contracts/payout';
import type { Pool } from 'pg';
import { affiliatePayable, PROCESSOR_CLEARING } from '../../domain/ledger/ledger.accounts';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { dollarString } from '../merchant-billing/dollar-string';

const DAY_MS = 86_400_000;
export const WEEKS_SHOWN = 12;

/** payout_list's statuses as docs/product/screen-states.md, Payout status labels, labels them: in flight "Processing", done "Initiated", failed "failed". */
const STATUS: Record<string, PayoutStatus> = { requested: 'processing', completed: 'completed', failed: 'failed' };

/** The UTC Sunday starting the week of `now`. */
export function weekStartOf(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - now.getUTCDay() * DAY_MS);
}

/**
 * The affiliate's money as the payout screens show it (issue 5 bar: every figure is the server's
 * and matches the ledger). Always scoped to the caller.
 */
@Injectable()
export class EarningsReadModel {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * totalEarnings: commissions credited minus clawed back, from the affiliate's ledger payable;
   * paidThisMonth: what reached the debit card this UTC calendar month: the processor-clearing
   *   lines of the affiliate's completed payouts, so net of each payout's fee (the gross once
   *   showed here while less was sent);
   * pendingAmount: commissions of the affiliate's calls still pending; available: the wallet.
   */
  async summary(affiliateId: string): Promise<EarningsSummary> {
    const now = this.clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const { rows } = await this.pool.query(
      `SELECT
         (SELECT coalesce(-sum(amount_cents), 0) FROM ledger_entries
            WHERE account = $2 AND event_type IN ('CommissionCredited', 'CommissionClawedBack'))::bigint AS earned,
         (SELECT coalesce(-sum(amount_cents), 0) FROM ledger_entries
            WHERE account = '${PROCESSOR_CLEARING}' AND event_type = 'PayoutCompleted'
              AND event_id IN (SELECT event_id FROM ledger_entries WHERE account = $2 AND event_type = 'PayoutCompleted' AND recorded_at >= $3))::bigint AS paid_this_month,
         (SELECT coalesce(sum(payout_cents), 0) FROM call_list WHERE affiliate_id = $1 AND status = 'pending')::bigint AS pending,
         (SELECT coalesce(max(available_cents), 0) FROM wallet_balances WHERE affiliate_id = $1)::bigint AS available`,
      [affiliateId, affiliatePayable(affiliateId), monthStart],
    );
    const r = rows[0];
    return {
      totalEarnings: dollarString(r.earned),
      pendingAmount: dollarString(r.pending),
      paidThisMonth: dollarString(r.paid_this_month),
      availableAmount: dollarString(r.available),
      availableCents: Number(r.available),
      payoutFee: dollarString(PAYOUT_FEE_CENTS),
      // What the wallet decider would pay out now: the whole balance minus the fee, or nothing.
      netIfCollected: dollarString(Math.max(0, Number(r.available) - PAYOUT_FEE_CENTS)),
    };
  }

  /**
   * Earnings per week (Sunday start, UTC), the last 12 weeks oldest first, empty weeks as 0: the
   * affiliate's payable in the ledger, commissions credited less commissions clawed back, so the
   * weeks add up to Total Earnings (the chart once counted credits only and showed more).
   */
  async weekly(affiliateId: string): Promise<EarningsWeek[]> {
    const thisWeek = weekStartOf(this.clock.now()).getTime();
    const first = thisWeek - (WEEKS_SHOWN - 1) * 7 * DAY_MS;
    const { rows } = await this.pool.query<{ week: number; net: string; clawed: string }>(
      `SELECT floor((extract(epoch FROM recorded_at) * 1000 - $2) / $3)::int AS week,
              (-sum(amount_cents))::bigint AS net,
              coalesce(sum(amount_cents) FILTER (WHERE event_type = 'CommissionClawedBack'), 0)::bigint AS clawed
       FROM ledger_entries WHERE account = $1 AND event_type IN ('CommissionCredited', 'CommissionClawedBack') AND recorded_at >= $4 GROUP BY 1`,
      [affiliatePayable(affiliateId), first, 7 * DAY_MS, new Date(first)],
    );
    const byWeek = new Map(rows.map((r) => [Number(r.week), { net: Number(r.net), clawed: Number(r.clawed) }]));
    return Array.from({ length: WEEKS_SHOWN }, (_, i) => ({
      weekStart: new Date(first + i * 7 * DAY_MS).toISOString().slice(0, 10),
      earned: (byWeek.get(i)?.net ?? 0) / 100,
      clawedBack: (byWeek.get(i)?.clawed ?? 0) / 100,
    }));
  }

  /** Newest first. */
  async payouts(affiliateId: string): Promise<Payout[]> {
    const { rows } = await this.pool.query(
      `SELECT id, amount_cents, revenue_cents, fee_cents, status, failure_reason, created_at FROM payout_list
       WHERE affiliate_id = $1 ORDER BY created_at DESC, id`,
      [affiliateId],
    );
    return rows.map((r) => ({
      id: r.id,
      amount: Number(r.amount_cents) / 100,
      revenueAmount: Number(r.revenue_cents) / 100,
      fee: Number(r.fee_cents) / 100,
      status: STATUS[r.status] ?? 'pending',
      failureReason: r.failure_reason,
      createdAt: r.created_at.toISOString(),
    }));
  }
}
