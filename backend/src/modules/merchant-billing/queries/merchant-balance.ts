import type { MerchantBalance } from '@leadledger/contracts/billing';
import type { Pool } from 'pg';
import { merchantCharges } from '../../../domain/ledger/ledger.accounts';
import { dollarString } from '../dollar-string';

/**
 * What the merchant has paid, read from the ledger (issue 4: not "approved calls times a payout").
 * On `merchant:<id>:charges` (ledger.accounts.ts) a charge is credited in full and its fee debited;
 * a commission is debited when it reaches the affiliate's wallet; refunds and clawbacks reverse them.
 */
export async function merchantBalance(pool: Pool, merchantId: string): Promise<MerchantBalance> {
  const { rows } = await pool.query(
    `SELECT
       coalesce(sum(CASE WHEN event_type = 'MerchantCharged' AND amount_cents < 0 THEN -amount_cents
                         WHEN event_type = 'ChargeRefunded' AND amount_cents > 0 THEN -amount_cents ELSE 0 END), 0)::bigint AS charged,
       coalesce(sum(CASE WHEN event_type = 'MerchantCharged' AND amount_cents > 0 THEN amount_cents
                         WHEN event_type = 'ChargeRefunded' AND amount_cents < 0 THEN amount_cents ELSE 0 END), 0)::bigint AS fees,
       coalesce(sum(CASE WHEN event_type IN ('CommissionCredited', 'CommissionClawedBack') THEN amount_cents ELSE 0 END), 0)::bigint AS commissions
     FROM ledger_entries WHERE account = $1`,
    [merchantCharges(merchantId)],
  );
  const r = rows[0];
  return { chargedTotal: dollarString(r.charged), feesTotal: dollarString(r.fees), commissionsTotal: dollarString(r.commissions) };
}
