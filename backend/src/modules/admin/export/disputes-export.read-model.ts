import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { platformFeeCents } from '../../../domain/call/call.decide';
import { PG_POOL } from '../../../infrastructure/database/database.tokens';
import { cents } from '../shared/paging';
import { type CsvTable } from './csv-views';
import { money } from '../../shared/csv/csv-writer';

export type DisputeStatusFilter = 'open' | 'resolved' | 'all';

const STATUSES: Record<DisputeStatusFilter, string[]> = { open: ['open', 'resolving'], resolved: ['upheld', 'denied'], all: ['open', 'resolving', 'upheld', 'denied'] };

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/**
 * The disputes export, read straight from `dispute_list` (the disputes module owns the queue;
 * this file only reads its table, joined with the people, program and call it names).
 */
@Injectable()
export class DisputesExportReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async table(status: DisputeStatusFilter): Promise<CsvTable> {
    const { rows } = await this.pool.query(
      `SELECT d.id, d.call_id, d.status, d.raised_by, d.reason, d.raised_at, d.resolution_note, d.resolved_at, d.last_failure,
              d.merchant_id, m.company_name AS merchant_company, m.first_name AS merchant_first, m.last_name AS merchant_last,
              d.affiliate_id, a.first_name AS affiliate_first, a.last_name AS affiliate_last, r.email AS resolved_by,
              p.name AS program_name, c.customer_name, c.status AS call_status, c.booked_at, c.payout_cents, c.fee_cents
       FROM dispute_list d
       LEFT JOIN users m ON m.id = d.merchant_id
       LEFT JOIN users a ON a.id = d.affiliate_id
       LEFT JOIN users r ON r.id = d.resolved_by
       LEFT JOIN program_list p ON p.id = d.program_id
       LEFT JOIN call_list c ON c.id = d.call_id
       WHERE d.status = ANY($1::text[])
       ORDER BY d.raised_at DESC, d.id`,
      [STATUSES[status]],
    );
    return {
      header: ['id', 'call_id', 'status', 'raised_by', 'reason', 'raised_at', 'merchant_id', 'merchant', 'affiliate_id', 'affiliate', 'program', 'customer',
        'call_status', 'booked_at', 'payout', 'fee', 'resolution_note', 'resolved_at', 'resolved_by', 'last_failure'],
      rows: rows.map((r) => {
        const payout = r.payout_cents === null ? null : cents(r.payout_cents);
        const fee = r.fee_cents !== null ? cents(r.fee_cents) : payout === null ? null : platformFeeCents(payout);
        return [r.id, r.call_id, r.status, r.raised_by, r.reason, r.raised_at?.toISOString(), r.merchant_id, r.merchant_company || fullName(r.merchant_first, r.merchant_last),
          r.affiliate_id, fullName(r.affiliate_first, r.affiliate_last), r.program_name, r.customer_name, r.call_status, r.booked_at?.toISOString() ?? null,
          money(payout), money(fee), r.resolution_note, r.resolved_at?.toISOString() ?? null, r.resolved_by, r.last_failure];
      }),
    };
  }
}
