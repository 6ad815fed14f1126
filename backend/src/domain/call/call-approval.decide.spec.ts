import { callDecider } from './call.decide';
import type { CallEvent } from './call.events';
import {
  spec,
  booking,
  slot,
  now,
  later,
  key1,
  key2,
  book,
  booked,
  reschedule,
  cancel,
  canceled,
  approve,
  started,
  recordCharge,
  charged,
  approved,
  recordDecline,
  declined,
  reject,
  rejected,
  pending,
  approving,
  approvedHistory,
  rejectedHistory,
  canceledHistory,
} from './call.spec-fixtures';

// Approval: charge first, then approve; a decline leaves the call pending (docs/product/money.md, Charging on approval).
describe('call approval', () => {
  describe('when an approval is in flight', () => {
    it('refuses a second approval, so the card is charged once', () => {
      const error = spec.given(approving).when(approve()).thenFails('ApprovalInProgress');
      expect(error.kind).toBe('conflict');
    });

    it('refuses a rejection', () => {
      spec.given(approving).when(reject()).thenFails('ApprovalInProgress');
    });

    it('refuses a cancellation until the charge settles', () => {
      spec.given(approving).when(cancel).thenFails('ApprovalInProgress');
    });

    it('records the charge and approves, with the amounts of the attempt', () => {
      spec.given(approving).when(recordCharge()).then([charged(), approved]);
    });

    it('records a decline with the processor reason', () => {
      spec.given(approving).when(recordDecline()).then([declined()]);
    });

    it('refuses an answer for another attempt', () => {
      spec.given(approving).when(recordCharge(key2)).thenFails('NoApprovalInProgress');
    });

    it('can still be rescheduled', () => {
      spec.given(approving).when(reschedule(later)).then([{ type: 'CallRescheduled', callId: 'c1', previousScheduledAt: slot, scheduledAt: later, rescheduledAt: now }]);
    });
  });

  describe('when the charge was declined', () => {
    const history: CallEvent[] = [booked(), started(), declined()];

    it('is pending again and can be approved with a fresh key', () => {
      spec.given(history).when(approve()).then([started(key2)]);
    });

    it('records the second attempt charge and approves', () => {
      spec.given([...history, started(key2)]).when(recordCharge(key2)).then([charged(key2), approved]);
    });

    it('can be rejected', () => {
      spec.given(history).when(reject()).then([rejected()]);
    });

    it('produces nothing when the same decline is recorded again', () => {
      spec.given(history).when(recordDecline()).then([]);
    });

    it('refuses a late success for the declined attempt', () => {
      spec.given(history).when(recordCharge()).thenFails('NoApprovalInProgress');
    });

    it('keeps the reason in its state', () => {
      const state = history.reduce(callDecider.evolve, callDecider.initialState);
      expect(state).toMatchObject({ status: 'pending', approval: null, lastDecline: { reason: 'Your card was declined.', declineCode: 'generic_decline' } });
    });
  });

  describe('when approved', () => {
    it.each([
      ['approved again', approve()],
      ['rejected', reject()],
      ['rescheduled', reschedule(later)],
      ['canceled', cancel],
    ])('refuses to be %s', (_, command) => {
      const error = spec.given(approvedHistory).when(command).thenFails('CallAlreadyDecided');
      expect(error.kind).toBe('conflict');
      expect(error.message).toBe('This call has already been approved or rejected.');
    });

    it('produces nothing when the sweeper records the same charge again', () => {
      spec.given(approvedHistory).when(recordCharge()).then([]);
    });

    it('refuses a decline after the charge', () => {
      spec.given(approvedHistory).when(recordDecline()).thenFails('CallAlreadyDecided');
    });

    it('still looks missing to another merchant', () => {
      spec.given(approvedHistory).when(approve('m2')).thenFails('CallNotFound');
    });
  });

});
