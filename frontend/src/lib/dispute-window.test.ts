import type { DisputeSummary } from '@leadledger/contracts/dispute';
import { disputeAvailability, disputeReasonError, isWithinDisputeWindow } from './dispute-window';

const deadline = '2025-09-07T10:00:00.000Z';
const dispute: DisputeSummary = {
  id: 'd-1',
  raisedBy: 'merchant',
  status: 'open',
  reason: 'The customer never showed up.',
  raisedAt: '2025-08-20T10:00:00.000Z',
  resolutionNote: null,
  resolvedAt: null,
  lastFailure: null,
};

describe('isWithinDisputeWindow', () => {
  it('is open before the deadline and at the deadline itself', () => {
    expect(isWithinDisputeWindow(deadline, new Date('2025-09-01T00:00:00.000Z'))).toBe(true);
    expect(isWithinDisputeWindow(deadline, new Date(deadline))).toBe(true);
  });

  it('is closed one millisecond after the deadline', () => {
    expect(isWithinDisputeWindow(deadline, new Date('2025-09-07T10:00:00.001Z'))).toBe(false);
  });

  it('treats an unreadable deadline as closed', () => {
    expect(isWithinDisputeWindow('not a date', new Date('2025-09-01T00:00:00.000Z'))).toBe(false);
  });
});

describe('disputeAvailability', () => {
  const before = new Date('2025-09-01T00:00:00.000Z');
  const after = new Date('2025-09-08T00:00:00.000Z');

  it('offers the action for the disputable status within the window', () => {
    expect(disputeAvailability({ status: 'approved', dispute: null, disputeDeadline: deadline }, 'approved', before)).toBe('available');
    expect(disputeAvailability({ status: 'rejected', dispute: null, disputeDeadline: deadline }, 'rejected', before)).toBe('available');
  });

  it('says the window closed after the deadline', () => {
    expect(disputeAvailability({ status: 'approved', dispute: null, disputeDeadline: deadline }, 'approved', after)).toBe('window-closed');
  });

  it('does not apply to other statuses or to a call that already has a dispute', () => {
    expect(disputeAvailability({ status: 'rejected', dispute: null, disputeDeadline: deadline }, 'approved', before)).toBe('not-applicable');
    expect(disputeAvailability({ status: 'pending', dispute: null, disputeDeadline: deadline }, 'rejected', before)).toBe('not-applicable');
    expect(disputeAvailability({ status: 'approved', dispute, disputeDeadline: deadline }, 'approved', before)).toBe('not-applicable');
    expect(disputeAvailability({ status: 'approved', dispute, disputeDeadline: deadline }, 'approved', after)).toBe('not-applicable');
  });
});

describe('disputeReasonError', () => {
  it('requires 10 to 1000 characters after trimming', () => {
    expect(disputeReasonError('   ')).toBe('Enter a reason for the dispute.');
    expect(disputeReasonError('  too short ')).toBe('The reason needs at least 10 characters.');
    expect(disputeReasonError('  ten chars!  '.padEnd(14))).toBeNull();
    expect(disputeReasonError('x'.repeat(1000))).toBeNull();
    expect(disputeReasonError('x'.repeat(1001))).toBe('The reason can have at most 1000 characters.');
  });
});
