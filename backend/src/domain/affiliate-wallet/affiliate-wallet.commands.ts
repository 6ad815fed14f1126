/** A policy on CallApproved: `amountCents` is the call's commission. Safe to repeat. */
export type CreditCommission = {
  type: 'CreditCommission';
  affiliateId: string;
  callId: string;
  merchantId: string;
  amountCents: number;
  now: string;
};

/** Collect: the handler generates `payoutId` and has checked that a payout method is on file. */
export type RequestPayout = { type: 'RequestPayout'; affiliateId: string; payoutId: string; now: string };

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
