import { Inject, Injectable } from '@nestjs/common';
import type { AffiliateProgram, ProgramByCode } from '@leadledger/contracts/program';
import type { Pool } from 'pg';
import { PG_POOL } from '../../infrastructure/database/database.tokens';

export interface ProgramRow {
  id: string;
  merchant_id: string;
  name: string;
  referral_code: string;
  payout_cents: string;
  integration: 'google' | 'calendly';
  integration_id: string;
  calendly_event_type: { uri: string; name: string; schedulingUrl: string } | null;
  created_at: Date;
  archived_at: Date | null;
  paused_at: Date | null;
  paused_reason: 'merchant' | 'calendar-disconnected' | null;
  decision_days: number;
  decision_policy: 'approve' | 'escalate';
  /** The latest commission change, joined by `WITH_LAST_CHANGE`. */
  change_from_cents?: string | null;
  change_to_cents?: string | null;
  change_changed_at?: Date | null;
}

/** Programs with their latest commission change, so a card can say what changed and when. */
const WITH_LAST_CHANGE = `
  SELECT p.*, c.from_cents AS change_from_cents, c.to_cents AS change_to_cents, c.changed_at AS change_changed_at
  FROM program_list p
  LEFT JOIN LATERAL (SELECT from_cents, to_cents, changed_at FROM program_commission_changes WHERE program_id = p.id ORDER BY changed_at DESC LIMIT 1) c ON true`;

/** Reads of the `program_list` projection, shared by the program and membership use cases. */
@Injectable()
export class ProgramReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async listForMerchant(merchantId: string): Promise<AffiliateProgram[]> {
    const { rows } = await this.pool.query<ProgramRow>(
      `${WITH_LAST_CHANGE} WHERE p.merchant_id = $1 ORDER BY p.archived_at IS NOT NULL, p.created_at DESC`,
      [merchantId],
    );
    return rows.map(toAffiliateProgram);
  }

  async byId(id: string): Promise<ProgramRow | null> {
    const { rows } = await this.pool.query<ProgramRow>(`${WITH_LAST_CHANGE} WHERE p.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Referral codes are case-insensitive (docs/product/attribution-and-booking.md, Referral codes; issue 3). */
  async byCode(code: string): Promise<(ProgramRow & { merchant_first_name: string; merchant_last_name: string | null; merchant_company: string | null }) | null> {
    const { rows } = await this.pool.query(
      `SELECT p.*, u.first_name AS merchant_first_name, u.last_name AS merchant_last_name, u.company_name AS merchant_company
       FROM program_list p JOIN users u ON u.id = p.merchant_id
       WHERE lower(p.referral_code) = lower($1)`,
      [code],
    );
    return rows[0] ?? null;
  }

  async publicByCode(code: string): Promise<ProgramByCode | null> {
    const row = await this.byCode(code);
    if (!row) return null;
    return {
      name: row.name,
      payoutAmount: centsToDollars(row.payout_cents),
      integration: row.integration,
      referralCode: row.referral_code,
      isArchived: row.archived_at !== null,
      merchantName: row.merchant_company || [row.merchant_first_name, row.merchant_last_name].filter(Boolean).join(' '),
    };
  }
}

export function toAffiliateProgram(row: ProgramRow): AffiliateProgram {
  return {
    id: row.id,
    name: row.name,
    referralCode: row.referral_code,
    integration: row.integration,
    payoutAmount: centsToDollars(row.payout_cents),
    calendlyEventType: row.calendly_event_type?.uri ?? null,
    calendlyEventTypeName: row.calendly_event_type?.name ?? null,
    calendlySchedulingUrl: row.calendly_event_type?.schedulingUrl ?? null,
    isArchived: row.archived_at !== null,
    status: programStatus(row),
    pausedReason: row.archived_at === null && row.paused_at ? row.paused_reason : null,
    lastCommissionChange:
      row.change_changed_at && row.change_from_cents != null && row.change_to_cents != null
        ? { fromAmount: centsToDollars(row.change_from_cents), toAmount: centsToDollars(row.change_to_cents), changedAt: new Date(row.change_changed_at).toISOString() }
        : null,
    decisionTerms: { days: row.decision_days, onDeadline: row.decision_policy },
    createdAt: row.created_at.toISOString(),
  };
}

export function programStatus(row: Pick<ProgramRow, 'archived_at' | 'paused_at'>): 'active' | 'paused' | 'archived' {
  if (row.archived_at !== null) return 'archived';
  return row.paused_at ? 'paused' : 'active';
}

/** Integer cents inside; dollars only at this edge (docs/product/money.md, Cents). */
export function centsToDollars(cents: string | number): number {
  return Number(cents) / 100;
}
