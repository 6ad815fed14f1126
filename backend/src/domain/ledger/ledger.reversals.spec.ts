import type { AffiliateWalletCommand } from '../affiliate-wallet/affiliate-wallet.commands';
import { affiliateWalletDecider } from '../affiliate-wallet/affiliate-wallet.decide';
import type { AffiliateWalletEvent } from '../affiliate-wallet/affiliate-wallet.events';
import type { WalletState } from '../affiliate-wallet/affiliate-wallet.state';
import type { CallCommand } from '../call/call.commands';
import { callDecider } from '../call/call.decide';
import type { CallEvent, ChargeRefunded } from '../call/call.events';
import type { CallState } from '../call/call.state';
import { DomainError } from '../shared/domain-error';
import { type ChargeRefundedData, journalFor } from './ledger.journals';

/*
 * Reversals (issue 6) through the real deciders: an upheld merchant dispute refunds the charge
 * (ChargeRefunded, call stream) and claws the commission back (CommissionClawedBack, wallet stream).
 */

// The call stream's ChargeRefunded carries exactly the data the journal was written for, plus its time.
const fits: ChargeRefundedData = {} as Omit<ChargeRefunded, 'type' | 'refundedAt'>;
void fits;

const at = '2025-08-06T10:00:00.000Z';
const disputedAt = '2025-08-20T10:00:00.000Z';

class Books {
  calls = new Map<string, CallState>();
  wallet: WalletState = affiliateWalletDecider.initialState;
  balances = new Map<string, number>();
  journals: { type: string; lines: { account: string; amountCents: number }[] }[] = [];
  private sequence = 0;

  call(callId: string, command: CallCommand): CallEvent[] {
    const state = this.calls.get(callId) ?? callDecider.initialState;
    const events = callDecider.decide(command, state);
    this.calls.set(callId, events.reduce(callDecider.evolve, state));
    this.post(events);
    return events;
  }

  onWallet(command: AffiliateWalletCommand): AffiliateWalletEvent[] {
    const events = affiliateWalletDecider.decide(command, this.wallet);
    this.wallet = events.reduce(affiliateWalletDecider.evolve, this.wallet);
    this.post(events);
    return events;
  }

  balance(account: string): number {
    return this.balances.get(account) ?? 0;
  }

  /** Books, approves and credits a call, as the approval and its policy do. */
  approve(callId: string, payoutCents: number): void {
    this.call(callId, {
      type: 'BookCall', callId, programId: 'p1', membershipId: 'ms1', affiliateId: 'a1', merchantId: 'm1', payoutCents, customerName: 'C', customerEmail: 'c@example.com',
      customerPhone: null, countryCode: null, customerCompany: null, scheduledAt: at, source: 'booking-page', externalRef: null, clickId: null, duplicateOf: null, meetingLink: null, now: at,
    });
    const [attempt] = this.call(callId, { type: 'StartApproval', callId, merchantId: 'm1', card: { customerId: 'cus_test', paymentMethodId: 'pm_test' }, now: at });
    if (attempt.type !== 'ApprovalStarted') throw new Error('no approval');
    this.call(callId, { type: 'RecordCharge', callId, idempotencyKey: attempt.idempotencyKey, processorChargeId: `ch_${callId}`, now: at });
    this.onWallet({ type: 'CreditCommission', affiliateId: 'a1', callId, merchantId: 'm1', amountCents: payoutCents, now: at });
  }

  /** The merchant disputes, the admin upholds, the refund is recorded, the policy claws back. */
  refund(callId: string, payoutCents: number): void {
    this.call(callId, { type: 'RaiseDispute', callId, disputeId: `d-${callId}`, raisedBy: 'merchant', userId: 'm1', reason: 'The customer never showed up.', now: disputedAt });
    const [started] = this.call(callId, { type: 'StartDisputeUphold', callId, disputeId: `d-${callId}`, adminId: 'admin1', note: 'Upheld.', card: { customerId: 'cus_test', paymentMethodId: 'pm_test' }, now: disputedAt });
    if (started.type !== 'DisputeUpholdStarted') throw new Error('no uphold');
    this.call(callId, { type: 'RecordRefund', callId, idempotencyKey: started.idempotencyKey, processorRefundId: `re_${callId}`, now: disputedAt });
    this.onWallet({ type: 'ClawBackCommission', affiliateId: 'a1', callId, merchantId: 'm1', amountCents: payoutCents, now: disputedAt });
  }

  payOut(payoutId: string): void {
    this.onWallet({ type: 'RequestPayout', affiliateId: 'a1', payoutId, accountId: 'acct_test', now: at });
    this.onWallet({ type: 'CompletePayout', affiliateId: 'a1', payoutId, processorTransferId: `tr_${payoutId}`, now: at });
  }

  private post(events: (CallEvent | AffiliateWalletEvent)[]): void {
    for (const { type, ...data } of events) {
      this.sequence += 1;
      const journal = journalFor({ eventId: `e${this.sequence}`, type, data });
      if (journal === null) continue;
      expect(journal.reduce((sum, line) => sum + line.amountCents, 0)).toBe(0);
      this.journals.push({ type, lines: journal.map(({ account, amountCents }) => ({ account, amountCents })) });
      for (const line of journal) this.balances.set(line.account, this.balance(line.account) + line.amountCents);
    }
  }
}

describe('ledger reversals', () => {
  it('journals the refund as the mirror of the charge, and the clawback as the mirror of the credit', () => {
    const books = new Books();
    books.approve('c1', 5_000);
    books.refund('c1', 5_000);
    expect(books.journals.map((j) => j.type)).toEqual(['MerchantCharged', 'CommissionCredited', 'ChargeRefunded', 'CommissionClawedBack']);
    expect(books.journals[2].lines).toEqual([
      { account: 'processor:clearing', amountCents: -5_500 },
      { account: 'merchant:m1:charges', amountCents: 5_500 },
      { account: 'merchant:m1:charges', amountCents: -500 },
      { account: 'platform:revenue:commission-fee', amountCents: 500 },
    ]);
    expect(books.journals[3].lines).toEqual([
      { account: 'affiliate:a1:payable', amountCents: 5_000 },
      { account: 'merchant:m1:charges', amountCents: -5_000 },
    ]);
  });

  it('nets every account to zero after charge, credit, refund and clawback with nothing paid out', () => {
    const books = new Books();
    books.approve('c1', 1_235);
    books.refund('c1', 1_235);
    expect([...books.balances.entries()].filter(([, cents]) => cents !== 0)).toEqual([]);
    expect(books.wallet.availableCents).toBe(0);
  });

  it('leaves only the payout behind when the commission was paid out before the clawback: the affiliate owes it', () => {
    const books = new Books();
    books.approve('c1', 5_000);
    books.payOut('po1');
    books.refund('c1', 5_000);
    // The merchant got its $55.00 back and the platform its fee; the $49.75 that reached the
    // affiliate's card left clearing, the $0.25 payout fee stays earned, and the payable is the debt.
    expect(Object.fromEntries([...books.balances.entries()].filter(([, cents]) => cents !== 0))).toEqual({
      'processor:clearing': -4_975,
      'platform:revenue:payout-fee': -25,
      'affiliate:a1:payable': 5_000,
    });
    expect(books.wallet.availableCents).toBe(-5_000);
    expect(0 - books.balance('affiliate:a1:payable')).toBe(books.wallet.availableCents + books.wallet.reservedCents);
  });

  it('lets a negative wallet be repaid by later commissions before anything can be collected', () => {
    const books = new Books();
    books.approve('c1', 5_000);
    books.payOut('po1');
    books.refund('c1', 5_000);
    books.approve('c2', 3_000);
    expect(books.wallet.availableCents).toBe(-2_000);
    expect(() => books.onWallet({ type: 'RequestPayout', affiliateId: 'a1', payoutId: 'po2', accountId: 'acct_test', now: at })).toThrow(DomainError);
    books.approve('c3', 4_000);
    expect(books.wallet.availableCents).toBe(2_000);
    books.payOut('po3');
    expect(books.wallet.availableCents).toBe(0);
    expect(books.balance('affiliate:a1:payable')).toBe(0);
    // Every merchant charge that stands reached a wallet, the refunded one was clawed back.
    expect(books.balance('merchant:m1:charges')).toBe(0);
    expect(0 - books.balance('platform:revenue:commission-fee')).toBe(300 + 400);
    expect(0 - books.balance('platform:revenue:payout-fee')).toBe(50);
    expect(books.balance('processor:clearing')).toBe(3_300 + 4_400 - 4_975 - 1_975);
  });

  it('claws back once, whatever the policy retries', () => {
    const books = new Books();
    books.approve('c1', 5_000);
    books.refund('c1', 5_000);
    expect(books.onWallet({ type: 'ClawBackCommission', affiliateId: 'a1', callId: 'c1', merchantId: 'm1', amountCents: 5_000, now: disputedAt })).toEqual([]);
    expect(books.journals.filter((j) => j.type === 'CommissionClawedBack')).toHaveLength(1);
  });
});
