import { approvalIdempotencyKey, callDecider, platformFeeCents } from './call.decide';
import type { RejectionReason } from './call.events';
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

describe('platform fee', () => {
  it.each([
    [0, 0],
    [1, 0],
    [4, 0],
    [5, 1],
    [14, 1],
    [15, 2],
    [25, 3],
    [5_000, 500],
    [5_005, 501],
    [1_000_000, 100_000],
  ])('is round-half-up 10%% of %p cents: %p', (payoutCents, fee) => {
    expect(platformFeeCents(payoutCents)).toBe(fee);
  });

  it.each([12.5, -1, Number.NaN])('refuses %p cents', (payoutCents) => {
    expect(() => platformFeeCents(payoutCents)).toThrow(RangeError);
  });
});

describe('call', () => {
  describe('when not booked', () => {
    it('is booked from the booking page with the commission snapshot', () => {
      spec.given([]).when(book()).then([booked()]);
    });

    it('is booked from Calendly with its invitee, click and earlier call', () => {
      const command = book({
        source: 'calendly',
        externalRef: 'https://api.calendly.com/scheduled_events/E1/invitees/I1',
        clickId: 'k1',
        duplicateOf: 'c0',
        customerPhone: null,
        countryCode: null,
        customerCompany: 'Analytical Engines',
      });
      spec.given([]).when(command).then([booked(command)]);
    });

    it('refuses a Calendly booking that does not name its invitee', () => {
      spec.given([]).when(book({ source: 'calendly' })).thenFails('ExternalRefRequired');
    });

    it.each([0, -1, 12.5, 1_000_001, Number.NaN])('refuses a commission snapshot of %p cents', (payoutCents) => {
      const error = spec.given([]).when(book({ payoutCents })).thenFails('PayoutOutOfRange');
      expect(error.kind).toBe('invalid');
    });

    it.each([
      ['reschedule', reschedule(later)],
      ['cancel', cancel],
      ['start an approval', approve()],
      ['record a charge', recordCharge()],
      ['record a decline', recordDecline()],
      ['reject', reject()],
    ])('cannot %s', (_, command) => {
      const error = spec.given([]).when(command).thenFails('CallNotFound');
      expect(error.kind).toBe('not-found');
    });
  });

  describe('when pending', () => {
    it('books nothing when the same Calendly webhook arrives again', () => {
      const command = book({ source: 'calendly', externalRef: 'invitee-1' });
      spec.given([booked(command)]).when(command).then([]);
    });

    it('refuses to be booked again under the same id', () => {
      const error = spec.given(pending).when(book()).thenFails('CallAlreadyBooked');
      expect(error.kind).toBe('conflict');
    });

    it('moves to the new time, keeping the old one in the event', () => {
      const moved = '2025-08-13T15:30:00.000Z';
      spec.given(pending).when(reschedule(moved)).then([{ type: 'CallRescheduled', callId: 'c1', previousScheduledAt: slot, scheduledAt: moved, rescheduledAt: now }]);
    });

    it('produces nothing when rescheduled to the same time', () => {
      spec.given(pending).when(reschedule(slot)).then([]);
    });

    it('is canceled by the customer', () => {
      spec.given(pending).when(cancel).then([canceled]);
    });

    it('starts an approval charging commission plus the 10% fee, keyed by the call', () => {
      spec.given(pending).when(approve()).then([started()]);
    });

    it.each([
      [1, 0],
      [5, 1],
      [15, 2],
      [5_000, 500],
    ])('charges a %p-cent commission a %p-cent fee', (payoutCents, feeCents) => {
      spec.given([booked(book({ payoutCents }))]).when(approve()).then([started(key1, payoutCents, feeCents)]);
    });

    it('looks missing to another merchant', () => {
      const error = spec.given(pending).when(approve('m2')).thenFails('CallNotFound');
      expect(error.kind).toBe('not-found');
      spec.given(pending).when(reject('m2')).thenFails('CallNotFound');
    });

    it.each(['spam', 'no-show', 'duplicate', 'not-qualified', 'other'] as const)('is rejected as %s', (reason) => {
      spec.given(pending).when(reject('m1', reason, 'Never showed up')).then([rejected(reason, 'Never showed up')]);
    });

    it('refuses a reason outside the list', () => {
      const error = spec.given(pending).when(reject('m1', 'boring' as RejectionReason)).thenFails('RejectionReasonUnknown');
      expect(error.kind).toBe('invalid');
    });

    it('refuses a processor answer when no approval was started', () => {
      const error = spec.given(pending).when(recordCharge()).thenFails('NoApprovalInProgress');
      expect(error.kind).toBe('conflict');
      spec.given(pending).when(recordDecline()).thenFails('NoApprovalInProgress');
    });
  });

  describe('when rejected', () => {
    it.each([
      ['approved', approve()],
      ['rejected again', reject()],
      ['canceled', cancel],
    ])('refuses to be %s', (_, command) => {
      spec.given(rejectedHistory).when(command).thenFails('CallAlreadyDecided');
    });

    it('keeps the reason for the affiliate', () => {
      const state = [booked(), rejected('not-qualified', 'Budget too small')].reduce(callDecider.evolve, callDecider.initialState);
      expect(state).toMatchObject({ status: 'rejected', rejection: { reason: 'not-qualified', note: 'Budget too small' } });
    });
  });

  describe('when canceled', () => {
    it('produces nothing when canceled again', () => {
      spec.given(canceledHistory).when(cancel).then([]);
    });

    it.each([
      ['approved', approve()],
      ['rejected', reject()],
      ['rescheduled', reschedule(later)],
    ])('refuses to be %s', (_, command) => {
      const error = spec.given(canceledHistory).when(command).thenFails('CallWasCanceled');
      expect(error.kind).toBe('conflict');
    });
  });

  describe('when replayed', () => {
    it('keeps what disputes will need: booking time, charge and amounts', () => {
      const state = approvedHistory.reduce(callDecider.evolve, callDecider.initialState);
      expect(state).toMatchObject({
        status: 'approved',
        bookedAt: booking,
        approvalAttempts: 1,
        approval: null,
        charge: { idempotencyKey: key1, processorChargeId: 'ch_1', chargeCents: 5_500, feeCents: 500 },
      });
    });

    it('numbers the idempotency keys by attempt', () => {
      expect([1, 2, 3].map((attempt) => approvalIdempotencyKey('c1', attempt))).toEqual([key1, key2, 'approve-c1-3']);
    });
  });
});
