import type { AffiliateWalletCommand } from '../affiliate-wallet/affiliate-wallet.commands';
import { affiliateWalletDecider } from '../affiliate-wallet/affiliate-wallet.decide';
import type { AffiliateWalletEvent } from '../affiliate-wallet/affiliate-wallet.events';
import { callDecider, platformFeeCents } from '../call/call.decide';
import type { MerchantCharged } from '../call/call.events';
import type { Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { type ChargeRefundedData, type JournalLine, journalFor } from './ledger.journals';

const at = '2025-08-06T10:00:00.000Z';
const source = (type: string, data: object, eventId = 'e1') => ({ eventId, type, data });
const charge = (payoutCents: number, overrides: Partial<MerchantCharged> = {}): Omit<MerchantCharged, 'type'> => {
  const feeCents = platformFeeCents(payoutCents);
  const ids = { callId: 'c1', merchantId: 'm1', affiliateId: 'a1', processorChargeId: 'ch_1', idempotencyKey: 'approve-c1' };
  return { ...ids, payoutCents, feeCents, chargeCents: payoutCents + feeCents, chargedAt: at, ...overrides };
};
const refund = (overrides: Partial<ChargeRefundedData> = {}): ChargeRefundedData => ({ callId: 'c1', merchantId: 'm1', processorRefundId: 're_1', refundCents: 5_500, feeCents: 500, ...overrides });
const sum = (lines: JournalLine[]) => lines.reduce((total, line) => total + line.amountCents, 0);
const lines = (...entries: [string, number][]) => entries.map(([account, amountCents]) => ({ account, amountCents, eventId: 'e1' }));

describe('ledger journals', () => {
  describe('for a merchant charge', () => {
    it('takes the card payment into clearing, earns the fee and leaves the commission on the merchant account', () => {
      expect(journalFor(source('MerchantCharged', charge(5_000)))).toEqual(
        lines(['processor:clearing', 5_500], ['merchant:m1:charges', -5_500], ['merchant:m1:charges', 500], ['platform:revenue:commission-fee', -500]),
      );
    });

    it('leaves out the fee lines on a 1-cent commission, whose fee rounds to 0', () => {
      expect(journalFor(source('MerchantCharged', charge(1)))).toEqual(lines(['processor:clearing', 1], ['merchant:m1:charges', -1]));
    });

    it('refuses a charge that is not commission plus fee', () => {
      expect(() => journalFor(source('MerchantCharged', charge(5_000, { chargeCents: 5_499 })))).toThrow('MerchantCharged e1: Charge 5499 is not commission 5000 + fee 500');
    });

    it.each([12.5, -500, Number.NaN, undefined])('refuses a fee of %p', (feeCents) => {
      expect(() => journalFor(source('MerchantCharged', { ...charge(5_000), feeCents }))).toThrow(/MerchantCharged e1: Not an amount of whole cents/);
    });

    it('refuses a merchant it cannot name', () => {
      expect(() => journalFor(source('MerchantCharged', charge(5_000, { merchantId: '' })))).toThrow('Not an id for a ledger account');
      expect(() => journalFor(source('MerchantCharged', charge(5_000, { merchantId: 'm:1' })))).toThrow('Not an id for a ledger account');
    });
  });

  describe('for a commission credit', () => {
    it('moves the commission from the merchant account to the affiliate payable', () => {
      const data = { affiliateId: 'a1', callId: 'c1', merchantId: 'm1', amountCents: 5_000, creditedAt: at };
      expect(journalFor(source('CommissionCredited', data))).toEqual(lines(['merchant:m1:charges', 5_000], ['affiliate:a1:payable', -5_000]));
    });
  });

  describe('for a completed payout', () => {
    const data = { affiliateId: 'a1', payoutId: 'po1', processorTransferId: 'tr_1', amountCents: 5_000, feeCents: 25, netCents: 4_975, completedAt: at };

    it('pays the payable out: net through clearing, $0.25 earned', () => {
      expect(journalFor(source('PayoutCompleted', data))).toEqual(
        lines(['affiliate:a1:payable', 5_000], ['processor:clearing', -4_975], ['platform:revenue:payout-fee', -25]),
      );
    });

    it('throws when net and fee do not make the amount', () => {
      expect(() => journalFor(source('PayoutCompleted', { ...data, netCents: 4_976 }))).toThrow('PayoutCompleted e1 does not balance: its lines sum to -1 cents');
    });
  });

  describe('for a refunded charge', () => {
    it('mirrors the charge: the card refunded from clearing, the fee given back', () => {
      expect(journalFor(source('ChargeRefunded', refund()))).toEqual(
        lines(['processor:clearing', -5_500], ['merchant:m1:charges', 5_500], ['merchant:m1:charges', -500], ['platform:revenue:commission-fee', 500]),
      );
    });

    it('refuses to give back more fee than it refunds', () => {
      expect(() => journalFor(source('ChargeRefunded', refund({ refundCents: 400 })))).toThrow('Refund 400 cannot give back a fee of 500');
    });
  });

  describe('for a clawed back commission', () => {
    it('mirrors the credit: the payable is charged back to the merchant account', () => {
      const data = { affiliateId: 'a1', callId: 'c1', merchantId: 'm1', amountCents: 5_000, clawedBackAt: at };
      expect(journalFor(source('CommissionClawedBack', data))).toEqual(lines(['affiliate:a1:payable', 5_000], ['merchant:m1:charges', -5_000]));
    });
  });

  describe('for events that move no money', () => {
    it.each(['CallBooked', 'ApprovalStarted', 'CallApproved', 'ChargeDeclined', 'CallRejected', 'PayoutRequested', 'PayoutFailed', 'PaymentMethodSet'])('writes nothing for %s', (type) => {
      expect(journalFor(source(type, { callId: 'c1' }))).toBeNull();
    });
  });
});

/** A small seeded generator (mulberry32): the same cases on every run, no new dependency. */
function random(seed: number) {
  let s = seed;
  return (max: number): number => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % max;
  };
}

function step<C, E extends { type: string }, S>(decider: Decider<C, E, S>, state: S, command: C): { events: E[]; state: S } {
  const events = decider.decide(command, state);
  return { events, state: events.reduce(decider.evolve, state) };
}

describe('ledger properties', () => {
  it('rounds the fee half up to 10% and balances every charge, for 5,000 random commissions', () => {
    const next = random(42);
    for (let i = 0; i < 5_000; i++) {
      const payoutCents = 1 + next(1_000_000);
      const fee = platformFeeCents(payoutCents);
      // Half up: the commission is within [10 * fee - 5, 10 * fee + 5).
      expect(payoutCents + 5 >= fee * 10 && payoutCents + 5 < fee * 10 + 10).toBe(true);
      const journal = journalFor(source('MerchantCharged', charge(payoutCents))) ?? [];
      expect(sum(journal)).toBe(0);
      expect(journal.find((line) => line.account === 'platform:revenue:commission-fee')?.amountCents ?? 0).toBe(fee === 0 ? 0 : -fee);
    }
  });

  it('keeps every account consistent with the wallet through 2,000 random approvals, payouts, failures and clawbacks', () => {
    const next = random(7);
    const balances = new Map<string, number>();
    let wallet = affiliateWalletDecider.initialState;
    let feesEarned = 0;
    let payoutsCompleted = 0;
    let wentNegative = false;
    const refundable: { callId: string; payoutCents: number; feeCents: number }[] = [];
    const post = (type: string, data: object, eventId: string) => {
      const journal = journalFor({ eventId, type, data }) ?? [];
      expect(sum(journal)).toBe(0);
      for (const line of journal) balances.set(line.account, (balances.get(line.account) ?? 0) + line.amountCents);
    };
    const onWallet = (command: AffiliateWalletCommand, eventId: string): AffiliateWalletEvent[] => {
      const result = step(affiliateWalletDecider, wallet, command);
      wallet = result.state;
      for (const { type, ...data } of result.events) post(type, data, eventId);
      return result.events;
    };

    for (let i = 0; i < 2_000; i++) {
      const callId = `c${i}`;
      const roll = next(10);
      if (roll < 6) {
        const payoutCents = 1 + next(20_000);
        let call = step(callDecider, callDecider.initialState, {
          type: 'BookCall', callId, programId: 'p1', membershipId: 'ms1', affiliateId: 'a1', merchantId: 'm1', payoutCents,
          customerName: 'C', customerEmail: 'c@example.com', customerPhone: null, countryCode: null, customerCompany: null,
          scheduledAt: at, source: 'booking-page', externalRef: null, clickId: null, duplicateOf: null, meetingLink: null, now: at,
        }).state;
        call = step(callDecider, call, { type: 'StartApproval', callId, merchantId: 'm1', card: { customerId: 'cus_test', paymentMethodId: 'pm_test' }, now: at }).state;
        const { events } = step(callDecider, call, { type: 'RecordCharge', callId, idempotencyKey: `approve-${callId}`, processorChargeId: `ch_${i}`, now: at });
        const charged = events.find((event) => event.type === 'MerchantCharged');
        if (charged?.type !== 'MerchantCharged') throw new Error('no charge');
        const { type, ...data } = charged;
        post(type, data, `charge-${i}`);
        feesEarned += charged.feeCents;
        onWallet({ type: 'CreditCommission', affiliateId: 'a1', callId, merchantId: 'm1', amountCents: payoutCents, now: at }, `credit-${i}`);
        refundable.push({ callId, payoutCents, feeCents: charged.feeCents });
      } else if (roll < 9) {
        try {
          onWallet({ type: 'RequestPayout', affiliateId: 'a1', payoutId: `po${i}`, accountId: 'acct_test', now: at }, `request-${i}`);
        } catch (error) {
          if (!(error instanceof DomainError && error.code === 'NothingToCollect')) throw error;
          continue;
        }
        if (next(4) === 0) onWallet({ type: 'FailPayout', affiliateId: 'a1', payoutId: `po${i}`, reason: 'declined', now: at }, `fail-${i}`);
        else if (onWallet({ type: 'CompletePayout', affiliateId: 'a1', payoutId: `po${i}`, processorTransferId: `tr_${i}`, now: at }, `pay-${i}`).length > 0) payoutsCompleted++;
      } else if (refundable.length > 0) {
        const [disputed] = refundable.splice(next(refundable.length), 1);
        const refundCents = disputed.payoutCents + disputed.feeCents;
        post('ChargeRefunded', { callId: disputed.callId, merchantId: 'm1', processorRefundId: `re_${i}`, refundCents, feeCents: disputed.feeCents }, `refund-${i}`);
        feesEarned -= disputed.feeCents;
        onWallet({ type: 'ClawBackCommission', affiliateId: 'a1', callId: disputed.callId, merchantId: 'm1', amountCents: disputed.payoutCents, now: at }, `clawback-${i}`);
      }

      expect([...balances.values()].reduce((a, b) => a + b, 0)).toBe(0);
      // Signed cents: credits are negative, so what is owed or earned reads as 0 minus the balance.
      const balance = (account: string) => balances.get(account) ?? 0;
      expect(0 - balance('affiliate:a1:payable')).toBe(wallet.availableCents + wallet.reservedCents);
      expect(balance('merchant:m1:charges')).toBe(0);
      expect(0 - balance('platform:revenue:commission-fee')).toBe(feesEarned);
      expect(0 - balance('platform:revenue:payout-fee')).toBe(25 * payoutsCompleted);
      expect(wallet.reservedCents).toBe(0);
      wentNegative ||= wallet.availableCents < 0;
    }
    expect(payoutsCompleted).toBeGreaterThan(50);
    expect(wentNegative).toBe(true);
  });
});
