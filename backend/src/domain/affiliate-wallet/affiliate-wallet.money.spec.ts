import type { CallEvent } from '../call/call.events';
import type { BookedCall } from '../call/call.state';
import { replay } from '../shared/decider';
import { affiliateWalletDecider } from './affiliate-wallet.decide';
import type { AffiliateWalletEvent } from './affiliate-wallet.events';
import { recordPayoutAnswer, walletCommandsAfter, walletMoneyInFlight } from './affiliate-wallet.money';

const now = '2025-08-12T09:00:00.000Z';
const credited: AffiliateWalletEvent = { type: 'CommissionCredited', affiliateId: 'a1', callId: 'c1', merchantId: 'm1', amountCents: 5_000, creditedAt: now };
const instruction = { kind: 'payout' as const, idempotencyKey: 'po1', amountCents: 4_975, accountId: 'acct_1', description: 'LeadLedger instant payout po1' };
const requested: AffiliateWalletEvent = { type: 'PayoutRequested', affiliateId: 'a1', payoutId: 'po1', amountCents: 5_000, feeCents: 25, netCents: 4_975, instruction, requestedAt: now };

describe("a wallet's money in flight", () => {
  it('is the payout its PayoutRequested carries, keyed by the payout id', () => {
    expect(walletMoneyInFlight(replay(affiliateWalletDecider, [credited, requested]), 'a1')).toEqual({
      aggregate: 'wallet', aggregateId: 'a1', kind: 'payout', idempotencyKey: 'po1', instruction,
    });
  });

  it('is none once the payout is settled', () => {
    const completed: AffiliateWalletEvent = { type: 'PayoutCompleted', affiliateId: 'a1', payoutId: 'po1', processorTransferId: 'tr_1', amountCents: 5_000, feeCents: 25, netCents: 4_975, completedAt: now };
    expect(walletMoneyInFlight(replay(affiliateWalletDecider, [credited, requested, completed]), 'a1')).toBeNull();
  });

  it("records the processor's answer as CompletePayout or FailPayout", () => {
    expect(recordPayoutAnswer('a1', 'po1', { outcome: 'moved', processorId: 'tr_1' }, now)).toEqual({ type: 'CompletePayout', affiliateId: 'a1', payoutId: 'po1', processorTransferId: 'tr_1', now });
    expect(recordPayoutAnswer('a1', 'po1', { outcome: 'refused', reason: 'Card closed.', declineCode: null }, now)).toEqual({ type: 'FailPayout', affiliateId: 'a1', payoutId: 'po1', reason: 'Card closed.', now });
  });
});

describe("the wallet's policies on a call's money events", () => {
  const call = { callId: 'c1', affiliateId: 'a1', merchantId: 'm1', payoutCents: 5_000 } as BookedCall;

  it('credits the commission on CallApproved and claws it back on ChargeRefunded', () => {
    const approved: CallEvent = { type: 'CallApproved', callId: 'c1', merchantId: 'm1', affiliateId: 'a1', payoutCents: 5_000, approvedAt: now };
    const refunded: CallEvent = { type: 'ChargeRefunded', callId: 'c1', merchantId: 'm1', processorRefundId: 're_1', refundCents: 5_500, feeCents: 500, refundedAt: now };
    expect(walletCommandsAfter([approved], call, now)).toEqual([{ type: 'CreditCommission', affiliateId: 'a1', callId: 'c1', merchantId: 'm1', amountCents: 5_000, now }]);
    expect(walletCommandsAfter([refunded], call, now)).toEqual([{ type: 'ClawBackCommission', affiliateId: 'a1', callId: 'c1', merchantId: 'm1', amountCents: 5_000, now }]);
  });

  it('does nothing on other events', () => {
    const declined: CallEvent = { type: 'ChargeDeclined', callId: 'c1', merchantId: 'm1', idempotencyKey: 'k', reason: 'no', declineCode: null, declinedAt: now };
    expect(walletCommandsAfter([declined], call, now)).toEqual([]);
  });
});
