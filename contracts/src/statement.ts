/**
 * The merchant's statement (issue 12): every charge, refund and declined attempt on the merchant's
 * card, by month, with a receipt per charge. Amounts are integer cents; dates ISO 8601.
 */
export type StatementLineKind = 'charge' | 'refund' | 'declined';

export interface StatementLine {
  /** The event the line comes from: a receipt's id for a charge. */
  id: string;
  kind: StatementLineKind;
  occurredAt: string;
  callId: string;
  customerName: string | null;
  programName: string | null;
  affiliateName: string | null;
  commissionCents: number | null;
  feeCents: number | null;
  /** Charged (charge) or given back (refund); null for a declined attempt. */
  amountCents: number | null;
  processorId: string | null;
  declineReason: string | null;
  /** Why money went back to the card (a refund line); null otherwise. */
  refundReason: string | null;
}

export interface StatementTotals {
  chargedCents: number;
  refundedCents: number;
  /** Charged less refunded: what the merchant paid in the month. */
  netCents: number;
  /** Of the net: commissions to affiliates and the platform's fees. */
  commissionsCents: number;
  feesCents: number;
  charges: number;
  refunds: number;
  declined: number;
}

export interface MerchantStatement {
  /** YYYY-MM, in the merchant's time zone. */
  month: string;
  timeZone: string;
  /** Months with any line, newest first (the current month always included). */
  months: string[];
  /** The month alone. */
  totals: StatementTotals;
  /** Everything before the month began: the running totals the month opens with. */
  opening: StatementTotals;
  /** Everything up to the month's end: opening plus the month. */
  closing: StatementTotals;
  /** Newest first. */
  lines: StatementLine[];
}

export interface ChargeReceipt {
  id: string;
  merchant: { name: string; email: string };
  chargedAt: string;
  callId: string;
  customerName: string | null;
  customerEmail: string | null;
  scheduledAt: string | null;
  programName: string | null;
  affiliateName: string | null;
  commissionCents: number;
  feeCents: number;
  totalCents: number;
  processorChargeId: string | null;
  /** The card the charge went to, when the charge's records name it. */
  card: { brand: string; last4: string } | null;
  /** Refunds of this charge, if a dispute was upheld. */
  refunds: { id: string; refundedAt: string; amountCents: number; processorRefundId: string | null; reason: string }[];
}

/** The merchant's latest lines across months, newest first (the Billing page's recent activity). */
export interface RecentStatementLines {
  lines: StatementLine[];
}
