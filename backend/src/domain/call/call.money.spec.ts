import { replay } from '../shared/decider';
import { callDecider } from './call.decide';
import type { CallEvent } from './call.events';
import { recordCallAnswer, callMoneyInFlight } from './call.money';
import { approvedHistory, approving, key1, pending, started } from './call.spec-fixtures';

const stateAfter = (history: CallEvent[]) => replay(callDecider, history);

describe("a call's money in flight", () => {
  describe('when pending', () => {
    it('has none', () => {
      expect(callMoneyInFlight(stateAfter(pending))).toBeNull();
    });
  });

  describe('when an approval started', () => {
    it('is the charge its ApprovalStarted carries: amount, card and key, nothing looked up again', () => {
      expect(callMoneyInFlight(stateAfter(approving))).toEqual({
        aggregate: 'call',
        aggregateId: 'c1',
        kind: 'charge',
        idempotencyKey: key1,
        instruction: {
          kind: 'charge',
          idempotencyKey: key1,
          amountCents: 5_500,
          customerId: 'cus_test',
          paymentMethodId: 'pm_test',
          description: 'LeadLedger: approved call c1 (commission 5000 cents + platform fee 500 cents)',
          metadata: { callId: 'c1' },
        },
      });
    });

    it('has no instruction when the event predates it, so the card is looked up as it was then', () => {
      const { instruction: _carried, ...older } = started();
      expect(callMoneyInFlight(stateAfter([...pending, older]))).toMatchObject({ kind: 'charge', idempotencyKey: key1, instruction: null });
    });
  });

  describe('when approved', () => {
    it('has none', () => {
      expect(callMoneyInFlight(stateAfter(approvedHistory))).toBeNull();
    });
  });
});

describe("recording the processor's answer", () => {
  const now = '2025-08-12T09:00:05.000Z';

  it('records a charge as RecordCharge and a refusal as RecordChargeDeclined', () => {
    expect(recordCallAnswer('c1', 'charge', key1, { outcome: 'moved', processorId: 'ch_1' }, now)).toEqual({ type: 'RecordCharge', callId: 'c1', idempotencyKey: key1, processorChargeId: 'ch_1', now });
    expect(recordCallAnswer('c1', 'charge', key1, { outcome: 'refused', reason: 'The card was declined.', declineCode: 'generic_decline' }, now)).toEqual({
      type: 'RecordChargeDeclined', callId: 'c1', idempotencyKey: key1, reason: 'The card was declined.', declineCode: 'generic_decline', now,
    });
  });

  it('records a refund as RecordRefund and a refusal as RecordRefundFailed', () => {
    expect(recordCallAnswer('c1', 'refund', 'refund-d1', { outcome: 'moved', processorId: 're_1' }, now)).toEqual({ type: 'RecordRefund', callId: 'c1', idempotencyKey: 'refund-d1', processorRefundId: 're_1', now });
    expect(recordCallAnswer('c1', 'refund', 'refund-d1', { outcome: 'refused', reason: 'Already refunded.', declineCode: null }, now)).toEqual({
      type: 'RecordRefundFailed', callId: 'c1', idempotencyKey: 'refund-d1', reason: 'Already refunded.', now,
    });
  });
});
