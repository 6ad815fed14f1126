import { deciderSpecification } from '../shared/decider-specification';
import { type RecordUnattributedBooking, unattributedBookingDecider } from './unattributed-booking';

const spec = deciderSpecification(unattributedBookingDecider);
const command: RecordUnattributedBooking = {
  type: 'RecordUnattributedBooking', bookingId: 'b1', merchantId: 'm1', programId: 'p1', referralCode: 'code1234', inviteeUri: 'https://api.calendly.com/invitees/1',
  customerName: 'Old Link', customerEmail: 'old@example.com', scheduledAt: '2026-11-30T15:00:00.000Z', namedMembershipId: 'mem-1', reason: 'affiliate-removed', now: '2026-11-24T10:00:00.000Z',
};

describe('unattributed booking', () => {
  it('is recorded once, whatever the webhook retries', () => {
    const { type: _t, now, ...rest } = command;
    const recorded = { type: 'UnattributedBookingRecorded' as const, ...rest, recordedAt: now };
    spec.given([]).when(command).then([recorded]);
    spec.given([recorded]).when(command).then([]);
  });
});
