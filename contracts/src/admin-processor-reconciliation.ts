/**
 * Reconciliation against the payment processor's own records (issue 13): what the processor says
 * it charged, refunded and transferred in a period, against the money movements our ledger
 * recorded. Admin only. Money is integer cents, signed as the processor signs it (a charge is
 * positive, a refund or a payout's transfer negative), which is also how each movement moved
 * `processor:clearing`.
 */

/** `GET /api/admin/reconciliation/processor?from=YYYY-MM-DD&to=YYYY-MM-DD`: UTC days, both included, at most 366. */
export interface ProcessorReconciliationQuery {
  from: string;
  to: string;
}

/** A payout is matched by the transfer (`tr_...`) that funded the affiliate's instant payout. */
export type ProcessorMovementKind = 'charge' | 'refund' | 'payout';

export type ProcessorLineStatus = 'matched' | 'processor-only' | 'ledger-only' | 'amount-differs';

export interface ProcessorReconciliationItem {
  kind: ProcessorMovementKind;
  /** The processor's id of the movement (`ch_`, `re_`, `tr_`); null when our event names none. */
  processorId: string | null;
  /** The processor's balance transaction (`txn_...`); null when the processor has none. */
  balanceTransactionId: string | null;
  /** What the processor says moved; null when it has no record. */
  processorCents: number | null;
  /** What our ledger moved through `processor:clearing`; null when we have no record. */
  ledgerCents: number | null;
  /** When it happened (our record's time when we have one, else the processor's). */
  at: string;
  /** Our event that recorded it (`MerchantCharged`, `ChargeRefunded`, `PayoutCompleted`). */
  eventId: string | null;
  /** Whom it belongs to, when known (the processor's records alone name nobody of ours). */
  callId: string | null;
  merchantId: string | null;
  affiliateId: string | null;
  payoutId: string | null;
}

export interface ProcessorMatchedTotals {
  count: number;
  cents: number;
}

/** Processor entries of kinds our ledger does not record (its own fees, payouts to the platform's bank...). */
export interface ProcessorOtherEntries {
  type: string;
  count: number;
  amountCents: number;
}

export interface ProcessorReconciliation {
  from: string;
  to: string;
  /** `sandbox` when the offline sandbox processor stands in for Stripe. */
  processorMode: 'live' | 'sandbox';
  matched: Record<ProcessorMovementKind, ProcessorMatchedTotals>;
  totals: {
    /** Sum of the processor's charges, refunds and transfers in the period. */
    processorCents: number;
    /** Sum of our ledger's movements in the period. */
    ledgerCents: number;
    /** The processor's own fees on those entries (not in our ledger). */
    processorFeesCents: number;
  };
  /** The processor has it and we do not (money moved that we never recorded, or recorded late). */
  processorOnly: ProcessorReconciliationItem[];
  /** We have it and the processor does not. */
  ledgerOnly: ProcessorReconciliationItem[];
  /** Both have it, with different amounts. */
  amountDiffers: ProcessorReconciliationItem[];
  other: ProcessorOtherEntries[];
}
