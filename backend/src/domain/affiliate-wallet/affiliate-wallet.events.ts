import type { PayoutInstruction } from '../money-movement/money-movement';

/**
 * The affiliate's money, one stream per affiliate (docs/product/money.md, Wallet). All amounts are integer
 * cents. `merchantId` on credits and clawbacks names whose charge the commission came from, for the
 * ledger's `merchant:<id>:charges` account (ledger.journals.ts).
 */
export type CommissionCredited = {
  type: 'CommissionCredited';
  affiliateId: string;
  callId: string;
  merchantId: string;
  amountCents: number;
  creditedAt: string;
};

/**
 * Reserves the whole available balance: net = amount - fee, paid by the processor as `instruction`
 * says (the payout account on file when requested, docs/architecture/money-movements.md). Events
 * written before the instruction was carried lack it; their account is the one on file before this event.
 */
export type PayoutRequested = {
  type: 'PayoutRequested';
  affiliateId: string;
  payoutId: string;
  amountCents: number;
  feeCents: number;
  netCents: number;
  instruction?: PayoutInstruction;
  requestedAt: string;
};

export type PayoutCompleted = {
  type: 'PayoutCompleted';
  affiliateId: string;
  payoutId: string;
  processorTransferId: string;
  amountCents: number;
  feeCents: number;
  netCents: number;
  completedAt: string;
};

/** Nothing was paid: the reservation goes back to the available balance. */
export type PayoutFailed = {
  type: 'PayoutFailed';
  affiliateId: string;
  payoutId: string;
  amountCents: number;
  reason: string;
  failedAt: string;
};

/** An upheld merchant dispute takes the commission back (issue 6); the balance may go negative. */
export type CommissionClawedBack = {
  type: 'CommissionClawedBack';
  affiliateId: string;
  callId: string;
  merchantId: string;
  amountCents: number;
  clawedBackAt: string;
};

export type AffiliateWalletEvent = CommissionCredited | PayoutRequested | PayoutCompleted | PayoutFailed | CommissionClawedBack;
