import { deciderSpecification } from '../shared/decider-specification';
import type { ClawBackCommission, CompletePayout, CreditCommission, FailPayout, RequestPayout } from './affiliate-wallet.commands';
import { affiliateWalletDecider } from './affiliate-wallet.decide';
import type { AffiliateWalletEvent, CommissionClawedBack, CommissionCredited, PayoutCompleted, PayoutFailed, PayoutRequested } from './affiliate-wallet.events';

const spec = deciderSpecification(affiliateWalletDecider);
const now = '2025-08-06T10:00:00.000Z';
const balances = (events: AffiliateWalletEvent[]) => {
  const { availableCents, reservedCents, payout } = events.reduce(affiliateWalletDecider.evolve, affiliateWalletDecider.initialState);
  return { availableCents, reservedCents, payout };
};

const credit = (callId: string, amountCents: number): CreditCommission => ({ type: 'CreditCommission', affiliateId: 'a1', callId, merchantId: 'm1', amountCents, now });
// Same key order as the decider builds them: the specification compares JSON.
const credited = (callId: string, amountCents: number): CommissionCredited => ({ type: 'CommissionCredited', affiliateId: 'a1', callId, merchantId: 'm1', amountCents, creditedAt: now });
const request = (payoutId = 'po1'): RequestPayout => ({ type: 'RequestPayout', affiliateId: 'a1', payoutId, accountId: 'acct_test', now });
const requested = (amountCents: number, payoutId = 'po1'): PayoutRequested => ({
  type: 'PayoutRequested',
  affiliateId: 'a1',
  payoutId,
  amountCents,
  feeCents: 25,
  netCents: amountCents - 25,
  instruction: { kind: 'payout', idempotencyKey: payoutId, amountCents: amountCents - 25, accountId: 'acct_test', description: `LeadLedger instant payout ${payoutId}` },
  requestedAt: now,
});
const complete = (payoutId = 'po1'): CompletePayout => ({ type: 'CompletePayout', affiliateId: 'a1', payoutId, processorTransferId: 'tr_1', now });
const completed = (amountCents: number, payoutId = 'po1'): PayoutCompleted => ({
  type: 'PayoutCompleted',
  affiliateId: 'a1',
  payoutId,
  processorTransferId: 'tr_1',
  amountCents,
  feeCents: 25,
  netCents: amountCents - 25,
  completedAt: now,
});
const fail = (payoutId = 'po1'): FailPayout => ({ type: 'FailPayout', affiliateId: 'a1', payoutId, reason: 'Card not eligible for instant payouts', now });
const failed = (amountCents: number, payoutId = 'po1'): PayoutFailed => ({
  type: 'PayoutFailed',
  affiliateId: 'a1',
  payoutId,
  amountCents,
  reason: 'Card not eligible for instant payouts',
  failedAt: now,
});
const clawBack = (callId: string, amountCents: number): ClawBackCommission => ({ type: 'ClawBackCommission', affiliateId: 'a1', callId, merchantId: 'm1', amountCents, now });
const clawedBack = (callId: string, amountCents: number): CommissionClawedBack => ({
  type: 'CommissionClawedBack',
  affiliateId: 'a1',
  callId,
  merchantId: 'm1',
  amountCents,
  clawedBackAt: now,
});

describe('affiliate wallet', () => {
  describe('when empty', () => {
    it('credits a commission', () => {
      spec.given([]).when(credit('c1', 5_000)).then([credited('c1', 5_000)]);
    });

    it.each([0, -100, 12.5, Number.NaN])('refuses a credit of %p cents', (amountCents) => {
      const error = spec.given([]).when(credit('c1', amountCents)).thenFails('AmountNotPositiveCents');
      expect(error.kind).toBe('invalid');
    });

    it('has nothing to collect', () => {
      const error = spec.given([]).when(request()).thenFails('NothingToCollect');
      expect(error.kind).toBe('invalid');
    });

    it('refuses to settle a payout it never requested', () => {
      const error = spec.given([]).when(complete()).thenFails('PayoutNotInProgress');
      expect(error.kind).toBe('conflict');
      spec.given([]).when(fail()).thenFails('PayoutNotInProgress');
    });

    it('refuses to claw back a commission it never credited', () => {
      const error = spec.given([]).when(clawBack('c1', 5_000)).thenFails('CommissionNotCredited');
      expect(error.kind).toBe('conflict');
    });
  });

  describe('when commissions are credited', () => {
    const history = [credited('c1', 5_000), credited('c2', 7_500)];

    it('credits a call only once', () => {
      spec.given(history).when(credit('c1', 5_000)).then([]);
    });

    it('pays out the whole available balance, less the $0.25 fee', () => {
      spec.given(history).when(request()).then([requested(12_500)]);
    });

    it('refuses a payout of exactly the fee, with the message the dialog shows', () => {
      const error = spec.given([credited('c1', 25)]).when(request()).thenFails('NothingToCollect');
      expect(error.message).toBe('Nothing to collect yet: your available balance must be more than the $0.25 transfer fee.');
    });

    it('pays out 26 cents as 1 cent net', () => {
      spec.given([credited('c1', 26)]).when(request()).then([requested(26)]);
    });
  });

  describe('when a payout is in flight', () => {
    const history = [credited('c1', 5_000), requested(5_000)];

    it('reserves the amount', () => {
      expect(balances(history)).toEqual({ availableCents: 0, reservedCents: 5_000, payout: { payoutId: 'po1', amountCents: 5_000, feeCents: 25, netCents: 4_975, instruction: requested(5_000).instruction } });
    });

    it('refuses a second payout, even with new credits', () => {
      const error = spec.given([...history, credited('c2', 3_000)]).when(request('po2')).thenFails('PayoutInProgress');
      expect(error.kind).toBe('conflict');
    });

    it('produces nothing when the same payout is requested again', () => {
      spec.given(history).when(request()).then([]);
    });

    it('still takes credits', () => {
      spec.given(history).when(credit('c2', 3_000)).then([credited('c2', 3_000)]);
    });

    it('completes with the reserved amounts', () => {
      spec.given(history).when(complete()).then([completed(5_000)]);
    });

    it('fails and names the amount to release', () => {
      spec.given(history).when(fail()).then([failed(5_000)]);
    });

    it('refuses an answer for another payout', () => {
      spec.given(history).when(complete('po2')).thenFails('PayoutNotInProgress');
    });
  });

  describe('when a payout completed', () => {
    const history = [credited('c1', 5_000), requested(5_000), completed(5_000)];

    it('holds nothing', () => {
      expect(balances(history)).toEqual({ availableCents: 0, reservedCents: 0, payout: null });
    });

    it('produces nothing when the same completion arrives again', () => {
      spec.given(history).when(complete()).then([]);
    });

    it('produces nothing when the same payout is requested again', () => {
      spec.given(history).when(request()).then([]);
    });

    it('refuses a late failure', () => {
      const error = spec.given(history).when(fail()).thenFails('PayoutAlreadySettled');
      expect(error.kind).toBe('conflict');
    });

    it('pays out later credits in a new payout', () => {
      spec.given([...history, credited('c2', 3_000)]).when(request('po2')).then([requested(3_000, 'po2')]);
    });
  });

  describe('when a payout failed', () => {
    const history = [credited('c1', 5_000), requested(5_000), failed(5_000)];

    it('releases the reservation to the available balance', () => {
      expect(balances(history)).toEqual({ availableCents: 5_000, reservedCents: 0, payout: null });
    });

    it('can be collected again under a new payout', () => {
      spec.given(history).when(request('po2')).then([requested(5_000, 'po2')]);
    });

    it('produces nothing when the same failure arrives again', () => {
      spec.given(history).when(fail()).then([]);
    });

    it('refuses a late completion', () => {
      spec.given(history).when(complete()).thenFails('PayoutAlreadySettled');
    });
  });

  describe('when a commission is clawed back', () => {
    it('takes it back', () => {
      spec.given([credited('c1', 5_000)]).when(clawBack('c1', 5_000)).then([clawedBack('c1', 5_000)]);
    });

    it('claws back only once per call', () => {
      spec.given([credited('c1', 5_000), clawedBack('c1', 5_000)]).when(clawBack('c1', 5_000)).then([]);
    });

    it('refuses to take back more than was credited', () => {
      const error = spec.given([credited('c1', 5_000)]).when(clawBack('c1', 5_001)).thenFails('ClawbackExceedsCommission');
      expect(error.kind).toBe('invalid');
    });

    it('does not credit the call again', () => {
      spec.given([credited('c1', 5_000), clawedBack('c1', 5_000)]).when(credit('c1', 5_000)).then([]);
    });
  });

  describe('when a clawback follows a payout', () => {
    const history = [credited('c1', 5_000), requested(5_000), completed(5_000), clawedBack('c1', 5_000)];

    it('goes negative', () => {
      expect(balances(history).availableCents).toBe(-5_000);
    });

    it('has nothing to collect while negative', () => {
      spec.given([...history, credited('c2', 3_000)]).when(request('po2')).thenFails('NothingToCollect');
    });

    it('is repaid by later credits before anything is collected', () => {
      const repaid = [...history, credited('c2', 3_000), credited('c3', 2_026)];
      expect(balances(repaid).availableCents).toBe(26);
      spec.given(repaid).when(request('po2')).then([requested(26, 'po2')]);
    });
  });

  describe('when a clawback hits a payout in flight', () => {
    it('leaves the reservation and makes the available balance negative', () => {
      const history = [credited('c1', 5_000), requested(5_000), clawedBack('c1', 5_000)];
      expect(balances(history)).toMatchObject({ availableCents: -5_000, reservedCents: 5_000 });
    });
  });

  describe('when replayed over many calls', () => {
    // A quadratic fold (copying a Set per credit) would blow the test timeout here.
    it('folds 20,000 credits and still recognises the first call', () => {
      const history = Array.from({ length: 20_000 }, (_, i) => credited(`c${i}`, 1));
      expect(balances(history).availableCents).toBe(20_000);
      spec.given(history).when(credit('c0', 1)).then([]);
    });
  });
});
