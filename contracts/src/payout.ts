/** docs/product/api.md, Earnings and payouts (both the resource and the endpoints). */
import type { CardDetails } from './billing';

/** `GET /api/earnings/affiliate`: dollar strings computed by the server from the ledger and wallet. */
export interface EarningsSummary {
  totalEarnings: string;
  /** Commissions of calls still awaiting the merchant's decision. */
  pendingAmount: string;
  paidThisMonth: string;
  availableAmount: string;
  /** Same figure in cents, for the Collect button's disabled rule. */
  availableCents: number;
  /** The $0.25 transfer fee of one payout, and what collecting now would send to the card. */
  payoutFee: string;
  netIfCollected: string;
}

/** Weekly earnings for the affiliate dashboard chart (approved commissions by week, Sunday start). */
export interface EarningsWeek {
  weekStart: string;
  /** Dollars: commissions credited that week less commissions clawed back that week (upheld disputes). */
  earned: number;
  /** Dollars clawed back that week (0 when none), already taken out of `earned`. */
  clawedBack: number;
}

export interface PayoutMethodStatus {
  hasPayoutMethod: boolean;
  payoutMethodDetails: CardDetails | null;
  isSandbox: boolean;
}

export interface SetupPayoutMethodRequest {
  cardNumber: string;
  /** MM/YY */
  expiryDate: string;
  cvc: string;
}

export interface SetupPayoutMethodResponse extends PayoutMethodStatus {
  /** Present when the processor needs the affiliate to finish onboarding (Stripe Connect). */
  onboardingUrl?: string;
}

/** `POST /api/payout/collect`: dollars. amount = originalAmount - fee. */
export interface CollectResponse {
  payoutId: string;
  amount: number;
  originalAmount: number;
  fee: number;
  status: PayoutStatus;
}

export type PayoutStatus = 'paid' | 'pending' | 'processing' | 'completed' | 'failed';

/** `GET /api/payouts/affiliate`. */
export interface Payout {
  id: string;
  /** What reached the card (net of the fee). */
  amount: number;
  /** The balance collected (before the fee). */
  revenueAmount: number;
  fee: number;
  status: PayoutStatus;
  failureReason: string | null;
  createdAt: string;
}
