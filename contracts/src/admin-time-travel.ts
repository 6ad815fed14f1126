/**
 * Time travel in the admin console: balances and states as they stood at an instant `at` (ISO,
 * not in the future). Money is integer cents, as everywhere in the admin API (admin.ts); the UI
 * and the CSV format dollars. Every `/api/admin/as-of/*` endpoint is admin-only.
 */
import type { LedgerJournal } from './admin';
import type { Subscription } from './subscription';

/** One event that made an as-of figure: the event log opens it by `eventId`. */
export interface AsOfEvent {
  eventId: string;
  type: string;
  /** When it happened: the event's occurred time (wallet, billing) or its journal's time (ledger). */
  occurredAt: string;
  streamId: string;
  /** The money it moved, when it moved any (positive). */
  amountCents: number | null;
}

/** `GET /api/admin/as-of/ledger-account?account=&at=`. */
export interface LedgerAccountAsOf {
  at: string;
  account: string;
  /** Debits less credits up to `at` (signed: a debit is positive, admin.ts LedgerLine). */
  balanceCents: number;
  debitCents: number;
  creditCents: number;
  /** Every journal that touched the account up to `at`; `journals` holds the newest of them. */
  journalCount: number;
  journals: LedgerJournal[];
}

/** `GET /api/admin/as-of/affiliate-wallet/{affiliateId}?at=`: the wallet stream folded up to `at`. */
export interface AffiliateWalletAsOf {
  at: string;
  affiliateId: string;
  affiliateName: string;
  /** May be negative after a clawback, until later commissions repay it. */
  availableCents: number;
  /** Held by the payout in flight at `at`. */
  reservedCents: number;
  payoutInFlight: { payoutId: string; amountCents: number; feeCents: number; netCents: number } | null;
  totalEarnedCents: number;
  /** Payouts completed, gross (the affiliate received `paidOutNetCents`, the rest was the fee). */
  paidOutCents: number;
  paidOutNetCents: number;
  clawedBackCents: number;
  /** Every event of the wallet up to `at`, newest first. */
  events: AsOfEvent[];
}

/** `GET /api/admin/as-of/merchant-billing/{merchantId}?at=`. */
export interface MerchantBillingAsOf {
  at: string;
  merchantId: string;
  merchantName: string;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  /** The free trial as it stood at `at` (counted from the account's creation); null before the account existed. */
  subscription: Pick<Subscription, 'status' | 'trialEndsAt'> | null;
  chargedCents: number;
  refundedCents: number;
  /** Charged less refunded. */
  netChargedCents: number;
  chargeCount: number;
  refundCount: number;
  /** The billing stream's events and the merchant's money journals up to `at`, newest first (capped). */
  events: AsOfEvent[];
  eventCount: number;
}

export interface BalanceSheetAccount {
  account: string;
  /** processor, affiliate, merchant or platform. */
  kind: string;
  balanceCents: number;
  debitCents: number;
  creditCents: number;
  lineCount: number;
}

/** `GET /api/admin/as-of/balance-sheet?at=` (and `.csv`): every account at `at`. */
export interface BalanceSheetAsOf {
  at: string;
  accounts: BalanceSheetAccount[];
  /** Debit balances and credit balances (both positive); equal, since every journal balances. */
  totals: { debitBalanceCents: number; creditBalanceCents: number; netCents: number };
}
