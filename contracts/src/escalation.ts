/**
 * docs/product/decision-deadlines.md: a call whose decision deadline passed undecided and that its
 * program (or a failed automatic approval) sent to an admin. Money at this edge is dollars.
 */
export interface EscalatedCall {
  id: string;
  customerName: string;
  customerEmail: string;
  programName: string;
  merchantId: string;
  merchantName: string;
  affiliateName: string;
  scheduledAt: string;
  decisionDueAt: string;
  escalatedAt: string;
  reason: 'policy' | 'no-card' | 'charge-declined';
  payoutAmount: number;
  /** What approving charges the merchant's card: commission + the 10% fee. */
  chargeAmount: number;
  approvalInProgress: boolean;
  lastDeclineReason: string | null;
}

/** `POST /api/admin/escalated-calls/{id}/reject`. */
export interface RejectEscalatedCallRequest {
  reason: 'spam' | 'no-show' | 'duplicate' | 'not-qualified' | 'other';
  note?: string;
}
