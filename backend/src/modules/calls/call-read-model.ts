import { Inject, Injectable } from '@nestjs/common';
import type { AffiliateReferral, AffiliateStats, Call, CallStatus, DecisionDeadline, RejectionReason } from '@leadledger/contracts/call';
import type { Pool } from 'pg';
import { disputeDeadline } from '../../domain/call/call-dispute.decide';
import { platformFeeCents } from '../../domain/call/call.decide';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { dollarString } from '../merchant-billing/dollar-string';
import { centsToDollars } from '../programs/program-read-model';
import { DISPUTE_COLUMNS, DISPUTE_JOIN, toDisputeSummary } from './dispute-columns';

/** An instant as the API's ISO string, made by PostgreSQL: parsing thousands of timestamps into Dates was most of the pending list's time. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The decision deadline's columns (docs/product/decision-deadlines.md), read by `toDecision`. */
const DECISION_COLUMNS = `${iso('c.decision_due_at')} AS decision_due_at, c.decision_policy, ${iso('c.escalated_at')} AS escalated_at, c.escalation_reason, c.approved_by, c.rejected_by, c.no_show_report`;

/** Only what `toCall` reads (the merchant's pending list is benchmarked at 2,000 rows: issue 6). */
const CALL_COLUMNS = `
  c.id, c.customer_name, c.customer_email, c.customer_phone, c.customer_company, ${iso('c.scheduled_at')} AS scheduled_at,
  ${iso('c.booked_at')} AS booked_at, c.payout_cents, c.fee_cents, c.status, c.approval_in_progress, c.last_decline_reason,
  c.rejection_reason, c.rejection_note, c.source, c.meeting_link, ${DECISION_COLUMNS}, c.quality_score, c.quality_signals,
  a.first_name AS affiliate_first_name, a.last_name AS affiliate_last_name, p.name AS program_name, p.referral_code`;
const CALL_FROM = `
  FROM call_list c
  JOIN users a ON a.id = c.affiliate_id
  JOIN program_list p ON p.id = c.program_id`;
/** The call flagged as this one's duplicate, if of the same merchant, as `d` with its affiliate `da`. */
const DUPLICATE_COLUMNS = `d.id AS duplicate_id, ${iso('d.scheduled_at')} AS duplicate_scheduled_at, da.first_name AS duplicate_first_name, da.last_name AS duplicate_last_name`;
const DUPLICATE_JOIN = `
  LEFT JOIN call_list d ON d.id = c.duplicate_of AND d.merchant_id = c.merchant_id
  LEFT JOIN users da ON da.id = d.affiliate_id`;
/**
 * The pending list looks the duplicate up by primary key for each call instead. As a join, the
 * merchant filter reached `d` and the planner hashed every call of the merchant (20,000 for the
 * big one) to find the few duplicates of its pending tenth: about a third of the list's time
 * (docs/operations/benchmarks.md, Admin). OFFSET 0 keeps PostgreSQL from flattening the subquery
 * back into that join. The history, most of the merchant's calls, is faster with the hash.
 */
const DUPLICATE_LOOKUP = `
  LEFT JOIN LATERAL (
    SELECT ${DUPLICATE_COLUMNS} FROM call_list d LEFT JOIN users da ON da.id = d.affiliate_id
    WHERE d.id = c.duplicate_of AND d.merchant_id = c.merchant_id
    OFFSET 0
  ) dup ON true`;
/** Pending calls are never disputed (only approved and rejected ones are), so `pending` skips the join. */
const PENDING_CALLS = `${CALL_COLUMNS}, dup.* ${CALL_FROM} ${DUPLICATE_LOOKUP}`;
const DECIDED_CALLS = `${CALL_COLUMNS}, ${DUPLICATE_COLUMNS}, ${DISPUTE_COLUMNS} ${CALL_FROM} ${DUPLICATE_JOIN} ${DISPUTE_JOIN}`;

/** Reads of `call_list`, always scoped to the caller (docs/architecture/overview.md, Security). */
@Injectable()
export class CallReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async pending(merchantId: string): Promise<Call[]> {
    const { rows } = await this.pool.query(`SELECT ${PENDING_CALLS} WHERE c.merchant_id = $1 AND c.status = 'pending' ORDER BY c.scheduled_at, c.id`, [merchantId]);
    return rows.map(toCall);
  }

  async history(merchantId: string): Promise<Call[]> {
    const { rows } = await this.pool.query(
      `SELECT ${DECIDED_CALLS} WHERE c.merchant_id = $1 AND c.status IN ('approved', 'rejected') ORDER BY c.decided_at DESC NULLS LAST, c.id`,
      [merchantId],
    );
    return rows.map(toCall);
  }

  async byIdForMerchant(callId: string, merchantId: string): Promise<Call | null> {
    const { rows } = await this.pool.query(`SELECT ${DECIDED_CALLS} WHERE c.id = $1 AND c.merchant_id = $2`, [callId, merchantId]);
    return rows[0] ? toCall(rows[0]) : null;
  }

  /** A canceled booking is not a referral the affiliate can earn from; it is left out. */
  async forAffiliate(affiliateId: string): Promise<AffiliateReferral[]> {
    const { rows } = await this.pool.query(
      `SELECT c.id, c.customer_name, c.scheduled_at, c.booked_at, c.payout_cents, c.status, c.rejection_reason, c.rejection_note, p.name AS program_name, ${DECISION_COLUMNS}, ${DISPUTE_COLUMNS}
       FROM call_list c JOIN program_list p ON p.id = c.program_id ${DISPUTE_JOIN}
       WHERE c.affiliate_id = $1 AND c.status <> 'canceled'
       ORDER BY c.booked_at DESC, c.id`,
      [affiliateId],
    );
    return rows.map((r) => ({
      id: r.id,
      customerName: r.customer_name,
      programName: r.program_name,
      scheduledAt: r.scheduled_at.toISOString(),
      payoutAmount: centsToDollars(r.payout_cents),
      status: r.status as CallStatus,
      rejectionReason: r.rejection_reason as RejectionReason | null,
      rejectionNote: r.rejection_note,
      bookedAt: r.booked_at.toISOString(),
      dispute: toDisputeSummary(r),
      disputeDeadline: deadlineOf(r.booked_at.toISOString()),
      decision: toDecision(r),
    }));
  }

  /** docs/product/api.md, Affiliate stats; earnings are the commissions of approved calls. */
  async statsForAffiliate(affiliateId: string): Promise<AffiliateStats> {
    const { rows } = await this.pool.query(
      `SELECT count(*) FILTER (WHERE status <> 'canceled')::int AS total,
              count(*) FILTER (WHERE status = 'approved')::int AS approved,
              count(*) FILTER (WHERE status = 'pending')::int AS pending,
              coalesce(sum(payout_cents) FILTER (WHERE status = 'approved'), 0)::bigint AS earned
       FROM call_list WHERE affiliate_id = $1`,
      [affiliateId],
    );
    const r = rows[0];
    return { totalReferrals: r.total, approvedCalls: r.approved, pendingCalls: r.pending, totalEarnings: dollarString(r.earned) };
  }
}

const fullName = (first: string | null, last: string | null): string => [first, last].filter(Boolean).join(' ');

/** Dollars only at this edge; the fee is the server's own rounding (platformFeeCents). */
export function toCall(r: Record<string, any>): Call {
  const payoutCents = Number(r.payout_cents);
  const feeCents = r.fee_cents === null || r.fee_cents === undefined ? platformFeeCents(payoutCents) : Number(r.fee_cents);
  return {
    id: r.id,
    customerName: r.customer_name,
    customerEmail: r.customer_email,
    customerPhone: r.customer_phone,
    customerCompany: r.customer_company,
    affiliateName: fullName(r.affiliate_first_name, r.affiliate_last_name),
    affiliateReferralCode: r.referral_code,
    programName: r.program_name,
    scheduledAt: r.scheduled_at,
    bookedAt: r.booked_at,
    payoutAmount: centsToDollars(payoutCents),
    platformFee: centsToDollars(feeCents),
    chargeAmount: centsToDollars(payoutCents + feeCents),
    status: r.status as CallStatus,
    approvalInProgress: r.approval_in_progress,
    lastDeclineReason: r.last_decline_reason,
    rejectionReason: r.rejection_reason,
    rejectionNote: r.rejection_note,
    duplicateOf: r.duplicate_id
      ? { callId: r.duplicate_id, scheduledAt: r.duplicate_scheduled_at, affiliateName: fullName(r.duplicate_first_name, r.duplicate_last_name) }
      : null,
    source: r.source,
    meetingLink: r.meeting_link,
    quality: r.quality_score === null || r.quality_score === undefined ? null : { score: r.quality_score, signals: r.quality_signals ?? [] },
    dispute: toDisputeSummary(r),
    disputeDeadline: deadlineOf(r.booked_at),
    calendlyNoShow: r.no_show_report ?? null,
    decision: toDecision(r),
  };
}

function toDecision(r: Record<string, any>): DecisionDeadline {
  return {
    dueAt: r.decision_due_at,
    onDeadline: r.decision_policy,
    escalatedAt: r.escalated_at,
    escalationReason: r.escalation_reason,
    approvedBy: r.status === 'approved' ? (r.approved_by ?? 'merchant') : null,
    // A rejection has a reason; a refund after an upheld dispute, which also leaves the call rejected, has none.
    rejectedBy: r.status === 'rejected' && r.rejection_reason ? (r.rejected_by ?? 'merchant') : null,
  };
}

/** The booking + 30 days (docs/product/money.md, Disputes): the last instant a dispute may be raised, as the decider checks it. */
function deadlineOf(bookedAt: string): string {
  return new Date(disputeDeadline(bookedAt)).toISOString();
}
