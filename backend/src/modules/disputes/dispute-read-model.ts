import { Inject, Injectable } from '@nestjs/common';
import type { AdminDispute, DisputeSummary } from '@leadledger/contracts/dispute';
import type { Pool } from 'pg';
import { platformFeeCents } from '../../domain/call/call.decide';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { DISPUTE_COLUMNS, toDisputeSummary } from '../calls/dispute-columns';

export type DisputeQueueFilter = 'open' | 'resolved' | 'all';

/** `resolving` belongs to the open queue: the admin upheld it, but it is not over until the processor answers. */
const FILTERS: Record<DisputeQueueFilter, string> = {
  open: `dl.status IN ('open', 'resolving') ORDER BY dl.raised_at, dl.id`,
  resolved: `dl.status IN ('upheld', 'denied') ORDER BY dl.resolved_at DESC, dl.id`,
  all: `true ORDER BY dl.raised_at DESC, dl.id`,
};

const ADMIN_ROWS = `
  SELECT ${DISPUTE_COLUMNS}, dl.call_id, dl.merchant_id, dl.affiliate_id, dl.resolved_by,
         c.status AS call_status, c.booked_at, c.payout_cents, c.fee_cents, c.customer_name, p.name AS program_name,
         r.first_name AS raiser_first, r.last_name AS raiser_last, m.first_name AS merchant_first, m.last_name AS merchant_last,
         m.company_name AS merchant_company, a.first_name AS affiliate_first, a.last_name AS affiliate_last,
         x.first_name AS resolver_first, x.last_name AS resolver_last
  FROM dispute_list dl
  JOIN call_list c ON c.id = dl.call_id
  JOIN program_list p ON p.id = dl.program_id
  JOIN users r ON r.id = dl.raised_by_user_id
  JOIN users m ON m.id = dl.merchant_id
  JOIN users a ON a.id = dl.affiliate_id
  LEFT JOIN users x ON x.id = dl.resolved_by`;

/** Reads of `dispute_list`: the admin queue (issue 6) and a dispute as its raiser sees it. */
@Injectable()
export class DisputeReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async queue(filter: DisputeQueueFilter): Promise<AdminDispute[]> {
    const { rows } = await this.pool.query(`${ADMIN_ROWS} WHERE ${FILTERS[filter]} LIMIT 1000`);
    return rows.map(toAdminDispute);
  }

  async forAdmin(disputeId: string): Promise<AdminDispute | null> {
    const { rows } = await this.pool.query(`${ADMIN_ROWS} WHERE dl.id = $1`, [disputeId]);
    return rows[0] ? toAdminDispute(rows[0]) : null;
  }

  /** The call a dispute is on, or null: an admin names disputes, the events live on the call. */
  async callOf(disputeId: string): Promise<string | null> {
    const { rows } = await this.pool.query(`SELECT call_id FROM dispute_list WHERE id = $1`, [disputeId]);
    return rows[0]?.call_id ?? null;
  }

  async summary(disputeId: string): Promise<DisputeSummary | null> {
    const { rows } = await this.pool.query(`SELECT ${DISPUTE_COLUMNS} FROM dispute_list dl WHERE dl.id = $1`, [disputeId]);
    return rows[0] ? toDisputeSummary(rows[0]) : null;
  }
}

const fullName = (first: string | null, last: string | null): string => [first, last].filter(Boolean).join(' ');

function toAdminDispute(r: Record<string, any>): AdminDispute {
  const payoutCents = Number(r.payout_cents);
  return {
    ...toDisputeSummary(r)!,
    callId: r.call_id,
    raisedByName: fullName(r.raiser_first, r.raiser_last),
    merchantId: r.merchant_id,
    // The admin knows merchants by their business (docs/product/api.md, User: companyName is shown to admins).
    merchantName: r.merchant_company || fullName(r.merchant_first, r.merchant_last),
    affiliateId: r.affiliate_id,
    affiliateName: fullName(r.affiliate_first, r.affiliate_last),
    programName: r.program_name,
    customerName: r.customer_name,
    callStatus: r.call_status,
    bookedAt: r.booked_at.toISOString(),
    payoutCents,
    feeCents: r.fee_cents === null ? platformFeeCents(payoutCents) : Number(r.fee_cents),
    // The admin's name, and only once the decision is final (like resolutionNote).
    resolvedBy: r.dispute_status === 'upheld' || r.dispute_status === 'denied' ? fullName(r.resolver_first, r.resolver_last) || r.resolved_by : null,
  };
}
