import fc from 'fast-check';
import { affiliateWalletDecider, PAYOUT_FEE_CENTS } from '../affiliate-wallet/affiliate-wallet.decide';
import type { AffiliateWalletEvent } from '../affiliate-wallet/affiliate-wallet.events';
import type { WalletState } from '../affiliate-wallet/affiliate-wallet.state';
import { callDecider } from '../call/call.decide';
import type { CallEvent } from '../call/call.events';
import type { CallState } from '../call/call.state';
import { affiliatePayable, COMMISSION_FEE_REVENUE, merchantCharges, PAYOUT_FEE_REVENUE, PROCESSOR_CLEARING } from './ledger.accounts';
import { journalFor, type JournalLine } from './ledger.journals';
import { action, AFFILIATES, MERCHANTS, World } from './ledger.property.spec-fixtures';

/*
 * Ledger proof (issues 5 and 6). Random sequences of bookings, approvals, charge declines, rejections,
 * payouts (completed, failed, or left in flight and settled later), disputes (merchant disputes
 * upheld with a refund and a clawback, affiliate disputes upheld with a charge and a credit, denials,
 * late disputes, resolving twice) and retried policies are driven
 * through the REAL deciders (callDecider, affiliateWalletDecider) and journalFor. After every step:
 *
 *  1. every journal written by the step sums to zero (and journalFor never throws);
 *  2. for each affiliate, -payable = available + reserved of its wallet state (the ledger's sign
 *     convention: a liability is a credit, so negative); with no payout in flight reserved = 0 and
 *     so -payable = available exactly; reserved is never negative, and available goes below zero
 *     only by clawbacks (never by more than was clawed back);
 *  3. platform fee revenue = sum over charged-and-not-refunded calls of round-half-up(10% of the
 *     commission) (commission-fee account) + 25 cents per completed payout (payout-fee account), each
 *     account checked on its own and in total; the charged-and-not-refunded calls are exactly the
 *     approved ones (a refund rejects the call, an upheld affiliate dispute approves it);
 *  4. processor clearing = sum of charges of charged-and-not-refunded calls - sum of net amounts paid
 *     out (a refund takes its charge back out); every merchant account is zero (each approval reached
 *     a wallet, each refund was clawed back from it); all accounts sum to zero;
 *  5. per affiliate, credited - clawed back = commissions of approved calls = available + reserved +
 *     paid out (gross): nothing is paid, credited or clawed back twice;
 *  6. replaying every event so far from scratch (deciders' evolve, journalFor) gives identical
 *     call states, wallet states and account balances.
 */


/** round-half-up(10%) computed independently of the decider's platformFeeCents. */
const tenPercentHalfUp = (cents: number): number => Math.floor((cents * 10 + 50) / 100);

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
    // Only a clawback can take the balance below zero, and never further than it took back.
    expect(wallet.availableCents).toBeGreaterThanOrEqual(neg(world.clawedBack.get(affiliateId) ?? 0));
    expect(wallet.reservedCents).toBe(wallet.payout?.amountCents ?? 0);
    expect(neg(payable)).toBe(wallet.availableCents + wallet.reservedCents);
    if (wallet.reservedCents === 0) expect(neg(payable)).toBe(wallet.availableCents);
    const credited = [...world.calls.values()].filter((c) => c.status === 'approved' && c.affiliateId === affiliateId).reduce((sum, c) => sum + (c.status === 'absent' ? 0 : c.payoutCents), 0);
    expect(wallet.availableCents + wallet.reservedCents + (world.paidGross.get(affiliateId) ?? 0)).toBe(credited);
    expect((world.credited.get(affiliateId) ?? 0) - (world.clawedBack.get(affiliateId) ?? 0)).toBe(credited);
  }
  // 3. Platform fee revenue: a fee stands for every charge that was not refunded.
  const standing = [...world.calls.values()].flatMap((c) => (c.status !== 'absent' && c.charge !== null && !world.refunded.has(c.callId) ? [c] : []));
  const approved = [...world.calls.values()].flatMap((c) => (c.status === 'approved' ? [c] : []));
  expect(standing.map((c) => c.callId).sort()).toEqual(approved.map((c) => c.callId).sort());
  const commissionFees = standing.reduce((sum, c) => sum + tenPercentHalfUp(c.payoutCents), 0);
  expect(neg(balance(world.balances, COMMISSION_FEE_REVENUE))).toBe(commissionFees);
  expect(neg(balance(world.balances, PAYOUT_FEE_REVENUE))).toBe(PAYOUT_FEE_CENTS * world.completedPayouts);
  expect(neg(balance(world.balances, COMMISSION_FEE_REVENUE) + balance(world.balances, PAYOUT_FEE_REVENUE))).toBe(commissionFees + PAYOUT_FEE_CENTS * world.completedPayouts);
  // 4. Clearing, merchant accounts, the whole ledger.
  const charged = standing.reduce((sum, c) => sum + c.payoutCents + tenPercentHalfUp(c.payoutCents), 0);
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

  it('reaches the interesting states: payouts complete and fail, refusals happen, disputes refund, re-approve and take wallets negative', () => {
    // Guards against a generator that never exercises the money paths.
    const seen = { completed: 0, failed: 0, approved: 0, refusedPayout: 0, refunded: 0, reapproved: 0, denied: 0, redeclined: 0, negative: 0 };
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
          if (added.includes('ChargeRefunded')) seen.refunded += 1;
          if (added.includes('DisputeUpheld') && added.includes('CallApproved')) seen.reapproved += 1;
          if (added.includes('DisputeDenied')) seen.denied += 1;
          if (added.includes('DisputeUpholdFailed')) seen.redeclined += 1;
          if ([...world.wallets.values()].some((w) => w.availableCents < 0)) seen.negative += 1;
        }
      }),
      { numRuns: 400 },
    );
    expect(seen.completed).toBeGreaterThan(30);
    expect(seen.failed).toBeGreaterThan(30);
    expect(seen.approved).toBeGreaterThan(100);
    expect(seen.refusedPayout).toBeGreaterThan(50);
    expect(seen.refunded).toBeGreaterThan(30);
    expect(seen.reapproved).toBeGreaterThan(10);
    expect(seen.denied).toBeGreaterThan(10);
    expect(seen.redeclined).toBeGreaterThan(2);
    expect(seen.negative).toBeGreaterThan(30);
  });
});
