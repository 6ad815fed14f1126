import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ChargeReceipt, MerchantStatement, StatementLine, StatementTotals } from '@leadledger/contracts/statement';
import type { Pool } from 'pg';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { statementMonth } from './statement-month';

export const RECEIPT_NOT_FOUND = 'Receipt not found.';
export const MERCHANT_NOT_FOUND = 'Merchant not found.';

interface Merchant {
  id: string;
  name: string;
  email: string;
  timeZone: string;
}

/** The month's bounds in the merchant's zone, as SQL over $2 (YYYY-MM) and $3 (zone). */
const IN_MONTH = `s.occurred_at >= (to_date($2, 'YYYY-MM')::timestamp AT TIME ZONE $3)
  AND s.occurred_at < ((to_date($2, 'YYYY-MM') + interval '1 month')::timestamp AT TIME ZONE $3)`;

/** Names come from the other read models at read time: a renamed program shows its new name. */
const LINE_SQL = `
  SELECT s.event_id, s.kind, s.occurred_at, s.call_id, s.commission_cents, s.fee_cents, s.amount_cents, s.processor_id, s.decline_reason,
         c.customer_name, c.customer_email, c.scheduled_at, p.name AS program_name,
         nullif(trim(concat_ws(' ', a.first_name, a.last_name)), '') AS affiliate_name
  FROM merchant_statement s
  LEFT JOIN call_list c ON c.id = s.call_id
  LEFT JOIN program_list p ON p.id = c.program_id
  LEFT JOIN users a ON a.id = c.affiliate_id`;

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const iso = (value: unknown): string => new Date(value as string).toISOString();

/**
 * The merchant's statement, receipts and the months they span (read model `merchant_statement`,
 * docs/architecture/ledger.md). A read model may be a moment behind the card: the statement says
 * what has been recorded, which is what a statement is.
 */
@Injectable()
export class StatementReader {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async merchant(merchantId: string): Promise<Merchant> {
    const { rows } = await this.pool.query(
      `SELECT id, email, time_zone, nullif(trim(company_name), '') AS company, trim(concat_ws(' ', first_name, last_name)) AS person
       FROM users WHERE id = $1 AND role = 'merchant'`,
      [merchantId],
    );
    const r = rows[0];
    if (!r) throw new NotFoundException(MERCHANT_NOT_FOUND);
    return { id: r.id, email: r.email, name: r.company ?? r.person, timeZone: r.time_zone || 'UTC' };
  }

  async statement(merchantId: string, askedMonth: unknown): Promise<MerchantStatement> {
    const merchant = await this.merchant(merchantId);
    const month = statementMonth(askedMonth, this.clock.now(), merchant.timeZone);
    const [lines, months] = await Promise.all([
      this.pool.query(`${LINE_SQL} WHERE s.merchant_id = $1 AND ${IN_MONTH} ORDER BY s.occurred_at DESC, s.position DESC`, [merchantId, month, merchant.timeZone]),
      this.pool.query(
        `SELECT DISTINCT to_char(occurred_at AT TIME ZONE $2, 'YYYY-MM') AS month FROM merchant_statement WHERE merchant_id = $1`,
        [merchantId, merchant.timeZone],
      ),
    ]);
    const current = statementMonth(undefined, this.clock.now(), merchant.timeZone);
    const known = new Set<string>([current, month, ...months.rows.map((r) => r.month as string)]);
    const statementLines = lines.rows.map(toLine);
    return { month, timeZone: merchant.timeZone, months: [...known].sort().reverse(), totals: totalsOf(statementLines), lines: statementLines };
  }

  async receipt(merchantId: string, id: string): Promise<ChargeReceipt> {
    const merchant = await this.merchant(merchantId);
    const { rows } = await this.pool.query(`${LINE_SQL} WHERE s.event_id = $1 AND s.merchant_id = $2 AND s.kind = 'charge'`, [id, merchantId]);
    const r = rows[0];
    if (!r) throw new NotFoundException(RECEIPT_NOT_FOUND);
    const refunds = await this.pool.query(
      `SELECT event_id, occurred_at, amount_cents, processor_id FROM merchant_statement
       WHERE call_id = $1 AND merchant_id = $2 AND kind = 'refund' AND occurred_at >= $3 ORDER BY occurred_at`,
      [r.call_id, merchantId, r.occurred_at],
    );
    return {
      id: r.event_id,
      merchant: { name: merchant.name, email: merchant.email },
      chargedAt: iso(r.occurred_at),
      callId: r.call_id,
      customerName: r.customer_name ?? null,
      customerEmail: r.customer_email ?? null,
      scheduledAt: r.scheduled_at ? iso(r.scheduled_at) : null,
      programName: r.program_name ?? null,
      affiliateName: r.affiliate_name ?? null,
      commissionCents: num(r.commission_cents) ?? 0,
      feeCents: num(r.fee_cents) ?? 0,
      totalCents: num(r.amount_cents) ?? 0,
      processorChargeId: r.processor_id ?? null,
      refunds: refunds.rows.map((f) => ({ id: f.event_id, refundedAt: iso(f.occurred_at), amountCents: num(f.amount_cents) ?? 0, processorRefundId: f.processor_id ?? null })),
    };
  }
}

function toLine(r: Record<string, unknown>): StatementLine {
  return {
    id: r.event_id as string,
    kind: r.kind as StatementLine['kind'],
    occurredAt: iso(r.occurred_at),
    callId: r.call_id as string,
    customerName: (r.customer_name as string | null) ?? null,
    programName: (r.program_name as string | null) ?? null,
    affiliateName: (r.affiliate_name as string | null) ?? null,
    commissionCents: num(r.commission_cents),
    feeCents: num(r.fee_cents),
    amountCents: num(r.amount_cents),
    processorId: (r.processor_id as string | null) ?? null,
    declineReason: (r.decline_reason as string | null) ?? null,
  };
}

/** The month's totals, in cents: refunds count against the charges they give back. */
export function totalsOf(lines: StatementLine[]): StatementTotals {
  const sum = (kind: StatementLine['kind'], pick: (l: StatementLine) => number | null) =>
    lines.filter((l) => l.kind === kind).reduce((total, l) => total + (pick(l) ?? 0), 0);
  const chargedCents = sum('charge', (l) => l.amountCents);
  const refundedCents = sum('refund', (l) => l.amountCents);
  const feesCents = sum('charge', (l) => l.feeCents) - sum('refund', (l) => l.feeCents);
  const commissionsCents = sum('charge', (l) => l.commissionCents) - sum('refund', (l) => l.commissionCents);
  const count = (kind: StatementLine['kind']) => lines.filter((l) => l.kind === kind).length;
  return { chargedCents, refundedCents, netCents: chargedCents - refundedCents, commissionsCents, feesCents, charges: count('charge'), refunds: count('refund'), declined: count('declined') };
}
