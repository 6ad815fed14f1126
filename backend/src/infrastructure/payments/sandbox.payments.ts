import { createHash, randomBytes } from 'node:crypto';
import { type Clock, systemClock } from '../clock/clock';
import { checkCard } from './card-rules';
import { TEST_CARDS } from './sandbox-test-cards';
import { CardNotDebit, PaymentDeclined, PaymentError, PaymentRequestRejected } from './payments.errors';
import { MemorySandboxRecords, type SandboxRecord, type SandboxRecordStore } from './sandbox-records';
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

/** Stripe's smallest USD charge; Stripe answers `amount_too_small` below it. */
const MINIMUM_CHARGE_CENTS = 50;

/**
 * The card's charge outcome travels in its id (`pm_sandbox_ok_...`, `pm_sandbox_insufficient_funds_...`),
 * so a payment method saved before a restart still behaves as its test card did, with no card data kept.
 */
const PAYMENT_METHOD = /^pm_sandbox_([a-z_]+)_([0-9a-f]{16})$/;
const CUSTOMER = /^cus_sandbox_[0-9a-f]{24}$/;
const ACCOUNT = /^acct_sandbox_[0-9a-f]{16}$/;
const CHARGE = /^ch_sandbox_[0-9a-f]{24}$/;

type Result = ChargeResult | PayoutResult | RefundResult;
type Outcome = { result: Result } | { error: PaymentError };

/**
 * Offline payments with Stripe test-mode behaviour (docs/architecture/overview.md, Integrations). Customers and accounts are derived
 * from the merchant and affiliate ids, charge and payout ids from their idempotency keys, so results
 * are stable. Memory holds only which card ids are attached or removed and the idempotency records;
 * after a restart unknown (but well-formed) ids are taken at their word, as the app recorded them.
 * What money it moved is kept in its record store, durable in the app (`sandbox-records.pg.ts`), so
 * reconciliation against the processor reads the same books before and after a restart.
 */
export class SandboxPayments implements PaymentProcessor {
  readonly mode = 'sandbox';
  private readonly clock: Clock;
  /** Payment method id -> the customer it is attached to, or null once detached. */
  private readonly attachments = new Map<string, string | null>();
  /** Account id -> its debit card ids, the newest (the default) last. */
  private readonly debitCards = new Map<string, string[]>();
  private readonly idempotency = new Map<string, { fingerprint: string; outcome: Outcome }>();
  /** Charges made by this instance: how much each took and how much went back. */
  private readonly charges = new Map<string, { amountCents: number; refundedCents: number }>();

  private readonly records: SandboxRecordStore;

  constructor(options: { clock?: Clock; records?: SandboxRecordStore } = {}) {
    this.clock = options.clock ?? systemClock;
    this.records = options.records ?? new MemorySandboxRecords();
  }

  /** Every record, connected accounts' payouts included (the admin's sandbox tools). */
  listRecords(period: BalancePeriod): Promise<SandboxRecord[]> {
    return this.records.list(period);
  }

  /** Forgets a record by its id or source, so the processor "has no record" of that movement. */
  removeRecord(idOrSource: string): Promise<boolean> {
    return this.records.remove(idOrSource);
  }

  /** The platform's balance, newest first, as Stripe lists it (payouts move connected accounts). */
  async listBalanceTransactions(period: BalancePeriod): Promise<BalanceTransaction[]> {
    const kept = await this.records.list(period);
    return kept
      .filter((r) => r.account === null)
      .reverse()
      .map(({ id, type, amountCents, feeCents, created, source }) => ({ id, type, amountCents, feeCents, created, source }));
  }

  async ensureCustomer(merchantId: string, _email: string): Promise<{ customerId: string }> {
    return { customerId: `cus_sandbox_${digest('customer', merchantId, 24)}` };
  }

  async attachCard(customerId: string, card: CardDetails): Promise<SavedPaymentMethod> {
    const checked = checkCard(card, this.clock.now());
    if (!CUSTOMER.test(customerId)) throw noSuch('customer', customerId);
    const test = TEST_CARDS[checked.digits];
    if (test?.decline && test.declinedAt === 'attach') throw new PaymentDeclined(test.decline, 402, `card_declined: ${test.decline}`);
    const outcome = test?.decline ?? 'ok';
    const paymentMethodId = `pm_sandbox_${outcome}_${randomBytes(8).toString('hex')}`;
    this.attachments.set(paymentMethodId, customerId);
    return { paymentMethodId, brand: checked.brand, last4: checked.last4, expMonth: checked.expMonth, expYear: checked.expYear };
  }

  async detachCard(paymentMethodId: string): Promise<void> {
    if (PAYMENT_METHOD.test(paymentMethodId)) this.attachments.set(paymentMethodId, null);
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    requireAmount(request.amountCents);
    const { idempotencyKey, metadata, ...rest } = request;
    const fingerprint = JSON.stringify(['charge', rest, Object.entries(metadata).sort()]);
    const result = await this.once(idempotencyKey, fingerprint, () => {
      const { customerId, paymentMethodId, amountCents } = request;
      if (!CUSTOMER.test(customerId)) throw noSuch('customer', customerId);
      const outcome = PAYMENT_METHOD.exec(paymentMethodId)?.[1];
      if (!outcome) throw noSuch('PaymentMethod', paymentMethodId);
      const attachedTo = this.attachments.get(paymentMethodId);
      if (attachedTo === null) throw new PaymentRequestRejected(400, `The PaymentMethod ${paymentMethodId} was detached from its customer and cannot be used again.`);
      if (attachedTo !== undefined && attachedTo !== customerId) throw new PaymentRequestRejected(400, `The PaymentMethod ${paymentMethodId} does not belong to the customer ${customerId}.`);
      if (amountCents < MINIMUM_CHARGE_CENTS) throw new PaymentRequestRejected(400, 'Amount must be at least $0.50 usd');
      if (outcome !== 'ok') throw new PaymentDeclined(outcome, 402, `card_declined: ${outcome}`);
      const chargeId = `ch_sandbox_${digest('charge', idempotencyKey, 24)}`;
      this.charges.set(chargeId, { amountCents, refundedCents: 0 });
      return { chargeId };
    });
    await this.keep([this.record('charge', request.amountCents, result.chargeId)]);
    return result;
  }

  /** A charge from before a restart is unknown here; like other ids, it is taken at its word. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    requireAmount(request.amountCents);
    const { idempotencyKey, ...rest } = request;
    const result = await this.once(idempotencyKey, JSON.stringify(['refund', rest]), () => {
      const { chargeId, amountCents } = request;
      if (!CHARGE.test(chargeId)) throw noSuch('charge', chargeId);
      const charge = this.charges.get(chargeId);
      if (charge) {
        const left = charge.amountCents - charge.refundedCents;
        if (left === 0) throw new PaymentRequestRejected(400, `charge_already_refunded: Charge ${chargeId} has already been refunded.`);
        if (amountCents > left) throw new PaymentRequestRejected(400, `Refund amount ($${(amountCents / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`);
        charge.refundedCents += amountCents;
      }
      return { refundId: `re_sandbox_${digest('refund', idempotencyKey, 24)}` };
    });
    await this.keep([this.record('refund', -request.amountCents, result.refundId)]);
    return result;
  }

  async ensureConnectedAccount(affiliateId: string, _email: string, knownAccountId?: string | null): Promise<ConnectedAccount> {
    const accountId = knownAccountId ?? `acct_sandbox_${digest('account', affiliateId, 16)}`;
    if (!ACCOUNT.test(accountId)) throw noSuch('account', accountId);
    if (!this.debitCards.has(accountId)) this.debitCards.set(accountId, []);
    // Sandbox accounts need no onboarding: they can receive payouts once a debit card is added.
    return { accountId, onboardingUrl: null };
  }

  async addDebitCard(accountId: string, card: CardDetails): Promise<SavedDebitCard> {
    const checked = checkCard(card, this.clock.now());
    if (!ACCOUNT.test(accountId)) throw noSuch('account', accountId);
    const funding = TEST_CARDS[checked.digits]?.funding;
    if (funding !== 'debit') throw new CardNotDebit(funding ?? 'credit', 400, `card funding is ${funding ?? 'credit'}`);
    const externalAccountId = `card_sandbox_${randomBytes(8).toString('hex')}`;
    this.debitCards.set(accountId, [...(this.debitCards.get(accountId) ?? []), externalAccountId]);
    return { externalAccountId, brand: checked.brand, last4: checked.last4, expMonth: checked.expMonth, expYear: checked.expYear };
  }

  async removeDebitCard(accountId: string, externalAccountId: string): Promise<void> {
    const cards = this.debitCards.get(accountId);
    if (cards) this.debitCards.set(accountId, cards.filter((id) => id !== externalAccountId));
  }

  async payout(request: PayoutRequest): Promise<PayoutResult> {
    requireAmount(request.amountCents);
    const { idempotencyKey, ...rest } = request;
    const result = await this.once(idempotencyKey, JSON.stringify(['payout', rest]), () => {
      if (!ACCOUNT.test(request.accountId)) throw noSuch('account', request.accountId);
      if (this.debitCards.get(request.accountId)?.length === 0) {
        throw new PaymentRequestRejected(400, 'The account has no debit card to pay out to.');
      }
      return {
        transferId: `tr_sandbox_${digest('transfer', idempotencyKey, 24)}`,
        payoutId: `po_sandbox_${digest('payout', idempotencyKey, 24)}`,
      };
    });
    const { amountCents, accountId } = request;
    await this.keep([this.record('transfer', -amountCents, result.transferId), this.record('payout', -amountCents, result.payoutId, accountId)]);
    return result;
  }

  /**
   * Written on the first answer and again on each replay (idempotent per id): a write that failed
   * leaves the request unanswered, and the app's retry under the same key writes it then.
   */
  private keep(records: SandboxRecord[]): Promise<void> {
    return this.records.add(records);
  }

  private record(type: SandboxRecord['type'], amountCents: number, source: string, account: string | null = null): SandboxRecord {
    return { id: `txn_sandbox_${digest('txn', source, 24)}`, type, amountCents, feeCents: 0, source, account, created: this.clock.now().toISOString() };
  }

  /**
   * Stripe's idempotency: the first outcome of a key (result or error) is replayed for the same
   * request; the same key for a different request is refused and nothing runs.
   */
  private once<T extends Result>(key: string, fingerprint: string, run: () => T): Promise<T> {
    if (!key) throw new RangeError('An idempotency key is required');
    const seen = this.idempotency.get(key);
    if (seen && seen.fingerprint !== fingerprint) {
      return Promise.reject(new PaymentRequestRejected(400, `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`));
    }
    let outcome = seen?.outcome;
    if (!outcome) {
      try {
        outcome = { result: run() };
      } catch (error) {
        if (!(error instanceof PaymentError)) throw error;
        outcome = { error };
      }
      this.idempotency.set(key, { fingerprint, outcome });
    }
    return 'error' in outcome ? Promise.reject(outcome.error) : Promise.resolve(outcome.result as T);
  }
}

function requireAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1) throw new RangeError(`Amounts are positive integer cents, not ${amountCents}`);
}

function noSuch(kind: string, id: string): PaymentRequestRejected {
  return new PaymentRequestRejected(404, `No such ${kind}: '${id}'`);
}

function digest(kind: string, value: string, length: number): string {
  return createHash('sha256').update(`${kind}:${value}`).digest('hex').slice(0, length);
}
