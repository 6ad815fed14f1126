import { type FakeCard, type Form, noSuch, parseStripeForm, readCard, str, stripeError } from './fake-stripe-wire.contract';
import type { FakeReply, RecordedRequest } from './payments.contract';
import { cardFee, type FakeBalanceTransaction, listBalanceTransactions } from './fake-stripe-balance.contract';

/*
 * A local Stripe speaking the documented wire format (https://docs.stripe.com/api): form-encoded
 * bodies with bracket notation, Bearer secret keys, Idempotency-Key replay, the Stripe-Account
 * header for calls made on a connected account, and `{ error: { type, code, decline_code, message } }`
 * bodies (402 for card errors). Test support only: the `.contract.ts` suffix keeps it out of the
 * production build (tsconfig.build.json), like the contract suite it serves.
 */

export const FAKE_SECRET_KEY = 'sk_test_51LeadLedgerFakeKey0123456789';

/** Stripe's test cards: what a charge does (what a card is for payouts: fake-stripe-wire.contract.ts). */
/** Test mode refuses these when attached to a customer; 4000 0000 0000 0341 attaches and then fails every charge. */
const ATTACH_DECLINES: Record<string, string> = { '4000000000000002': 'generic_decline', '4000000000009995': 'insufficient_funds' };
const DECLINES: Record<string, string> = { '4000000000000341': 'generic_decline' };
const DECLINE_MESSAGES: Record<string, string> = { generic_decline: 'Your card was declined.', insufficient_funds: 'Your card has insufficient funds.' };

interface FakeAccount {
  id: string;
  email: string;
  onboarded: boolean;
  balance: number;
  /** External account cards, the default (newest) last. */
  cards: (FakeCard & { id: string })[];
}

export class FakeStripe {
  readonly customers = new Map<string, { email: string }>();
  /** What Stripe keeps of a payment method, minus the number it never shows again. */
  readonly paymentMethods = new Map<string, { card: FakeCard; customer: string | null; detached: boolean; decline: string | null; attachDecline: string | null }>();
  readonly tokens = new Map<string, { card: FakeCard & { id: string }; used: boolean }>();
  readonly accounts = new Map<string, FakeAccount>();
  readonly transfers = new Map<string, { amount: number; destination: string; reversed: boolean }>();
  readonly payouts: { id: string; account: string; amount: number; destination: string }[] = [];
  /** Successful charges by id (and their PaymentIntent), with how much was refunded. */
  readonly charges = new Map<string, { amount: number; refunded: number; paymentIntent: string }>();
  readonly refunds: { id: string; charge: string; amount: number }[] = [];
  /** One per money movement, oldest first, in the balance it moved (fake-stripe-balance.contract.ts). */
  readonly balanceTransactions: FakeBalanceTransaction[] = [];
  /** The clock balance transactions are stamped with (ms); tests move it to build periods. */
  now: () => number = () => Date.now();
  /** Answer one request differently (an outage, a refusal); undefined falls through to Stripe's behaviour. */
  override: ((request: RecordedRequest) => FakeReply | undefined) | null = null;
  private readonly idempotency = new Map<string, { fingerprint: string; reply: FakeReply }>();
  private issued = 0;
  private balanceEntries = 0;

  reply(request: RecordedRequest): FakeReply {
    const overridden = this.override?.(request);
    if (overridden) return overridden;
    if (request.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) return stripeError(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****');
    if (request.method !== 'POST') return this.route(request, {});
    if (!/^application\/x-www-form-urlencoded/.test(request.headers['content-type'] ?? '')) return stripeError(400, 'invalid_request_error', 'Stripe takes form-encoded bodies.');
    const key = request.headers['idempotency-key'];
    // stripe-node keys every POST (its own uuid when we give none) so its retries are safe.
    if (typeof key !== 'string' || !key) return stripeError(400, 'invalid_request_error', 'fake: every POST must carry an Idempotency-Key');
    const scope = `${request.headers['stripe-account'] ?? 'platform'} ${key}`;
    const fingerprint = `${request.path} ${request.body}`;
    const seen = this.idempotency.get(scope);
    if (seen) {
      if (seen.fingerprint === fingerprint) return seen.reply;
      return stripeError(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`);
    }
    const reply = this.route(request, parseStripeForm(request.body));
    this.idempotency.set(scope, { fingerprint, reply });
    return reply;
  }

  /** What a finished Connect onboarding does: the account may now receive transfers and pay out. */
  completeOnboarding(accountId: string): void {
    const account = this.accounts.get(accountId);
    if (!account) throw new Error(`fake: no account ${accountId}`);
    account.onboarded = true;
  }

  private route(request: RecordedRequest, form: Form): FakeReply {
    const { method, path } = request;
    const at = (pattern: RegExp) => pattern.exec(path);
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') return this.createCustomer(form);
    if (method === 'POST' && path === '/v1/payment_methods') return this.createPaymentMethod(form);
    if (method === 'GET' && (m = at(/^\/v1\/payment_methods\/([\w]+)$/))) return this.paymentMethodReply(m[1]);
    if (method === 'POST' && (m = at(/^\/v1\/payment_methods\/([\w]+)\/attach$/))) return this.attach(m[1], form);
    if (method === 'POST' && (m = at(/^\/v1\/payment_methods\/([\w]+)\/detach$/))) return this.detach(m[1]);
    if (method === 'POST' && path === '/v1/payment_intents') return this.createPaymentIntent(form);
    if (method === 'POST' && path === '/v1/accounts') return this.createAccount(form);
    if (method === 'GET' && (m = at(/^\/v1\/accounts\/([\w]+)$/))) return this.accountReply(m[1]);
    if (method === 'POST' && path === '/v1/account_links') return this.createAccountLink(form);
    if (method === 'POST' && path === '/v1/tokens') return this.createToken(form);
    if (method === 'POST' && (m = at(/^\/v1\/accounts\/([\w]+)\/external_accounts$/))) return this.addExternalAccount(m[1], form);
    if (method === 'DELETE' && (m = at(/^\/v1\/accounts\/([\w]+)\/external_accounts\/([\w]+)$/))) return this.deleteExternalAccount(m[1], m[2]);
    if (method === 'POST' && path === '/v1/transfers') return this.createTransfer(form);
    if (method === 'POST' && (m = at(/^\/v1\/transfers\/([\w]+)\/reversals$/))) return this.reverseTransfer(m[1]);
    if (method === 'POST' && path === '/v1/payouts') return this.createPayout(request, form);
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(form);
    if (method === 'GET' && path === '/v1/balance_transactions') return listBalanceTransactions(this.balanceTransactions, str(request.headers['stripe-account']) || 'platform', request.query);
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  private createCustomer(form: Form): FakeReply {
    const id = this.id('cus');
    this.customers.set(id, { email: str(form.email) });
    return { json: { id, object: 'customer', email: form.email, metadata: form.metadata ?? {} } };
  }

  private createPaymentMethod(form: Form): FakeReply {
    if (form.type !== 'card') return stripeError(400, 'invalid_request_error', 'fake: only card payment methods');
    const card = readCard(form.card as Form | undefined);
    if ('error' in card) return card.error;
    const id = this.id('pm');
    this.paymentMethods.set(id, { card: card.summary, customer: null, detached: false, decline: DECLINES[card.number] ?? null, attachDecline: ATTACH_DECLINES[card.number] ?? null });
    return this.paymentMethodReply(id);
  }

  private paymentMethodReply(id: string): FakeReply {
    const method = this.paymentMethods.get(id);
    if (!method) return noSuch('payment_method', 'PaymentMethod', id);
    const { brand, ...rest } = method.card;
    return { json: { id, object: 'payment_method', type: 'card', customer: method.customer, card: { brand: brand.toLowerCase(), ...rest, country: 'US' } } };
  }

  private attach(id: string, form: Form): FakeReply {
    const method = this.paymentMethods.get(id);
    if (!method) return noSuch('payment_method', 'PaymentMethod', id);
    if (!this.customers.has(str(form.customer))) return noSuch('customer', 'customer', str(form.customer));
    if (method.attachDecline) return stripeError(402, 'card_error', DECLINE_MESSAGES[method.attachDecline], { code: 'card_declined', decline_code: method.attachDecline });
    method.customer = str(form.customer);
    return this.paymentMethodReply(id);
  }

  private detach(id: string): FakeReply {
    const method = this.paymentMethods.get(id);
    if (!method) return noSuch('payment_method', 'PaymentMethod', id);
    if (!method.customer) return stripeError(400, 'invalid_request_error', 'The payment method you provided is not attached to a customer so detachment is impossible.');
    method.customer = null;
    method.detached = true;
    return this.paymentMethodReply(id);
  }

  private createPaymentIntent(form: Form): FakeReply {
    const amount = Number(form.amount);
    if (form.confirm !== 'true' || form.off_session !== 'true') return stripeError(400, 'invalid_request_error', 'fake: expected an off-session payment confirmed at once');
    if (!Number.isInteger(amount) || amount < 50) return stripeError(400, 'invalid_request_error', 'Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
    const method = this.paymentMethods.get(str(form.payment_method));
    if (!method) return noSuch('payment_method', 'PaymentMethod', str(form.payment_method));
    if (method.detached) return stripeError(400, 'invalid_request_error', 'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again.');
    if (method.customer !== form.customer) return stripeError(400, 'invalid_request_error', 'The provided PaymentMethod does not belong to the Customer.', { code: 'payment_intent_invalid_parameter' });
    const id = this.id('pi');
    const charge = this.id('ch');
    if (method.decline) {
      const intent = { id, object: 'payment_intent', status: 'requires_payment_method' };
      return stripeError(402, 'card_error', DECLINE_MESSAGES[method.decline], { code: 'card_declined', decline_code: method.decline, charge, payment_intent: intent });
    }
    this.charges.set(charge, { amount, refunded: 0, paymentIntent: id });
    this.moved('platform', 'charge', amount, charge, cardFee(amount));
    return { json: { id, object: 'payment_intent', status: 'succeeded', amount, currency: form.currency, customer: form.customer, payment_method: form.payment_method, latest_charge: charge, description: form.description, metadata: form.metadata ?? {} } };
  }

  /** https://docs.stripe.com/api/refunds/create: `charge` or `payment_intent`, `amount` defaults to what is left. */
  private createRefund(form: Form): FakeReply {
    let chargeId = str(form.charge);
    if (!chargeId && form.payment_intent) chargeId = [...this.charges].find(([, c]) => c.paymentIntent === form.payment_intent)?.[0] ?? '';
    if (!form.charge && !form.payment_intent) return stripeError(400, 'invalid_request_error', 'One of the following params should be provided for this request: payment_intent or charge.');
    const charge = this.charges.get(chargeId);
    if (!charge) return form.charge ? noSuch('charge', 'charge', chargeId) : noSuch('payment_intent', 'payment_intent', str(form.payment_intent));
    const left = charge.amount - charge.refunded;
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (left === 0) return stripeError(400, 'invalid_request_error', `Charge ${chargeId} has already been refunded.`, { code: 'charge_already_refunded' });
    if (!Number.isInteger(amount) || amount < 1) return stripeError(400, 'invalid_request_error', 'Invalid positive integer', { param: 'amount' });
    if (amount > left) {
      return stripeError(400, 'invalid_request_error', `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`, { param: 'amount' });
    }
    charge.refunded += amount;
    const id = this.id('re');
    this.refunds.push({ id, charge: chargeId, amount });
    this.moved('platform', 'refund', -amount, id);
    return { json: { id, object: 'refund', amount, charge: chargeId, payment_intent: charge.paymentIntent, currency: 'usd', status: 'succeeded', reason: form.reason ?? null, metadata: form.metadata ?? {} } };
  }

  private createAccount(form: Form): FakeReply {
    const capabilities = form.capabilities as { transfers?: { requested?: string } } | undefined;
    if (capabilities?.transfers?.requested !== 'true') return stripeError(400, 'invalid_request_error', 'fake: a payout account needs the transfers capability');
    const id = this.id('acct');
    this.accounts.set(id, { id, email: str(form.email), onboarded: false, balance: 0, cards: [] });
    return this.accountReply(id);
  }

  private accountReply(id: string): FakeReply {
    const account = this.accounts.get(id);
    if (!account) return stripeError(403, 'invalid_request_error', `The provided key does not have access to account '${id}' (or that account does not exist). Application access may have been revoked.`, { code: 'account_invalid' });
    const ready = account.onboarded;
    return {
      json: {
        id, object: 'account', email: account.email, country: 'US', details_submitted: ready, payouts_enabled: ready, charges_enabled: false,
        capabilities: { transfers: ready ? 'active' : 'inactive' },
        requirements: { currently_due: ready ? [] : ['individual.first_name', 'individual.last_name', 'tos_acceptance.date'] },
      },
    };
  }

  private createAccountLink(form: Form): FakeReply {
    if (!this.accounts.has(str(form.account))) return noSuch('account', 'account', str(form.account));
    if (form.type !== 'account_onboarding' || !form.return_url || !form.refresh_url) return stripeError(400, 'invalid_request_error', 'fake: onboarding links need type, return_url and refresh_url');
    return { json: { object: 'account_link', created: 1_900_000_000, expires_at: 1_900_000_300, url: `https://connect.stripe.com/setup/e/${str(form.account)}/${this.id('link')}` } };
  }

  private createToken(form: Form): FakeReply {
    const card = readCard(form.card as Form | undefined);
    if ('error' in card) return card.error;
    const id = this.id('tok');
    const tokenCard = { id: this.id('card'), ...card.summary };
    this.tokens.set(id, { card: tokenCard, used: false });
    return { json: { id, object: 'token', type: 'card', used: false, card: { ...tokenCard, object: 'card', currency: (form.card as Form).currency ?? null } } };
  }

  private addExternalAccount(accountId: string, form: Form): FakeReply {
    const account = this.accounts.get(accountId);
    if (!account) return noSuch('account', 'account', accountId);
    const token = this.tokens.get(str(form.external_account));
    if (!token) return noSuch('token', 'token', str(form.external_account));
    if (token.used) return stripeError(400, 'invalid_request_error', `You cannot use a Stripe token more than once: ${str(form.external_account)}.`, { code: 'token_already_used' });
    token.used = true;
    if (token.card.funding === 'credit') return stripeError(400, 'invalid_request_error', "This card doesn't appear to be a debit card.", { code: 'invalid_card_type', param: 'external_account' });
    account.cards.push(token.card);
    const instant = token.card.funding === 'debit' ? ['standard', 'instant'] : ['standard'];
    return { json: { ...token.card, object: 'card', account: accountId, currency: 'usd', default_for_currency: true, available_payout_methods: instant } };
  }

  private deleteExternalAccount(accountId: string, cardId: string): FakeReply {
    const account = this.accounts.get(accountId);
    if (!account?.cards.some((c) => c.id === cardId)) return noSuch('external_account', 'external account', cardId);
    account.cards = account.cards.filter((c) => c.id !== cardId);
    return { json: { id: cardId, object: 'card', deleted: true } };
  }

  private createTransfer(form: Form): FakeReply {
    const account = this.accounts.get(str(form.destination));
    if (!account) return noSuch('account', 'destination account', str(form.destination));
    if (!account.onboarded) {
      return stripeError(400, 'invalid_request_error', 'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments', { code: 'insufficient_capabilities_for_transfer' });
    }
    const amount = Number(form.amount);
    const id = this.id('tr');
    account.balance += amount;
    this.transfers.set(id, { amount, destination: account.id, reversed: false });
    this.moved('platform', 'transfer', -amount, id);
    return { json: { id, object: 'transfer', amount, currency: form.currency, destination: account.id, amount_reversed: 0, reversed: false, description: form.description, metadata: form.metadata ?? {} } };
  }

  private reverseTransfer(transferId: string): FakeReply {
    const transfer = this.transfers.get(transferId);
    if (!transfer) return noSuch('transfer', 'transfer', transferId);
    transfer.reversed = true;
    this.accounts.get(transfer.destination)!.balance -= transfer.amount;
    const id = this.id('trr');
    this.moved('platform', 'transfer_refund', transfer.amount, id);
    return { json: { id, object: 'transfer_reversal', amount: transfer.amount, transfer: transferId } };
  }

  private createPayout(request: RecordedRequest, form: Form): FakeReply {
    const accountId = request.headers['stripe-account'];
    // Without the header Stripe would pay out the platform's own balance to the platform's bank.
    if (typeof accountId !== 'string') return stripeError(400, 'invalid_request_error', "fake: a payout to an affiliate's card needs the Stripe-Account header");
    const account = this.accounts.get(accountId);
    if (!account) return noSuch('account', 'account', accountId);
    const card = account.cards.at(-1);
    if (!card) return stripeError(400, 'invalid_request_error', 'You have no external account in usd to pay out to.', { code: 'no_external_account' });
    if (form.method !== 'instant' || card.funding !== 'debit') return stripeError(400, 'invalid_request_error', 'This payout method is not supported for the default external account.', { code: 'instant_payouts_unsupported' });
    const amount = Number(form.amount);
    if (account.balance < amount) return stripeError(400, 'invalid_request_error', 'You have insufficient funds in your Stripe account for this transfer.', { code: 'balance_insufficient' });
    account.balance -= amount;
    const id = this.id('po');
    this.payouts.push({ id, account: accountId, amount, destination: card.id });
    this.moved(accountId, 'payout', -amount, id);
    return { json: { id, object: 'payout', amount, currency: form.currency, method: 'instant', type: 'card', destination: card.id, status: 'pending', description: form.description, metadata: form.metadata ?? {} } };
  }

  private moved(scope: string, type: string, amount: number, source: string, fee = 0): void {
    const id = `txn_fake${String(++this.balanceEntries).padStart(6, '0')}`;
    this.balanceTransactions.push({ id, scope, type, amount, fee, source, created: Math.floor(this.now() / 1000) });
  }

  private id(prefix: string): string {
    return `${prefix}_fake${String(++this.issued).padStart(6, '0')}`;
  }
}
