import { Inject, Injectable } from '@nestjs/common';
import type { EscalatedCall } from '@leadledger/contracts/escalation';
import type { Pool } from 'pg';
import { platformFeeCents } from '../../domain/call/call.fee';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { centsToDollars } from '../programs/program-read-model';

/** The admins' queue of calls whose decision deadline escalated them and that are still undecided, oldest first. */
@Injectable()
export class EscalatedCallsReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async queue(): Promise<EscalatedCall[]> {
    const { rows } = await this.pool.query(
      `SELECT c.id, c.customer_name, c.customer_email, c.merchant_id, c.scheduled_at, c.decision_due_at, c.escalated_at, c.escalation_reason,
              c.payout_cents, c.approval_in_progress, c.last_decline_reason, p.name AS program_name,
              coalesce(nullif(m.company_name, ''), concat_ws(' ', m.first_name, m.last_name)) AS merchant_name,
              concat_ws(' ', a.first_name, a.last_name) AS affiliate_name
         FROM call_list c
         JOIN program_list p ON p.id = c.program_id
         JOIN users m ON m.id = c.merchant_id
         JOIN users a ON a.id = c.affiliate_id
        WHERE c.status = 'pending' AND c.escalated_at IS NOT NULL
        ORDER BY c.escalated_at, c.id`,
    );
    return rows.map((r) => {
      const payoutCents = Number(r.payout_cents);
      return {
        id: r.id,
        customerName: r.customer_name,
        customerEmail: r.customer_email,
        programName: r.program_name,
        merchantId: r.merchant_id,
        merchantName: r.merchant_name,
        affiliateName: r.affiliate_name,
        scheduledAt: r.scheduled_at.toISOString(),
        decisionDueAt: r.decision_due_at.toISOString(),
        escalatedAt: r.escalated_at.toISOString(),
        reason: r.escalation_reason,
        payoutAmount: centsToDollars(payoutCents),
        chargeAmount: centsToDollars(payoutCents + platformFeeCents(payoutCents)),
        approvalInProgress: r.approval_in_progress,
        lastDeclineReason: r.last_decline_reason,
      };
    });
  }
}
