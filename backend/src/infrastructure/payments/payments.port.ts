/**
 * The payments port (docs/product/money.md, Charging on approval and Payouts; docs/architecture/overview.md, Integrations). The merchant side keeps a
 * card on file and is charged off-session when a call is approved; the affiliate side gets a
 * Connect account with a debit card and is paid out instantly when it collects. A `stripe` adapter
 * and a sandbox adapter implement it; the contract suite in `payments.contract.ts` runs against both.
 * Failures are the typed errors of `payments.errors.ts`.
 *
 * Card data. The product (docs/product/validation.md, Card forms; docs/product/api.md, Merchant billing) has a card form whose number, expiry and CVC are posted to our server,
 * so the raw card passes through `attachCard` and `addDebitCard` and nowhere else: adapters keep
 * only brand, last 4 and expiry (docs/architecture/overview.md, Security), and callers must not log the argument. With Stripe
 * proper the browser would hand the card to Stripe.js (Elements + a SetupIntent) and our server
 * would only see a `pm_...` id. Sending card numbers to Stripe's API from a server is allowed in
 * test mode, and in live mode only for accounts Stripe has enabled for raw card data (which puts
 * this server in PCI DSS SAQ D scope). A live deployment should move the card form to Elements;
 * the port then takes a PaymentMethod/token id instead of `CardDetails`, and nothing else changes.
 */

/** What the card form posts. Never stored, never logged, never returned. */
export interface CardDetails {
  /** Digits; spaces and dashes are ignored. */
  number: string;
  expMonth: number;
  /** Four digits; a two-digit year means 20YY. */
  expYear: number;
  cvc: string;
}

/** Stripe's PaymentMethod brand names (the external-account card spells them differently). */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

/** All we keep of a card (docs/architecture/overview.md, Security): enough for "Visa ending 4242, 12/2030". */
export interface CardSummary {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SavedPaymentMethod extends CardSummary {
  paymentMethodId: string;
}

export interface SavedDebitCard extends CardSummary {
  externalAccountId: string;
}

export interface ChargeRequest {
  customerId: string;
  paymentMethodId: string;
  /** Integer cents; at least 50 (Stripe's minimum charge in USD). */
  amountCents: number;
  currency: 'usd';
  /**
   * Same key and same request: the first result again (success or decline), never a second charge.
   * Same key and a different request: `PaymentRequestRejected`. The processor stores a decline
   * under its key too, so a new attempt after a decline (e.g. with a new card) needs a new key.
   */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export interface ChargeResult {
  /** The processor's charge id (`ch_...`), what finance reconciles against the ledger (docs/architecture/ledger.md). */
  chargeId: string;
}

/** Stripe's refund reasons; anything else is left out of the request. */
export type RefundReason = 'duplicate' | 'fraudulent' | 'requested_by_customer';

export interface RefundRequest {
  /** What `charge` returned (`ch_...`; a `pi_...` when the processor named no charge). */
  chargeId: string;
  /** Integer cents, at most what is left unrefunded on the charge. */
  amountCents: number;
  /** Same semantics as `ChargeRequest.idempotencyKey`: a retry never refunds twice. */
  idempotencyKey: string;
  reason?: RefundReason;
}

export interface RefundResult {
  /** The processor's refund id (`re_...`), what finance reconciles against ChargeRefunded. */
  refundId: string;
}

export interface ConnectedAccount {
  accountId: string;
  /** Where to send the affiliate to finish the processor's onboarding; null when nothing is due. */
  onboardingUrl: string | null;
}

export interface PayoutRequest {
  accountId: string;
  /** What reaches the debit card, integer cents (the $0.25 fee is already taken off, docs/product/money.md, Fees). */
  amountCents: number;
  /** The payout id (docs/product/money.md, Payouts); same semantics as `ChargeRequest.idempotencyKey`. */
  idempotencyKey: string;
  description: string;
}

export interface PayoutResult {
  /** The platform -> connected account transfer (`tr_...`). */
  transferId: string;
  /** The instant payout from the connected account to its debit card (`po_...`). */
  payoutId: string;
}

/**
 * One entry of the processor's balance (Stripe's balance transaction, reduced to what finance
 * reconciles with, https://docs.stripe.com/api/balance_transactions/object). The platform's
 * balance only: an affiliate's instant payout (`po_...`) moves its connected account's balance,
 * and the platform sees the transfer (`tr_...`) that funded it.
 */
export interface BalanceTransaction {
  /** `txn_...`. */
  id: string;
  /** Stripe's type as it says it: `charge`, `refund`, `transfer`, `transfer_refund`, `payout`, `stripe_fee`... */
  type: string;
  /** Integer cents, signed as Stripe signs it: a charge is positive, a refund or transfer negative. */
  amountCents: number;
  /** The processor's own fee on it, integer cents (the sandbox takes none). */
  feeCents: number;
  /** When the processor recorded it (ISO instant, whole seconds at Stripe). */
  created: string;
  /** What moved the money (`ch_`, `re_`, `tr_`, `po_`...); null for entries with no source (some fees). */
  source: string | null;
}

/** A period of the processor's records: `from` inclusive, `to` exclusive. */
export interface BalancePeriod {
  from: Date;
  to: Date;
}

export interface PaymentProcessor {
  /** `sandbox` works offline with Stripe's test cards and the UI labels it "Sandbox" (docs/architecture/overview.md, Integrations). */
  readonly mode: 'live' | 'sandbox';

  /**
   * The processor's customer for a merchant. Repeating the call gives the same customer while the
   * processor remembers the idempotency key (Stripe: 24 hours); callers record `customerId` and
   * reuse it rather than ensuring again.
   */
  ensureCustomer(merchantId: string, email: string): Promise<{ customerId: string }>;
  /** Saves the card for off-session charges. `CardInvalid` for a bad number, expiry or CVC. */
  attachCard(customerId: string, card: CardDetails): Promise<SavedPaymentMethod>;
  /** Succeeds when the card is already detached (removal may be retried). */
  detachCard(paymentMethodId: string): Promise<void>;
  /** An off-session charge, confirmed at once. A decline is `PaymentDeclined` with the reason. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Gives (part of) a charge back to the card (an upheld merchant dispute, issue 6). More than is
   * left unrefunded on the charge is `PaymentRequestRejected`, and nothing is refunded.
   */
  refund(request: RefundRequest): Promise<RefundResult>;

  /**
   * The affiliate's Connect Express account. Pass the account id already recorded, if any: the
   * call then only checks whether onboarding is still due and issues a fresh link (links expire
   * within minutes, so they are never stored).
   */
  ensureConnectedAccount(affiliateId: string, email: string, knownAccountId?: string | null): Promise<ConnectedAccount>;
  /** Becomes the account's default payout destination. `CardNotDebit` for credit and prepaid cards. */
  addDebitCard(accountId: string, card: CardDetails): Promise<SavedDebitCard>;
  /** Succeeds when the card is already gone. */
  removeDebitCard(accountId: string, externalAccountId: string): Promise<void>;
  /** Pays `amountCents` to the account's default debit card instantly. */
  payout(request: PayoutRequest): Promise<PayoutResult>;

  /**
   * Every balance transaction created in the period, all pages, newest first as Stripe lists them.
   * What finance holds against the ledger (docs/architecture/ledger.md).
   */
  listBalanceTransactions(period: BalancePeriod): Promise<BalanceTransaction[]>;
}

export const PAYMENT_PROCESSOR = Symbol('PaymentProcessor');
