import { randomUUID } from 'node:crypto';
import type { Call } from '@leadledger/contracts/call';
import { callDecider } from '../../src/domain/call/call.decide';
import { EVENT_STORE, type EventStore } from '../../src/infrastructure/event-store/event-store.port';
import { decideAndAppend } from '../../src/modules/shared/event-sourced-command';
import { ProjectionWaiter } from '../../src/projections/runner/projection-waiter';
import type { Browser } from './accounts';
import { joinProgram, merchantWithProgram, type MerchantWithProgram, newAffiliate, type Person } from './people';
import type { TestApp } from './test-app';
import type { DecisionTerms } from '../../src/domain/call/call.events';

export const CARD_OK = '4242424242424242';
/** Attaches, then every charge fails (4000 0000 0000 0002 is refused when it is saved, as in Stripe's test mode). */
export const CARD_DECLINED = '4000000000000341';

export interface CallSetup {
  merchant: MerchantWithProgram;
  affiliate: Person;
  membershipId: string;
}

/** A merchant with a program ($12.35 unless told: its 10% fee rounds half up) and an affiliate in it. */
export async function merchantAndAffiliate(t: TestApp, payoutPerCall = 12.35): Promise<CallSetup> {
  const merchant = await merchantWithProgram(t, { payoutPerCall });
  const affiliate = await newAffiliate(t);
  const membership = await joinProgram(affiliate.browser, merchant.program.referralCode);
  return { merchant, affiliate, membershipId: membership.id };
}

let slot = 0;

/**
 * Books a call the way the booking endpoint will (that endpoint is built separately): CallBooked
 * through the call decider and the event store, then waits for the read models.
 */
export async function bookCall(
  t: TestApp,
  setup: CallSetup,
  overrides: { customerEmail?: string; duplicateOf?: string | null; scheduledAt?: string; decisionTerms?: DecisionTerms } = {},
): Promise<string> {
  const store = t.app.get<EventStore>(EVENT_STORE);
  const callId = randomUUID();
  slot += 1;
  const now = new Date().toISOString();
  const { checkpoint } = await decideAndAppend(
    store,
    `call-${callId}`,
    callDecider,
    {
      type: 'BookCall',
      callId,
      programId: setup.merchant.program.id,
      membershipId: setup.membershipId,
      affiliateId: setup.affiliate.user.id,
      merchantId: setup.merchant.user.id,
      payoutCents: Math.round(setup.merchant.program.payoutAmount * 100),
      customerName: `Customer ${slot}`,
      customerEmail: overrides.customerEmail ?? `customer-${slot}@example.com`,
      customerPhone: '5550102000',
      countryCode: '+1',
      customerCompany: null,
      scheduledAt: overrides.scheduledAt ?? new Date(Date.now() + (24 + slot) * 3600_000).toISOString(),
      source: 'booking-page',
      externalRef: null,
      clickId: null,
      duplicateOf: overrides.duplicateOf ?? null,
      meetingLink: 'https://meet.example/abc',
      decisionTerms: overrides.decisionTerms,
      now,
    },
    { correlationId: randomUUID(), actor: 'system', now: new Date(now) },
  );
  if (checkpoint) await t.app.get(ProjectionWaiter).waitForEvery(checkpoint);
  return callId;
}

export function card(number: string, overrides: Record<string, unknown> = {}) {
  return { paymentMethod: { card: { number, exp_month: 12, exp_year: 2034, cvc: '123', ...overrides } } };
}

/** POST /api/billing/setup-complete with this card (200 expected). */
export async function addCard(browser: Browser, number = CARD_OK): Promise<void> {
  const res = await browser.post('/api/billing/setup-complete').send(card(number));
  if (res.status !== 200) throw new Error(`card setup failed: ${res.status} ${JSON.stringify(res.body)}`);
}

export async function pendingCalls(browser: Browser): Promise<Call[]> {
  return (await browser.get('/api/calls/pending').expect(200)).body;
}

export async function historyCalls(browser: Browser): Promise<Call[]> {
  return (await browser.get('/api/calls/history').expect(200)).body;
}
