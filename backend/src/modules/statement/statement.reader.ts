import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ChargeReceipt, MerchantStatement, RecentStatementLines, StatementLine } from '@leadledger/contracts/statement';
import type { Pool } from 'pg';
import { callStream } from '../../domain/call/call.stream';
import { billingStream } from '../../domain/merchant-billing/merchant-billing.stream';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port';
import { chargedCard } from './receipt-card';
import { statementMonth } from './statement-month';
import { IN_MONTH, LINE_SQL, MONTHS_SQL, NEWEST_FIRST, OPENING_SUMS_SQL } from './statement.sql';
import { addTotals, type KindSums, totalsOf, totalsOfSums } from './statement-totals';

export const RECEIPT_NOT_FOUND = 'Receipt not found.';
export const MERCHANT_NOT_FOUND = 'Merchant not found.';
/** A refund is only ever an upheld merchant dispute giving the charge back (docs/architecture/money-movements.md). */
export const DISPUTE_UPHELD = 'Dispute upheld';
/** The Billing page shows the latest few lines; the statement has the rest. */
export const RECENT_LINES = 5;

interface Merchant {
  id: string;
  name: string;
  email: string;
  timeZone: string;
}

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
    @Inject(EVENT_STORE) private readonly store: EventStore,
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
    const args = [merchantId, month, merchant.timeZone];
    const [lines, opening, months] = await Promise.all([
      this.pool.query(`${LINE_SQL} WHERE ${IN_MONTH} ${NEWEST_FIRST}`, args),
      this.pool.query(OPENING_SUMS_SQL, args),
      this.pool.query(MONTHS_SQL, [merchantId, merchant.timeZone]),
    ]);
    const current = statementMonth(undefined, this.clock.now(), merchant.timeZone);
    const known = new Set<string>([current, month, ...months.rows.map((r) => r.month as string)]);
    const statementLines = lines.rows.map(toLine);
    const totals = totalsOf(statementLines);
    const openingTotals = totalsOfSums(opening.rows.map(toSums));
    return {
      month,
      timeZone: merchant.timeZone,
      months: [...known].sort().reverse(),
      totals,
      opening: openingTotals,
      closing: addTotals(openingTotals, totals),
      lines: statementLines,
    };
  }

  async recent(merchantId: string): Promise<RecentStatementLines> {
    await this.merchant(merchantId);
    const { rows } = await this.pool.query(`${LINE_SQL} WHERE s.merchant_id = $1 ${NEWEST_FIRST} LIMIT ${RECENT_LINES}`, [merchantId]);
    return { lines: rows.map(toLine) };
  }

  async receipt(merchantId: string, id: string): Promise<ChargeReceipt> {
    const merchant = await this.merchant(merchantId);
    const { rows } = await this.pool.query(`${LINE_SQL} WHERE s.event_id = $1 AND s.merchant_id = $2 AND s.kind = 'charge'`, [id, merchantId]);
    const r = rows[0];
    if (!r) throw new NotFoundException(RECEIPT_NOT_FOUND);
    const [refunds, callEvents, billingEvents] = await Promise.all([
      this.pool.query(
        `SELECT event_id, occurred_at, amount_cents, processor_id FROM merchant_statement
         WHERE call_id = $1 AND merchant_id = $2 AND kind = 'refund' AND occurred_at >= $3 ORDER BY occurred_at`,
        [r.call_id, merchantId, r.occurred_at],
      ),
      // The card is not in the read model: the call's and the billing's streams say which it was.
      this.store.readStream(callStream(r.call_id)),
      this.store.readStream(billingStream(merchantId)),
    ]);
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
      card: chargedCard(callEvents, billingEvents, r.event_id),
      refunds: refunds.rows.map((f) => ({
        id: f.event_id,
        refundedAt: iso(f.occurred_at),
        amountCents: num(f.amount_cents) ?? 0,
        processorRefundId: f.processor_id ?? null,
        reason: DISPUTE_UPHELD,
      })),
    };
  }
}

function toLine(r: Record<string, unknown>): StatementLine {
  const kind = r.kind as StatementLine['kind'];
  return {
    id: r.event_id as string,
    kind,
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
    refundReason: kind === 'refund' ? DISPUTE_UPHELD : null,
  };
}

function toSums(r: Record<string, unknown>): KindSums {
  return { kind: r.kind as KindSums['kind'], count: Number(r.count), amountCents: Number(r.amount_cents), feeCents: Number(r.fee_cents), commissionCents: Number(r.commission_cents) };
}
