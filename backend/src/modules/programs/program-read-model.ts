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
}

/** Reads of the `program_list` projection, shared by the program and membership use cases. */
@Injectable()
export class ProgramReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async listForMerchant(merchantId: string): Promise<AffiliateProgram[]> {
    const { rows } = await this.pool.query<ProgramRow>(
      `SELECT * FROM program_list WHERE merchant_id = $1 ORDER BY archived_at IS NOT NULL, created_at DESC`,
      [merchantId],
    );
    return rows.map(toAffiliateProgram);
  }

  async byId(id: string): Promise<ProgramRow | null> {
    const { rows } = await this.pool.query<ProgramRow>(`SELECT * FROM program_list WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Referral codes are case-insensitive (DESIGN.md 4 / issue 3). */
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
    createdAt: row.created_at.toISOString(),
  };
}

/** Integer cents inside; dollars only at this edge (DESIGN.md 4). */
export function centsToDollars(cents: string | number): number {
  return Number(cents) / 100;
}
