import { Inject, Injectable } from '@nestjs/common';
import type { AffiliateMembership, MerchantAffiliate } from '@leadledger/contracts/membership';
import type { Pool } from 'pg';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { centsToDollars } from '../programs/program-read-model';

/** Reads of the `membership_list` projection joined with programs and people. */
@Injectable()
export class MembershipReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async forAffiliate(affiliateId: string): Promise<AffiliateMembership[]> {
    const { rows } = await this.pool.query(
      `SELECT m.id, m.program_id, m.is_primary, m.joined_at, p.name, p.payout_cents, p.referral_code, p.integration, p.archived_at, p.paused_at,
              u.first_name, u.last_name, u.company_name, c.from_cents, c.to_cents, c.changed_at
       FROM membership_list m
       JOIN program_list p ON p.id = m.program_id
       JOIN users u ON u.id = m.merchant_id
       LEFT JOIN LATERAL (SELECT from_cents, to_cents, changed_at FROM program_commission_changes WHERE program_id = p.id ORDER BY changed_at DESC LIMIT 1) c ON true
       WHERE m.affiliate_id = $1 AND m.removed_at IS NULL
       ORDER BY m.is_primary DESC, m.joined_at`,
      [affiliateId],
    );
    return rows.map((r) => ({
      id: r.id,
      programId: r.program_id,
      programName: r.name,
      merchantFirstName: r.first_name,
      merchantLastName: r.last_name,
      merchantCompanyName: r.company_name,
      payoutAmount: centsToDollars(r.payout_cents),
      referralCode: r.referral_code,
      integration: r.integration,
      isPrimary: r.is_primary,
      // Joining is immediate (no approval step exists yet): every live membership is approved.
      isApproved: true,
      isArchived: r.archived_at !== null,
      isPaused: r.archived_at === null && r.paused_at !== null,
      lastCommissionChange: r.changed_at ? { fromAmount: centsToDollars(r.from_cents), toAmount: centsToDollars(r.to_cents), changedAt: r.changed_at.toISOString() } : null,
      joinedAt: r.joined_at.toISOString(),
    }));
  }

  async forMerchant(merchantId: string): Promise<MerchantAffiliate[]> {
    const { rows } = await this.pool.query(
      `SELECT m.id, m.joined_at, u.first_name, u.last_name, u.email, p.name AS program_name, p.referral_code,
              (SELECT count(*) FROM call_list c WHERE c.membership_id = m.id AND c.status = 'approved')::int AS approved_calls
       FROM membership_list m
       JOIN users u ON u.id = m.affiliate_id
       JOIN program_list p ON p.id = m.program_id
       WHERE m.merchant_id = $1 AND m.removed_at IS NULL
       ORDER BY m.joined_at DESC`,
      [merchantId],
    );
    return rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      programName: r.program_name,
      referralCode: r.referral_code,
      joinedAt: r.joined_at.toISOString(),
      approvedCalls: r.approved_calls,
    }));
  }

  /**
   * Every membership id of the affiliate, removed ones too: only to seed the affiliate's
   * primary-membership stream once (primary-memberships.ts), never to decide anything.
   */
  async membershipIdsOf(affiliateId: string): Promise<string[]> {
    const { rows } = await this.pool.query(`SELECT id FROM membership_list WHERE affiliate_id = $1 ORDER BY joined_at`, [affiliateId]);
    return rows.map((r) => r.id);
  }
}
