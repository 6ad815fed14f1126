/**
 * Disputes (docs/product/money.md, Disputes, issue 6). Within 30 days of the booking a merchant may dispute an approved
 * call and an affiliate a rejected one; an admin upholds or denies with a note. One dispute per call.
 * Upholding reverses the decision: a merchant's dispute refunds the charge and claws back the
 * commission (call becomes `rejected`); an affiliate's dispute approves the call and charges the
 * merchant as an approval does (call becomes `approved`).
 */
export type DisputeRaisedBy = 'merchant' | 'affiliate';

/** `resolving`: the admin upheld it and the processor (refund or charge) has not answered yet. */
export type DisputeStatus = 'open' | 'resolving' | 'upheld' | 'denied';

/** A call's dispute as its merchant and affiliate see it (on `Call` and `AffiliateReferral`). */
export interface DisputeSummary {
  id: string;
  raisedBy: DisputeRaisedBy;
  status: DisputeStatus;
  reason: string;
  raisedAt: string;
  /** The admin's note once resolved. */
  resolutionNote: string | null;
  resolvedAt: string | null;
  /** The processor's reason when upholding an affiliate's dispute could not charge the merchant. */
  lastFailure: string | null;
}

/** `POST /api/calls/{id}/dispute` (merchant: own approved call; affiliate: own rejected call). */
export interface RaiseDisputeRequest {
  /** Required: 10 to 1000 characters after trimming (400 with a message otherwise). */
  reason: string;
}

/** `POST /api/admin/disputes/{id}/resolve`. */
export interface ResolveDisputeRequest {
  outcome: 'uphold' | 'deny';
  /** Required: 1 to 1000 characters after trimming. */
  note: string;
}

/** A row of the admin queue, `GET /api/admin/disputes?status=open|resolved|all`. Money in cents. */
export interface AdminDispute extends DisputeSummary {
  callId: string;
  raisedByName: string;
  merchantId: string;
  merchantName: string;
  affiliateId: string;
  affiliateName: string;
  programName: string;
  customerName: string;
  callStatus: 'pending' | 'approved' | 'rejected';
  bookedAt: string;
  payoutCents: number;
  feeCents: number;
  resolvedBy: string | null;
}
