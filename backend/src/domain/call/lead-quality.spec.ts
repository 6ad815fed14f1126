import { sameMailbox, assessLead, autoRejectionCauses, autoRejectionNote, FAST_BOOKING_SECONDS, type LeadInputs, leadScore, leadSignals, SHARED_HASH_BOOKINGS, SHARED_HASH_COUNT_LIMIT } from './lead-quality';

const clean: LeadInputs = {
  duplicateOf: null,
  secondsFromClick: null,
  sameIpBookings: 0,
  sameDeviceBookings: 0,
  disposableDomain: null,
  emailIsAffiliates: false,
  ipSeenWithAffiliate: false,
  countryCode: '+1',
  expectedCountries: [],
};
const codes = (inputs: Partial<LeadInputs>) => leadSignals({ ...clean, ...inputs }).map((s) => s.code);

describe('lead signals', () => {
  it('finds nothing against an ordinary booking', () => {
    expect(leadSignals(clean)).toEqual([]);
  });

  it('flags a duplicate', () => {
    expect(codes({ duplicateOf: 'c0' })).toEqual(['duplicate']);
  });

  it('flags a booking made within the fast-booking threshold of its click, not one made later', () => {
    expect(codes({ secondsFromClick: 3 })).toEqual(['fast-booking']);
    expect(codes({ secondsFromClick: FAST_BOOKING_SECONDS })).toEqual(['fast-booking']);
    expect(codes({ secondsFromClick: FAST_BOOKING_SECONDS + 1 })).toEqual([]);
    expect(leadSignals({ ...clean, secondsFromClick: 3 })[0].detail).toBe('Booked 3 seconds after opening the link.');
  });

  it('ignores a click time after the booking (clock skew) rather than flagging it', () => {
    expect(codes({ secondsFromClick: -2 })).toEqual([]);
  });

  it('flags the same IP hash or device hash behind many recent bookings', () => {
    expect(codes({ sameIpBookings: SHARED_HASH_BOOKINGS - 1, sameDeviceBookings: SHARED_HASH_BOOKINGS - 1 })).toEqual([]);
    expect(codes({ sameIpBookings: SHARED_HASH_BOOKINGS })).toEqual(['shared-ip']);
    expect(codes({ sameDeviceBookings: SHARED_HASH_BOOKINGS + 4 })).toEqual(['shared-device']);
  });

  it('says how many other bookings shared the hash, and "or more" at the limit the count stops at', () => {
    expect(leadSignals({ ...clean, sameIpBookings: 7 })[0].detail).toBe('7 other bookings came from the same network in 24 hours.');
    expect(leadSignals({ ...clean, sameDeviceBookings: SHARED_HASH_COUNT_LIMIT })[0].detail).toBe(
      `${SHARED_HASH_COUNT_LIMIT} or more other bookings came from the same browser in 24 hours.`,
    );
  });

  it('leaves the IP and device signals out when they do not apply (Calendly)', () => {
    expect(codes({ sameIpBookings: null, sameDeviceBookings: null })).toEqual([]);
  });

  it('flags a disposable email domain, naming it', () => {
    const [signal] = leadSignals({ ...clean, disposableDomain: 'mailinator.com' });
    expect(signal).toEqual({ code: 'disposable-email', detail: 'The email address is at a disposable domain (mailinator.com).' });
  });

  it('flags the affiliate booking themself, by email and by network', () => {
    expect(codes({ emailIsAffiliates: true })).toEqual(['self-booking-email']);
    expect(codes({ ipSeenWithAffiliate: true })).toEqual(['self-booking-ip']);
  });

  it('flags a country outside the program’s, only when the program names some and the booking has a phone', () => {
    expect(codes({ countryCode: '+44', expectedCountries: ['+1'] })).toEqual(['unexpected-country']);
    expect(codes({ countryCode: '+1', expectedCountries: ['+1', '+44'] })).toEqual([]);
    expect(codes({ countryCode: '+44', expectedCountries: [] })).toEqual([]);
    expect(codes({ countryCode: null, expectedCountries: ['+1'] })).toEqual([]);
  });
});

describe('lead score', () => {
  it('is 100 without signals and loses each signal’s weight', () => {
    expect(leadScore([])).toBe(100);
    expect(leadScore(leadSignals({ ...clean, duplicateOf: 'c0' }))).toBe(70);
    expect(leadScore(leadSignals({ ...clean, emailIsAffiliates: true, ipSeenWithAffiliate: true }))).toBe(0);
  });

  it('never goes below 0', () => {
    const all = leadSignals({ ...clean, duplicateOf: 'c0', secondsFromClick: 1, sameIpBookings: 9, sameDeviceBookings: 9, disposableDomain: 'x.io', emailIsAffiliates: true, ipSeenWithAffiliate: true, countryCode: '+44', expectedCountries: ['+1'] });
    expect(all).toHaveLength(8);
    expect(leadScore(all)).toBe(0);
  });

  it('keeps the hashes beside the score, never anything raw', () => {
    expect(assessLead({ ...clean, disposableDomain: 'x.io' }, { ipHash: 'h-ip', deviceHash: 'h-ua' })).toEqual({
      score: 70,
      signals: [{ code: 'disposable-email', detail: 'The email address is at a disposable domain (x.io).' }],
      ipHash: 'h-ip',
      deviceHash: 'h-ua',
    });
  });
});

describe('automatic rejection rule', () => {
  const selfBooked = assessLead({ ...clean, emailIsAffiliates: true }, { ipHash: null, deviceHash: null });
  const duplicate = assessLead({ ...clean, duplicateOf: 'c0' }, { ipHash: null, deviceHash: null });

  it('rejects nothing without a rule, or a booking without signals', () => {
    expect(autoRejectionCauses(null, selfBooked)).toEqual([]);
    expect(autoRejectionCauses({ rejectAtOrBelow: 100, rejectSignals: [] }, assessLead(clean, { ipHash: null, deviceHash: null }))).toEqual([]);
  });

  it('rejects at or below the score, with every signal as the cause', () => {
    expect(autoRejectionCauses({ rejectAtOrBelow: 40, rejectSignals: [] }, selfBooked)).toEqual(selfBooked.signals);
    expect(autoRejectionCauses({ rejectAtOrBelow: 39, rejectSignals: [] }, selfBooked)).toEqual([]);
  });

  it('rejects when one of the chosen signals is present, naming only those', () => {
    expect(autoRejectionCauses({ rejectAtOrBelow: null, rejectSignals: ['self-booking-email'] }, selfBooked).map((s) => s.code)).toEqual(['self-booking-email']);
    expect(autoRejectionCauses({ rejectAtOrBelow: null, rejectSignals: ['self-booking-email'] }, duplicate)).toEqual([]);
  });

  it('names the signals in the note, not the score', () => {
    const note = autoRejectionNote(selfBooked.signals);
    expect(note).toBe("Rejected automatically by the merchant's lead rules: The customer's email is the affiliate's own account email.");
    expect(note).not.toMatch(/40|score/);
  });
});

describe('same mailbox', () => {
  it('ignores case, dots and a +tag in the local part', () => {
    expect(sameMailbox('Ada.L+test@Example.com', 'adal@example.com')).toBe(true);
  });

  it('tells different people and domains apart', () => {
    expect(sameMailbox('ada@example.com', 'bob@example.com')).toBe(false);
    expect(sameMailbox('ada@example.com', 'ada@example.org')).toBe(false);
  });
});
