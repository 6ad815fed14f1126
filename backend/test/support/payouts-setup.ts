import { randomUUID } from 'node:crypto';
import { affiliateWalletDecider } from '../../src/domain/affiliate-wallet/affiliate-wallet.decide';
import { EVENT_STORE, type EventStore } from '../../src/infrastructure/event-store/event-store.port';
import { decideAndAppend } from '../../src/modules/shared/event-sourced-command';
import { ProjectionWaiter } from '../../src/projections/runner/projection-waiter';
import type { Browser } from './accounts';
import { addCard, bookCall, type CallSetup, merchantAndAffiliate } from './calls-setup';
import type { TestApp } from './test-app';

/** Stripe's debit test cards take instant payouts; 4242 is a credit card, 5105... a prepaid one. */
export const DEBIT_CARD = '4000056655665556';
export const DEBIT_CARD_2 = '5200828282828210';
export const CREDIT_CARD = '4242424242424242';
export const PREPAID_CARD = '5105105105105100';

export const NO_METHOD = 'Add a debit card in Payout Settings before collecting.';
export const NOTHING_TO_COLLECT = 'Nothing to collect yet: your available balance must be more than the $0.25 transfer fee.';

export function payoutCard(cardNumber = DEBIT_CARD, overrides: Record<string, unknown> = {}) {
  return { cardNumber, expiryDate: '12/34', cvc: '123', ...overrides };
}

/** POST /api/payout/setup-method with this card (200 expected). */
export async function addPayoutCard(browser: Browser, cardNumber = DEBIT_CARD): Promise<void> {
  const res = await browser.post('/api/payout/setup-method').send(payoutCard(cardNumber));
  if (res.status !== 200) throw new Error(`payout card setup failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Books and approves one call of the setup's program (the merchant's card must be on file). */
export async function approveOne(t: TestApp, setup: CallSetup): Promise<string> {
  const callId = await bookCall(t, setup);
  const res = await setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'approved' });
  if (res.status !== 200) throw new Error(`approval failed: ${res.status} ${JSON.stringify(res.body)}`);
  return callId;
}

/**
 * A merchant (card on file) and an affiliate with `approvals` approved calls at `payoutPerCall`
 * dollars each; with `payoutCard` the affiliate also has a debit card for payouts.
 */
export async function affiliateWithEarnings(t: TestApp, payoutPerCall: number, approvals = 1, options: { payoutCard?: boolean } = {}): Promise<CallSetup> {
  const setup = await merchantAndAffiliate(t, payoutPerCall);
  await addCard(setup.merchant.browser);
  for (let i = 0; i < approvals; i++) await approveOne(t, setup);
  if (options.payoutCard ?? true) await addPayoutCard(setup.affiliate.browser);
  return setup;
}

export function collect(browser: Browser, idempotencyKey?: string) {
  const req = browser.post('/api/payout/collect');
  if (idempotencyKey) req.set('Idempotency-Key', idempotencyKey);
  return req.send();
}

export async function earningsOf(browser: Browser) {
  return (await browser.get('/api/earnings/affiliate').expect(200)).body;
}

/**
 * Credits the affiliate's wallet directly through the wallet decider, as the approval policy does:
 * for amounts the sandbox cannot charge (under its $0.50 minimum), such as exactly the $0.25 fee.
 */
export async function creditWallet(t: TestApp, affiliateId: string, amountCents: number): Promise<void> {
  const store = t.app.get<EventStore>(EVENT_STORE);
  const now = new Date();
  const { checkpoint } = await decideAndAppend(
    store,
    `affiliate-wallet-${affiliateId}`,
    affiliateWalletDecider,
    { type: 'CreditCommission', affiliateId, callId: randomUUID(), merchantId: randomUUID(), amountCents, now: now.toISOString() },
    { correlationId: randomUUID(), actor: 'system', now },
  );
  if (checkpoint) await t.app.get(ProjectionWaiter).waitForEvery(checkpoint);
}
