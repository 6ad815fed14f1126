import { disputeIdempotencyKey } from './call-dispute.decide';
import type { DenyDispute, RaiseDispute, RecordRefund, RecordRefundFailed, StartDisputeUphold } from './call.commands';
import { callDecider } from './call.decide';
import type { ApprovalStarted, CallEvent, DisputeRaised, DisputeRaisedBy, DisputeUpheld, DisputeUpholdStarted } from './call.events';
import { approve, approvedHistory, booked, cancel, charged, declined, pending, recordCharge, recordDecline, reject, rejectedHistory, spec, started } from './call.spec-fixtures';

// Issue 6: disputes within 30 days of the booking (2025-08-06T10:00Z in the fixtures), then an admin's decision.
const deadline = '2025-09-05T10:00:00.000Z';
const justLate = '2025-09-05T10:00:00.001Z';
const raisedAt = '2025-08-20T12:00:00.000Z';
const resolvedAt = '2025-08-21T12:00:00.000Z';
const answeredAt = '2025-08-21T12:00:05.000Z';
const reason = 'The customer never showed up to the call.';
const refundKey = 'refund-d1';
const chargeKey = 'dispute-charge-d1';

const raise = (raisedBy: DisputeRaisedBy, overrides: Partial<RaiseDispute> = {}): RaiseDispute => ({
  type: 'RaiseDispute', callId: 'c1', disputeId: 'd1', raisedBy, userId: raisedBy === 'merchant' ? 'm1' : 'a1', reason, now: raisedAt, ...overrides,
});
const raised = (raisedBy: DisputeRaisedBy, at = raisedAt): DisputeRaised => ({
  type: 'DisputeRaised', callId: 'c1', disputeId: 'd1', programId: 'p1', merchantId: 'm1', affiliateId: 'a1', raisedBy, raisedByUserId: raisedBy === 'merchant' ? 'm1' : 'a1', reason, raisedAt: at,
});
const deny: DenyDispute = { type: 'DenyDispute', callId: 'c1', disputeId: 'd1', adminId: 'admin1', note: 'The call happened.', now: resolvedAt };
const uphold = (disputeId = 'd1'): StartDisputeUphold => ({ type: 'StartDisputeUphold', callId: 'c1', disputeId, adminId: 'admin1', note: 'Upheld.', card: { customerId: 'cus_test', paymentMethodId: 'pm_test' }, now: resolvedAt });
const upholdStarted = (raisedBy: DisputeRaisedBy, idempotencyKey = raisedBy === 'merchant' ? refundKey : chargeKey): DisputeUpholdStarted => ({
  type: 'DisputeUpholdStarted', callId: 'c1', disputeId: 'd1', raisedBy, resolvedBy: 'admin1', note: 'Upheld.', idempotencyKey,
  ...(raisedBy === 'merchant'
    ? {
        refund: { processorChargeId: 'ch_1', refundCents: 5_500, feeCents: 500 },
        instruction: { kind: 'refund' as const, idempotencyKey, amountCents: 5_500, chargeId: 'ch_1', reason: 'requested_by_customer' as const },
      }
    : { refund: null }),
  startedAt: resolvedAt,
});
const reapproval = (idempotencyKey = chargeKey): ApprovalStarted => ({ ...started(idempotencyKey), startedAt: resolvedAt });
const upheld = (raisedBy: DisputeRaisedBy, at = answeredAt): DisputeUpheld => ({ type: 'DisputeUpheld', callId: 'c1', disputeId: 'd1', raisedBy, resolvedBy: 'admin1', note: 'Upheld.', resolvedAt: at });
const recordRefund = (idempotencyKey = refundKey): RecordRefund => ({ type: 'RecordRefund', callId: 'c1', idempotencyKey, processorRefundId: 're_1', now: answeredAt });
const refundFailed = (idempotencyKey = refundKey): RecordRefundFailed => ({ type: 'RecordRefundFailed', callId: 'c1', idempotencyKey, reason: 'Charge already refunded.', now: answeredAt });
const refunded: CallEvent = { type: 'ChargeRefunded', callId: 'c1', merchantId: 'm1', processorRefundId: 're_1', refundCents: 5_500, feeCents: 500, refundedAt: answeredAt };

const merchantDisputed: CallEvent[] = [...approvedHistory, raised('merchant')];
const affiliateDisputed: CallEvent[] = [...rejectedHistory, raised('affiliate')];
const refunding: CallEvent[] = [...merchantDisputed, upholdStarted('merchant')];
const recharging: CallEvent[] = [...affiliateDisputed, upholdStarted('affiliate'), reapproval()];
const stateOf = (events: CallEvent[]) => events.reduce(callDecider.evolve, callDecider.initialState);

describe('raising a dispute', () => {
  describe('within the 30-day window', () => {
    it('lets the merchant dispute its approved call', () => {
      spec.given(approvedHistory).when(raise('merchant')).then([raised('merchant')]);
    });

    it('lets the affiliate dispute its rejected call', () => {
      spec.given(rejectedHistory).when(raise('affiliate')).then([raised('affiliate')]);
    });

    it('accepts a dispute raised at the booking + 30 days exactly', () => {
      spec.given(approvedHistory).when(raise('merchant', { now: deadline })).then([raised('merchant', deadline)]);
    });

    it('stores the reason trimmed', () => {
      spec.given(approvedHistory).when(raise('merchant', { reason: `  ${reason}\n` })).then([raised('merchant')]);
    });
  });

  describe('after the window', () => {
    it('refuses a dispute 1 ms after the booking + 30 days, naming the booking date', () => {
      const error = spec.given(approvedHistory).when(raise('merchant', { now: justLate })).thenFails('DisputeWindowClosed');
      expect(error.kind).toBe('invalid');
      expect(error.message).toBe(
        'Disputes must be raised within 30 days of the booking; this call was booked on August 6, 2025, so the last day to dispute it was September 5, 2025.',
      );
    });

    it('refuses an affiliate too', () => {
      spec.given(rejectedHistory).when(raise('affiliate', { now: justLate })).thenFails('DisputeWindowClosed');
    });
  });

  describe('when the call is in the wrong state', () => {
    it.each([
      ['pending', pending],
      ['being approved', [booked(), started()]],
      ['rejected', rejectedHistory],
      ['canceled', [booked(), { type: 'CallCanceled', callId: 'c1', reason: null, canceledAt: raisedAt } as CallEvent]],
    ])('refuses a merchant dispute of a %s call', (_, history) => {
      const error = spec.given(history).when(raise('merchant')).thenFails('MerchantDisputesApprovedCallsOnly');
      expect(error.kind).toBe('conflict');
    });

    it.each([
      ['pending', pending],
      ['approved', approvedHistory],
    ])('refuses an affiliate dispute of a %s call', (_, history) => {
      spec.given(history).when(raise('affiliate')).thenFails('AffiliateDisputesRejectedCallsOnly');
    });

    it('refuses a second dispute, whoever raises it and however it ended', () => {
      spec.given(merchantDisputed).when(raise('merchant', { disputeId: 'd2' })).thenFails('DisputeAlreadyRaised');
      spec.given([...merchantDisputed, { type: 'DisputeDenied', callId: 'c1', disputeId: 'd1', resolvedBy: 'admin1', note: 'n', resolvedAt }]).when(raise('merchant', { disputeId: 'd2' })).thenFails('DisputeAlreadyRaised');
      // Upheld: the call is rejected now, yet its affiliate cannot dispute the reversal.
      spec.given([...refunding, refunded, upheld('merchant')]).when(raise('affiliate', { disputeId: 'd2' })).thenFails('DisputeAlreadyRaised');
    });
  });

  describe('when someone else asks', () => {
    it.each([
      ['another merchant', raise('merchant', { userId: 'm2' })],
      ['another affiliate', raise('affiliate', { userId: 'a2' })],
    ])('tells %s that the call does not exist', (_, command) => {
      spec.given(command.raisedBy === 'merchant' ? approvedHistory : rejectedHistory).when(command).thenFails('CallNotFound');
    });

    it('refuses an unknown call', () => {
      spec.given([]).when(raise('merchant')).thenFails('CallNotFound');
    });
  });

  it.each(['too short', ' '.repeat(20), 'x'.repeat(1001)])('refuses the reason %p', (text) => {
    spec.given(approvedHistory).when(raise('merchant', { reason: text })).thenFails('DisputeReasonLength');
  });

  it('keeps the call decided: it can be neither approved nor rejected again', () => {
    spec.given(merchantDisputed).when(approve()).thenFails('CallAlreadyDecided');
    spec.given(affiliateDisputed).when(reject()).thenFails('CallAlreadyDecided');
  });
});

describe('resolving a dispute', () => {
  describe('when open', () => {
    it('denies it, leaving the call as it was', () => {
      spec.given(merchantDisputed).when(deny).then([{ type: 'DisputeDenied', callId: 'c1', disputeId: 'd1', resolvedBy: 'admin1', note: 'The call happened.', resolvedAt }]);
    });

    it("starts refunding a merchant's dispute: the whole charge, commission and fee", () => {
      spec.given(merchantDisputed).when(uphold()).then([upholdStarted('merchant')]);
    });

    it("starts an approval for an affiliate's dispute, with a key unique to the dispute", () => {
      spec.given(affiliateDisputed).when(uphold()).then([upholdStarted('affiliate'), reapproval()]);
    });

    it('refuses another dispute id, and an empty or too long note', () => {
      spec.given(merchantDisputed).when(uphold('d2')).thenFails('DisputeNotFound');
      spec.given(merchantDisputed).when({ ...deny, note: '   ' }).thenFails('DisputeNoteLength');
      spec.given(merchantDisputed).when({ ...uphold(), note: 'x'.repeat(1001) }).thenFails('DisputeNoteLength');
    });
  });

  describe("while a merchant's dispute is being refunded", () => {
    it('refuses a second uphold and a denial', () => {
      spec.given(refunding).when(uphold()).thenFails('DisputeResolutionInProgress');
      spec.given(refunding).when(deny).thenFails('DisputeResolutionInProgress');
    });

    it('records the refund and upholds: the call is rejected, with no rejection reason', () => {
      spec.given(refunding).when(recordRefund()).then([refunded, upheld('merchant')]);
      expect(stateOf([...refunding, refunded, upheld('merchant')])).toMatchObject({ status: 'rejected', rejection: null, dispute: { status: 'upheld' } });
    });

    it('records a refused refund: the dispute is open again and a new uphold gets a new key', () => {
      const failed: CallEvent = { type: 'DisputeUpholdFailed', callId: 'c1', disputeId: 'd1', idempotencyKey: refundKey, reason: 'Charge already refunded.', failedAt: answeredAt };
      spec.given(refunding).when(refundFailed()).then([failed]);
      spec.given([...refunding, failed]).when(refundFailed()).then([]);
      spec.given([...refunding, failed]).when(uphold()).then([upholdStarted('merchant', 'refund-d1-2')]);
      spec.given([...refunding, failed]).when(recordRefund()).thenFails('NoDisputeUpholdInProgress');
    });

    it('refuses an answer for another key', () => {
      spec.given(refunding).when(recordRefund('refund-other')).thenFails('NoDisputeUpholdInProgress');
    });
  });

  describe("while an affiliate's dispute is charging the merchant", () => {
    it('refuses a second uphold, a denial, and the merchant deciding', () => {
      spec.given(recharging).when(uphold()).thenFails('DisputeResolutionInProgress');
      spec.given(recharging).when(deny).thenFails('DisputeResolutionInProgress');
      spec.given(recharging).when(approve()).thenFails('CallAlreadyDecided');
    });

    it('records the charge, approves the call and upholds the dispute in one append', () => {
      const approvedByDispute: CallEvent = { type: 'CallApproved', callId: 'c1', merchantId: 'm1', affiliateId: 'a1', payoutCents: 5_000, approvedAt: '2025-08-12T09:00:05.000Z' };
      spec.given(recharging).when(recordCharge(chargeKey)).then([charged(chargeKey), approvedByDispute, upheld('affiliate', '2025-08-12T09:00:05.000Z')]);
    });

    it('records a declined card: the call stays rejected and the dispute open, with the reason', () => {
      const failed: CallEvent = { type: 'DisputeUpholdFailed', callId: 'c1', disputeId: 'd1', idempotencyKey: chargeKey, reason: 'Your card was declined.', failedAt: '2025-08-12T09:00:05.000Z' };
      spec.given(recharging).when(recordDecline(chargeKey)).then([declined(chargeKey), failed]);
      const after = [...recharging, declined(chargeKey), failed];
      expect(stateOf(after)).toMatchObject({ status: 'rejected', approval: null, dispute: { status: 'open' } });
      spec.given(after).when(uphold()).then([upholdStarted('affiliate', 'dispute-charge-d1-2'), reapproval('dispute-charge-d1-2')]);
    });
  });

  describe('once resolved', () => {
    const denied: CallEvent = { type: 'DisputeDenied', callId: 'c1', disputeId: 'd1', resolvedBy: 'admin1', note: 'n', resolvedAt };
    it.each([
      ['denied', [...merchantDisputed, denied]],
      ['refunded', [...refunding, refunded, upheld('merchant')]],
      ['re-approved', [...recharging, charged(chargeKey), { type: 'CallApproved', callId: 'c1', merchantId: 'm1', affiliateId: 'a1', payoutCents: 5_000, approvedAt: answeredAt } as CallEvent, upheld('affiliate')]],
    ])('refuses to resolve a %s dispute again', (_, history) => {
      spec.given(history).when(uphold()).thenFails('DisputeAlreadyResolved');
      spec.given(history).when(deny).thenFails('DisputeAlreadyResolved');
    });

    it('produces nothing when the same refund is recorded again', () => {
      spec.given([...refunding, refunded, upheld('merchant')]).when(recordRefund()).then([]);
    });

    it('leaves a re-approved call approved and decided', () => {
      const history = [...recharging, charged(chargeKey), { type: 'CallApproved', callId: 'c1', merchantId: 'm1', affiliateId: 'a1', payoutCents: 5_000, approvedAt: answeredAt } as CallEvent, upheld('affiliate')];
      expect(stateOf(history)).toMatchObject({ status: 'approved', approval: null, dispute: { status: 'upheld' } });
      spec.given(history).when(cancel).thenFails('CallAlreadyDecided');
    });
  });

  it('numbers the keys per attempt, apart for refunds and charges', () => {
    expect([1, 2].map((n) => disputeIdempotencyKey('merchant', 'd1', n))).toEqual([refundKey, 'refund-d1-2']);
    expect([1, 2].map((n) => disputeIdempotencyKey('affiliate', 'd1', n))).toEqual([chargeKey, 'dispute-charge-d1-2']);
  });
});
