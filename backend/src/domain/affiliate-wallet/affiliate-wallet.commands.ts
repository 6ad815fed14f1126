/** A policy on CallApproved: `amountCents` is the call's commission. Safe to repeat. */
export type CreditCommission = {
  type: 'CreditCommission';
  affiliateId: string;
  callId: string;
  merchantId: string;
  amountCents: number;
  now: string;
};

/**
 * Collect: `payoutId` comes from the Idempotency-Key when there is one (a retry meets the same
 * payout); `accountId` is the payout account on file, which the processor is paid to.
 */
export type RequestPayout = { type: 'RequestPayout'; affiliateId: string; payoutId: string; accountId: string; now: string };

/** The processor's answers, named by the payout they settle. */
export type CompletePayout = {
  type: 'CompletePayout';
  affiliateId: string;
  payoutId: string;
  processorTransferId: string;
  now: string;
};

export type FailPayout = { type: 'FailPayout'; affiliateId: string; payoutId: string; reason: string; now: string };

export type ClawBackCommission = {
  type: 'ClawBackCommission';
  affiliateId: string;
  callId: string;
  merchantId: string;
  amountCents: number;
  now: string;
};

export type AffiliateWalletCommand = CreditCommission | RequestPayout | CompletePayout | FailPayout | ClawBackCommission;
