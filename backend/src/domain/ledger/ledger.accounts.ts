/**
 * The ledger's accounts (docs/architecture/ledger.md). Amounts on them are signed cents: a debit is positive, a
 * credit negative, so every journal sums to zero and an account's balance is the sum of its lines.
 *
 * - `processor:clearing` (asset): money the processor holds for us; charges in, payouts and refunds out.
 * - `affiliate:<id>:payable` (liability): what we owe the affiliate; negative = owed, positive = the
 *   affiliate owes us after a clawback. It equals minus the wallet's available + reserved cents.
 * - `platform:revenue:commission-fee`, `platform:revenue:payout-fee` (revenue): negative = earned.
 * - `merchant:<id>:charges`: the merchant's account with us. Each card charge is credited to it in
 *   full (what the merchant paid), the fee debited out to revenue, and the commission debited out
 *   when the affiliate's wallet is credited; refunds and clawbacks run the other way. Its balance is
 *   zero once every approval has reached a wallet; anything else is a reconciliation finding.
 */
export const PROCESSOR_CLEARING = 'processor:clearing';
export const COMMISSION_FEE_REVENUE = 'platform:revenue:commission-fee';
export const PAYOUT_FEE_REVENUE = 'platform:revenue:payout-fee';

function party(id: unknown): string {
  if (typeof id !== 'string' || id.length === 0 || id.includes(':')) throw new Error(`Not an id for a ledger account: ${String(id)}`);
  return id;
}

export const affiliatePayable = (affiliateId: string): string => `affiliate:${party(affiliateId)}:payable`;

export const merchantCharges = (merchantId: string): string => `merchant:${party(merchantId)}:charges`;
