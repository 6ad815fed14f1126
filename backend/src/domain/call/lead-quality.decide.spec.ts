import { callDecider } from './call.decide';
import type { CallRejected } from './call.events';
import { book, booked, spec } from './call.spec-fixtures';
import { assessLead, autoRejectionNote } from './lead-quality';

const inputs = { duplicateOf: null, secondsFromClick: null, sameIpBookings: 0, sameDeviceBookings: 0, disposableDomain: null, emailIsAffiliates: true, ipSeenWithAffiliate: false, countryCode: '+1', expectedCountries: [] };
const quality = assessLead(inputs, { ipHash: 'ip-hash', deviceHash: 'ua-hash' });

describe('booking a call with lead quality', () => {
  it('snapshots the quality in CallBooked', () => {
    spec.given([]).when(book({ quality })).then([{ ...booked(book()), quality }]);
  });

  it('books without a quality field when none was assessed (as before)', () => {
    const [event] = callDecider.decide(book(), callDecider.initialState);
    expect(event).toEqual(booked(book()));
    expect('quality' in event).toBe(false);
  });

  it('rejects in the same append when the program’s rule matches, as the system would', () => {
    const command = book({ quality, autoReject: { rejectAtOrBelow: null, rejectSignals: ['self-booking-email'] } });
    const rejected: CallRejected = { type: 'CallRejected', callId: 'c1', merchantId: 'm1', affiliateId: 'a1', reason: 'spam', note: autoRejectionNote(quality.signals), rejectedAt: command.now, rejectedBy: 'lead-rule' };
    // The booking says so itself, so nobody is asked to decide it (docs/product/lead-quality.md).
    spec.given([]).when(command).then([{ ...booked(book()), quality, autoRejected: true }, rejected]);
  });

  it('only flags when the rule does not match', () => {
    const command = book({ quality, autoReject: { rejectAtOrBelow: 10, rejectSignals: ['duplicate'] } });
    spec.given([]).when(command).then([{ ...booked(book()), quality }]);
  });
});
