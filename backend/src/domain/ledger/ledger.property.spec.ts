import fc from 'fast-check';
import { affiliateWalletDecider, PAYOUT_FEE_CENTS } from '../affiliate-wallet/affiliate-wallet.decide';
import type { AffiliateWalletCommand } from '../affiliate-wallet/affiliate-wallet.commands';
import type { AffiliateWalletEvent } from '../affiliate-wallet/affiliate-wallet.events';
import type { WalletState } from '../affiliate-wallet/affiliate-wallet.state';
import { callDecider } from '../call/call.decide';
import type { CallCommand } from '../call/call.commands';
import { type CallEvent, REJECTION_REASONS } from '../call/call.events';
import type { CallState } from '../call/call.state';
import type { Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { affiliatePayable, COMMISSION_FEE_REVENUE, merchantCharges, PAYOUT_FEE_REVENUE, PROCESSOR_CLEARING } from './ledger.accounts';
import { journalFor, type JournalLine } from './ledger.journals';

/*
 * Ledger proof (issue 5). Random sequences of bookings, approvals, charge declines, rejections,
 * payouts (completed, failed, or left in flight and settled later) and retried policies are driven
 * through the REAL deciders (callDecider, affiliateWalletDecider) and journalFor. After every step:
 *
 *  1. every journal written by the step sums to zero (and journalFor never throws);
 *  2. for each affiliate, -payable = available + reserved of its wallet state (the ledger's sign
 *     convention: a liability is a credit, so negative); with no payout in flight reserved = 0 and
 *     so -payable = available exactly; available and reserved are never negative;
 *  3. platform fee revenue = sum over approved calls of round-half-up(10% of the commission)
 *     (commission-fee account) + 25 cents per completed payout (payout-fee account), each account
 *     checked on its own and in total;
 *  4. processor clearing = sum of charges of approved calls - sum of net amounts paid out; every
 *     merchant account is zero (each approval reached a wallet); all accounts sum to zero;
 *  5. per affiliate, credited = available + reserved + paid out (gross): nothing is paid twice;
 *  6. replaying every event so far from scratch (deciders' evolve, journalFor) gives identical
 *     call states, wallet states and account balances.
 */

const AFFILIATES = ['aff-1', 'aff-2'];
const MERCHANTS = ['mer-1', 'mer-2'];
const NOW = '2026-01-05T10:00:00.000Z';

type Action =
  | { kind: 'book'; affiliate: number; merchant: number; payoutCents: number }
  | { kind: 'approve'; call: number; asOtherMerchant: boolean }
  | { kind: 'decline'; call: number }
  | { kind: 'reject'; call: number; reason: number }
  | { kind: 'retryCredit'; call: number }
  | { kind: 'requestPayout'; affiliate: number }
  | { kind: 'completePayout'; affiliate: number }
  | { kind: 'failPayout'; affiliate: number };

const index = fc.nat({ max: 40 });
const who = fc.nat({ max: AFFILIATES.length - 1 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('book' as const), affiliate: who, merchant: fc.nat({ max: MERCHANTS.length - 1 }), payoutCents: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 1_000_000 })) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('approve' as const), call: index, asOtherMerchant: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('decline' as const), call: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reject' as const), call: index, reason: fc.nat({ max: REJECTION_REASONS.length - 1 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('retryCredit' as const), call: index }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('requestPayout' as const), affiliate: who }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('completePayout' as const), affiliate: who }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('failPayout' as const), affiliate: who }) },
);

type Recorded = { stream: string; eventId: string; event: CallEvent | AffiliateWalletEvent };

/** round-half-up(10%) computed independently of the decider's platformFeeCents. */
const tenPercentHalfUp = (cents: number): number => Math.floor((cents * 10 + 50) / 100);

class World {
  calls = new Map<string, CallState>();
  callIds: string[] = [];
  wallets = new Map<string, WalletState>(AFFILIATES.map((a) => [a, affiliateWalletDecider.initialState]));
  balances = new Map<string, number>();
  log: Recorded[] = [];
  completedPayouts = 0;
  paidGross = new Map<string, number>();
  paidNet = 0;
  private sequence = 0;

  /** Decide with the real decider; a DomainError is a refusal (nothing happens), anything else a bug. */
  private run<C, E extends { type: string }, S>(decider: Decider<C, E, S>, state: S, command: C): E[] {
    try {
      return decider.decide(command, state);
    } catch (error) {
      if (error instanceof DomainError) return [];
      throw error;
    }
  }

  private record(stream: string, events: (CallEvent | AffiliateWalletEvent)[]): JournalLine[][] {
    const journals: JournalLine[][] = [];
    for (const event of events) {
      this.sequence += 1;
      const eventId = `ev-${this.sequence}`;
      this.log.push({ stream, eventId, event });
      const { type, ...data } = event;
      const journal = journalFor({ eventId, type, data });
      if (journal === null) continue;
      journals.push(journal);
      for (const line of journal) this.balances.set(line.account, (this.balances.get(line.account) ?? 0) + line.amountCents);
    }
    return journals;
  }

  private call(command: CallCommand, callId: string): { events: CallEvent[]; journals: JournalLine[][] } {
    const state = this.calls.get(callId) ?? callDecider.initialState;
    const events = this.run(callDecider, state, command);
    if (events.length > 0) this.calls.set(callId, events.reduce(callDecider.evolve, state));
    return { events, journals: this.record(`call-${callId}`, events) };
  }

  private wallet(command: AffiliateWalletCommand, affiliateId: string): { events: AffiliateWalletEvent[]; journals: JournalLine[][] } {
    const state = this.wallets.get(affiliateId)!;
    const events = this.run(affiliateWalletDecider, state, command);
    this.wallets.set(affiliateId, events.reduce(affiliateWalletDecider.evolve, state));
    for (const e of events) {
      if (e.type === 'PayoutCompleted') {
        this.completedPayouts += 1;
        this.paidNet += e.netCents;
        this.paidGross.set(affiliateId, (this.paidGross.get(affiliateId) ?? 0) + e.amountCents);
      }
    }
    return { events, journals: this.record(`affiliate-wallet-${affiliateId}`, events) };
  }

  /** The policy on CallApproved, as ApprovalProcess.credit runs it. */
  private credit(call: CallState): JournalLine[][] {
    if (call.status !== 'approved') return [];
    const { affiliateId, callId, merchantId, payoutCents } = call;
    return this.wallet({ type: 'CreditCommission', affiliateId, callId, merchantId, amountCents: payoutCents, now: NOW }, affiliateId).journals;
  }

  apply(a: Action): JournalLine[][] {
    const callId = 'call' in a && this.callIds.length > 0 ? this.callIds[a.call % this.callIds.length] : 'no-such-call';
    const call = this.calls.get(callId);
    const merchantOf = call && call.status !== 'absent' ? call.merchantId : MERCHANTS[0];
    switch (a.kind) {
      case 'book': {
        const id = `call-${this.callIds.length + 1}`;
        this.callIds.push(id);
        return this.call(
          {
            type: 'BookCall', callId: id, programId: 'prog', membershipId: 'mem', affiliateId: AFFILIATES[a.affiliate], merchantId: MERCHANTS[a.merchant],
            payoutCents: a.payoutCents, customerName: 'C', customerEmail: 'c@example.com', customerPhone: null, countryCode: null, customerCompany: null,
            scheduledAt: NOW, source: 'booking-page', externalRef: null, clickId: null, duplicateOf: null, meetingLink: null, now: NOW,
          },
          id,
        ).journals;
      }
      case 'approve': {
        const merchantId = a.asOtherMerchant ? MERCHANTS.find((m) => m !== merchantOf)! : merchantOf;
        const started = this.call({ type: 'StartApproval', callId, merchantId, now: NOW }, callId);
        const attempt = started.events.find((e) => e.type === 'ApprovalStarted');
        if (!attempt) return started.journals;
        const charged = this.call({ type: 'RecordCharge', callId, idempotencyKey: attempt.idempotencyKey, processorChargeId: `ch_${callId}`, now: NOW }, callId);
        return [...started.journals, ...charged.journals, ...this.credit(this.calls.get(callId)!)];
      }
      case 'decline': {
        const started = this.call({ type: 'StartApproval', callId, merchantId: merchantOf, now: NOW }, callId);
        const attempt = started.events.find((e) => e.type === 'ApprovalStarted');
        if (!attempt) return started.journals;
        const declined = this.call({ type: 'RecordChargeDeclined', callId, idempotencyKey: attempt.idempotencyKey, reason: 'declined', declineCode: 'generic_decline', now: NOW }, callId);
        return [...started.journals, ...declined.journals];
      }
      case 'reject':
        return this.call({ type: 'RejectCall', callId, merchantId: merchantOf, reason: REJECTION_REASONS[a.reason], note: null, now: NOW }, callId).journals;
      case 'retryCredit':
        return call ? this.credit(call) : [];
      case 'requestPayout': {
        const affiliateId = AFFILIATES[a.affiliate];
        return this.wallet({ type: 'RequestPayout', affiliateId, payoutId: `payout-${this.log.length + 1}`, now: NOW }, affiliateId).journals;
      }
      case 'completePayout':
      case 'failPayout': {
        const affiliateId = AFFILIATES[a.affiliate];
        const inFlight = this.wallets.get(affiliateId)!.payout;
        // A late answer for an already settled (or unknown) payout must be refused or be a no-op.
        const payoutId = inFlight?.payoutId ?? `payout-settled-or-unknown`;
        return a.kind === 'completePayout'
          ? this.wallet({ type: 'CompletePayout', affiliateId, payoutId, processorTransferId: `tr_${payoutId}`, now: NOW }, affiliateId).journals
          : this.wallet({ type: 'FailPayout', affiliateId, payoutId, reason: 'card refused', now: NOW }, affiliateId).journals;
      }
    }
  }
}

const balance = (balances: Map<string, number>, account: string): number => balances.get(account) ?? 0;
/** Minus, without -0 (toBe tells -0 from 0). */
const neg = (cents: number): number => 0 - cents;

function checkInvariants(world: World, journals: JournalLine[][]): void {
  // 1. Each journal of this step sums to zero.
  for (const journal of journals) {
    expect(journal.reduce((sum, line) => sum + line.amountCents, 0)).toBe(0);
    expect(journal.every((line) => Number.isSafeInteger(line.amountCents) && line.amountCents !== 0)).toBe(true);
  }
  // 2. Payable against the wallet, 5. conservation per affiliate.
  for (const affiliateId of AFFILIATES) {
    const wallet = world.wallets.get(affiliateId)!;
    const payable = balance(world.balances, affiliatePayable(affiliateId));
    expect(wallet.availableCents).toBeGreaterThanOrEqual(0);
    expect(wallet.reservedCents).toBe(wallet.payout?.amountCents ?? 0);
    expect(neg(payable)).toBe(wallet.availableCents + wallet.reservedCents);
    if (wallet.reservedCents === 0) expect(neg(payable)).toBe(wallet.availableCents);
    const credited = [...world.calls.values()].filter((c) => c.status === 'approved' && c.affiliateId === affiliateId).reduce((sum, c) => sum + (c.status === 'absent' ? 0 : c.payoutCents), 0);
    expect(wallet.availableCents + wallet.reservedCents + (world.paidGross.get(affiliateId) ?? 0)).toBe(credited);
  }
  // 3. Platform fee revenue.
  const approved = [...world.calls.values()].flatMap((c) => (c.status === 'approved' ? [c] : []));
  const commissionFees = approved.reduce((sum, c) => sum + tenPercentHalfUp(c.payoutCents), 0);
  expect(neg(balance(world.balances, COMMISSION_FEE_REVENUE))).toBe(commissionFees);
  expect(neg(balance(world.balances, PAYOUT_FEE_REVENUE))).toBe(PAYOUT_FEE_CENTS * world.completedPayouts);
  expect(neg(balance(world.balances, COMMISSION_FEE_REVENUE) + balance(world.balances, PAYOUT_FEE_REVENUE))).toBe(commissionFees + PAYOUT_FEE_CENTS * world.completedPayouts);
  // 4. Clearing, merchant accounts, the whole ledger.
  const charged = approved.reduce((sum, c) => sum + c.payoutCents + tenPercentHalfUp(c.payoutCents), 0);
  expect(balance(world.balances, PROCESSOR_CLEARING)).toBe(charged - world.paidNet);
  for (const merchantId of MERCHANTS) expect(balance(world.balances, merchantCharges(merchantId))).toBe(0);
  expect([...world.balances.values()].reduce((sum, cents) => sum + cents, 0)).toBe(0);
  // 6. Replay from scratch.
  const calls = new Map<string, CallState>();
  const wallets = new Map<string, WalletState>(AFFILIATES.map((a) => [a, affiliateWalletDecider.initialState]));
  const balances = new Map<string, number>();
  for (const { stream, eventId, event } of world.log) {
    if (stream.startsWith('call-')) {
      const id = stream.slice('call-'.length);
      calls.set(id, callDecider.evolve(calls.get(id) ?? callDecider.initialState, event as CallEvent));
    } else {
      const id = stream.slice('affiliate-wallet-'.length);
      wallets.set(id, affiliateWalletDecider.evolve(wallets.get(id)!, event as AffiliateWalletEvent));
    }
    const { type, ...data } = event;
    for (const line of journalFor({ eventId, type, data }) ?? []) balances.set(line.account, (balances.get(line.account) ?? 0) + line.amountCents);
  }
  expect(calls).toEqual(world.calls);
  expect(wallets).toEqual(world.wallets);
  expect(balances).toEqual(world.balances);
}

describe('the ledger (property)', () => {
  it('balances after every step of any sequence of bookings, approvals, declines, rejections, payouts and failures', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 60 }), (actions) => {
        const world = new World();
        checkInvariants(world, []);
        for (const a of actions) checkInvariants(world, world.apply(a));
      }),
      { numRuns: 300 },
    );
  });

  it('reaches the interesting states: payouts complete, fail, stay in flight, and refusals happen', () => {
    // Guards against a generator that never exercises the money paths.
    const seen = { completed: 0, failed: 0, approved: 0, refusedPayout: 0 };
    fc.assert(
      fc.property(fc.array(action, { minLength: 20, maxLength: 60 }), (actions) => {
        const world = new World();
        for (const a of actions) {
          const before = world.log.length;
          world.apply(a);
          const added = world.log.slice(before).map((r) => r.event.type);
          if (added.includes('PayoutCompleted')) seen.completed += 1;
          if (added.includes('PayoutFailed')) seen.failed += 1;
          if (added.includes('CallApproved')) seen.approved += 1;
          if (a.kind === 'requestPayout' && added.length === 0) seen.refusedPayout += 1;
        }
      }),
      { numRuns: 200 },
    );
    expect(seen.completed).toBeGreaterThan(30);
    expect(seen.failed).toBeGreaterThan(30);
    expect(seen.approved).toBeGreaterThan(100);
    expect(seen.refusedPayout).toBeGreaterThan(50);
  });
});
