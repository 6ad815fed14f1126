import type { Pool } from 'pg';
import type { AffiliateWalletCommand } from '../../domain/affiliate-wallet/affiliate-wallet.commands';

/**
 * The wallet policies a crash may have skipped after a movement was recorded: approved calls whose
 * commission never reached the wallet, and upheld merchant disputes whose credited commission was
 * never clawed back. Each command is safe to repeat (the wallet acts on a call once).
 */
export async function missedWalletPolicies(pool: Pool, settledBefore: Date, now: string): Promise<AffiliateWalletCommand[]> {
  const uncredited = await pool.query<{ id: string; affiliate_id: string; merchant_id: string; payout_cents: string }>(
    `SELECT c.id, c.affiliate_id, c.merchant_id, c.payout_cents FROM call_list c
       LEFT JOIN wallet_credits w ON w.call_id = c.id
      WHERE c.status = 'approved' AND w.call_id IS NULL AND c.decided_at <= $1
      ORDER BY c.decided_at LIMIT 500`,
    [settledBefore],
  );
  const unclawed = await pool.query<{ call_id: string; affiliate_id: string; merchant_id: string; amount_cents: string }>(
    `SELECT d.call_id, d.affiliate_id, d.merchant_id, w.amount_cents FROM dispute_list d
       JOIN wallet_credits w ON w.call_id = d.call_id
      WHERE d.status = 'upheld' AND d.raised_by = 'merchant' AND d.clawed_back_at IS NULL AND d.resolved_at <= $1
      ORDER BY d.resolved_at LIMIT 500`,
    [settledBefore],
  );
  return [
    ...uncredited.rows.map((r): AffiliateWalletCommand => ({ type: 'CreditCommission', affiliateId: r.affiliate_id, callId: r.id, merchantId: r.merchant_id, amountCents: Number(r.payout_cents), now })),
    ...unclawed.rows.map((r): AffiliateWalletCommand => ({ type: 'ClawBackCommission', affiliateId: r.affiliate_id, callId: r.call_id, merchantId: r.merchant_id, amountCents: Number(r.amount_cents), now })),
  ];
}
