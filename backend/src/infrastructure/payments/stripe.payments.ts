import Stripe from 'stripe';
import { type Clock, systemClock } from '../clock/clock';
import { checkCard, normalizeBrand } from './card-rules';
import { CardNotDebit, PaymentDeclined, PaymentError, PaymentProviderUnavailable, PaymentRequestRejected } from './payments.errors';
import type {
  BalancePeriod,
  BalanceTransaction,
  CardDetails,
  ChargeRequest,
  ChargeResult,
  ConnectedAccount,
  PaymentProcessor,
  PayoutRequest,
  PayoutResult,
  RefundRequest,
  RefundResult,
  SavedDebitCard,
  SavedPaymentMethod,
} from './payments.port';
import { listStripeBalance } from './stripe.balance';
import { type StripeStep, isAlreadyGone, translateStripeError } from './stripe.errors';

export interface StripePaymentsOptions {
  /** `sk_test_...` / `sk_live_...` (or a restricted `rk_...` key with the same permissions). */
  secretKey: string;
  /** Connect onboarding sends the affiliate to `returnUrl` when done, `refreshUrl` when the link expired. */
  onboarding: { returnUrl: string; refreshUrl: string };
  /**
   * Unset in production (api.stripe.com:443, https). Tests point the SDK at a local server speaking
   * Stripe's wire format: stripe-node takes `host`, `port` and `protocol` in its config and passes
   * them straight to `http(s).request` (node_modules/stripe/cjs/stripe.core.js, NodeHttpClient.js).
   */
  endpoint?: { host: string; port: number; protocol: 'http' | 'https' };
  /**
   * The SDK retries dropped connections, 409 and 5xx with backoff from 0.5 s, resending the same
   * Idempotency-Key, so a retry can never charge or pay twice.
   */
  maxNetworkRetries?: number;
  /** Per attempt; a merchant or affiliate is waiting on a dialog. */
  timeoutMs?: number;
  clock?: Clock;
}

/**
 * Stripe through stripe-node 23.1.0 (docs/architecture/overview.md, Integrations): customers, payment methods and off-session
 * PaymentIntents for merchants; Connect Express accounts, debit cards and instant payouts for
 * affiliates. See `payments.port.ts` for why card data reaches this server at all.
 */
export class StripePayments implements PaymentProcessor {
  readonly mode = 'live';
  private readonly stripe: Stripe;
  private readonly clock: Clock;

  constructor(private readonly options: StripePaymentsOptions) {
    this.clock = options.clock ?? systemClock;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeoutMs ?? 20_000,
      appInfo: { name: 'LeadLedger' },
      ...options.endpoint,
    });
  }

  async ensureCustomer(merchantId: string, email: string): Promise<{ customerId: string }> {
    const customer = await this.call(() =>
      this.stripe.customers.create({ email, metadata: { leadledger_merchant_id: merchantId } }, { idempotencyKey: `leadledger-customer-${merchantId}` }),
    );
    return { customerId: customer.id };
  }

  async attachCard(customerId: string, card: CardDetails): Promise<SavedPaymentMethod> {
    const checked = checkCard(card, this.clock.now());
    // Raw card data to the API: test mode, or live accounts enabled for it (payments.port.ts).
    const method = await this.call(
      () => this.stripe.paymentMethods.create({ type: 'card', card: { number: checked.digits, exp_month: checked.expMonth, exp_year: checked.expYear, cvc: checked.cvc } }),
      'card-setup',
    );
    await this.call(() => this.stripe.paymentMethods.attach(method.id, { customer: customerId }), 'card-setup');
    const saved = method.card;
    return {
      paymentMethodId: method.id,
      brand: normalizeBrand(saved?.brand ?? checked.brand),
      last4: saved?.last4 ?? checked.last4,
      expMonth: saved?.exp_month ?? checked.expMonth,
      expYear: saved?.exp_year ?? checked.expYear,
    };
  }

  async detachCard(paymentMethodId: string): Promise<void> {
    try {
      // Detaching a detached card is a 400, so look first: a retried removal must succeed.
      const method = await this.stripe.paymentMethods.retrieve(paymentMethodId);
      if (method.customer) await this.stripe.paymentMethods.detach(paymentMethodId);
    } catch (error) {
      if (!isAlreadyGone(error)) throw translateStripeError(error);
    }
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    requireAmount(request.amountCents);
    const { customerId, paymentMethodId, amountCents, currency, idempotencyKey, description, metadata } = request;
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency,
          customer: customerId,
          payment_method: paymentMethodId,
          // Cards only, so no redirect-based method can demand a return_url. API version
          // 2026-10-28 (the one stripe-node 23.1.0 pins) renamed `payment_method_types` to this.
          allowed_payment_method_types: ['card'],
          off_session: true,
          confirm: true,
          description,
          metadata,
        },
        { idempotencyKey },
      ),
    );
    // Off-session confirmation reports a failed charge as a 402; cards never stay `processing` for long.
    if (intent.status === 'succeeded' || intent.status === 'processing') return { chargeId: idOf(intent.latest_charge) ?? intent.id };
    const failure = intent.last_payment_error;
    throw new PaymentDeclined(failure?.decline_code ?? failure?.code ?? 'authentication_required', 402, `payment_intent ${intent.id} is ${intent.status}`);
  }

  /**
   * `POST /v1/refunds` under our Idempotency-Key (https://docs.stripe.com/api/refunds/create). A
   * charge recorded by its PaymentIntent id (no `latest_charge` came back) is refunded through the
   * intent. Stripe refuses more than is left unrefunded (`charge_already_refunded`, 400).
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    requireAmount(request.amountCents);
    const { chargeId, amountCents, idempotencyKey, reason } = request;
    const target = chargeId.startsWith('pi_') ? { payment_intent: chargeId } : { charge: chargeId };
    const refund = await this.call(() =>
      this.stripe.refunds.create({ ...target, amount: amountCents, ...(reason ? { reason } : {}), metadata: { leadledger_refund: idempotencyKey } }, { idempotencyKey }),
    );
    // Card refunds are `succeeded` or `pending`; `failed` and `canceled` gave nothing back.
    if (refund.status === 'failed' || refund.status === 'canceled') {
      throw new PaymentRequestRejected(null, `refund ${refund.id} is ${refund.status}${refund.failure_reason ? ` (${refund.failure_reason})` : ''}`);
    }
    return { refundId: refund.id };
  }

  async ensureConnectedAccount(affiliateId: string, email: string, knownAccountId?: string | null): Promise<ConnectedAccount> {
    const account = knownAccountId
      ? await this.call(() => this.stripe.accounts.retrieve(knownAccountId))
      : await this.call(() =>
          this.stripe.accounts.create(
            {
              // Express, spelled with `controller` (the SDK marks `type: 'express'` deprecated).
              controller: {
                stripe_dashboard: { type: 'express' },
                fees: { payer: 'application' },
                losses: { payments: 'application' },
                requirement_collection: 'stripe',
              },
              country: 'US',
              email,
              business_type: 'individual',
              capabilities: { transfers: { requested: true } },
              // Money leaves only through Collect (docs/product/money.md, Payouts), never on Stripe's own schedule.
              settings: { payouts: { schedule: { interval: 'manual' } } },
              metadata: { leadledger_affiliate_id: affiliateId },
            },
            { idempotencyKey: `leadledger-account-${affiliateId}` },
          ),
        );
    if (account.payouts_enabled && account.capabilities?.transfers === 'active') return { accountId: account.id, onboardingUrl: null };
    const link = await this.call(() =>
      this.stripe.accountLinks.create({
        account: account.id,
        type: 'account_onboarding',
        return_url: this.options.onboarding.returnUrl,
        refresh_url: this.options.onboarding.refreshUrl,
        collection_options: { fields: 'currently_due' },
      }),
    );
    return { accountId: account.id, onboardingUrl: link.url };
  }

  /**
   * Stripe's documented route for a debit card as a payout destination: a card token with
   * `currency` (which tells us the funding before anything touches the account), then the token
   * as the account's external account.
   */
  async addDebitCard(accountId: string, card: CardDetails): Promise<SavedDebitCard> {
    const checked = checkCard(card, this.clock.now());
    const token = await this.call(
      () =>
        this.stripe.tokens.create({
          card: { number: checked.digits, exp_month: String(checked.expMonth), exp_year: String(checked.expYear), cvc: checked.cvc, currency: 'usd' },
        }),
      'card-setup',
    );
    const funding = token.card?.funding;
    if (funding !== 'debit') {
      const reason = funding === 'credit' || funding === 'prepaid' ? funding : 'not_debit';
      throw new CardNotDebit(reason, null, `card funding is ${funding ?? 'unknown'}`);
    }
    const created = await this.call(
      () => this.stripe.accounts.createExternalAccount(accountId, { external_account: token.id, default_for_currency: true }),
      'card-setup',
    );
    if (created.object !== 'card') throw new PaymentRequestRejected(null, `expected a card, Stripe created a ${created.object}`);
    if (created.available_payout_methods && !created.available_payout_methods.includes('instant')) {
      // Best effort: Stripe refuses to delete an account's only default card; it then stays, and
      // an instant payout to it fails and is reported as such.
      await this.stripe.accounts.deleteExternalAccount(accountId, created.id).catch(() => undefined);
      throw new CardNotDebit('no_instant_payouts', null, `available_payout_methods: ${created.available_payout_methods.join(', ')}`);
    }
    return {
      externalAccountId: created.id,
      brand: normalizeBrand(created.brand),
      last4: created.last4,
      expMonth: created.exp_month,
      expYear: created.exp_year,
    };
  }

  async removeDebitCard(accountId: string, externalAccountId: string): Promise<void> {
    try {
      await this.stripe.accounts.deleteExternalAccount(accountId, externalAccountId);
    } catch (error) {
      if (!isAlreadyGone(error)) throw translateStripeError(error);
    }
  }

  /**
   * Instant payouts to a connected account's debit card are two calls in Stripe's Connect docs: a
   * transfer moves the money from the platform balance to the account, then a payout with
   * `method=instant` and the `Stripe-Account` header sends it to the account's default card. Each
   * step has its own key derived from the caller's, so a retry resumes where the last attempt
   * stopped. A payout refused for good is followed by a reversal of the transfer, so the money is
   * back on the platform when the app records PayoutFailed; an outage leaves both in place for the
   * retry to finish.
   */
  async payout(request: PayoutRequest): Promise<PayoutResult> {
    requireAmount(request.amountCents);
    const { accountId, amountCents, idempotencyKey, description } = request;
    const metadata = { leadledger_payout: idempotencyKey };
    const transfer = await this.call(() =>
      this.stripe.transfers.create(
        { amount: amountCents, currency: 'usd', destination: accountId, description, metadata },
        { idempotencyKey: `${idempotencyKey}:transfer` },
      ),
    );
    try {
      const payout = await this.stripe.payouts.create(
        { amount: amountCents, currency: 'usd', method: 'instant', description, metadata },
        { idempotencyKey: `${idempotencyKey}:payout`, stripeAccount: accountId },
      );
      return { transferId: transfer.id, payoutId: payout.id };
    } catch (error) {
      const failure = translateStripeError(error);
      if (!(failure instanceof PaymentError) || failure instanceof PaymentProviderUnavailable) throw failure;
      await this.call(() => this.stripe.transfers.createReversal(transfer.id, { metadata }, { idempotencyKey: `${idempotencyKey}:reversal` }));
      throw failure;
    }
  }

  /** The platform's balance transactions of the period, every page (stripe.balance.ts). */
  listBalanceTransactions(period: BalancePeriod): Promise<BalanceTransaction[]> {
    return listStripeBalance((params) => this.call(() => this.stripe.balanceTransactions.list(params)), period);
  }

  private async call<T>(request: () => Promise<T>, step: StripeStep = 'other'): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw translateStripeError(error, step);
    }
  }
}

function requireAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1) throw new RangeError(`Amounts are positive integer cents, not ${amountCents}`);
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}
