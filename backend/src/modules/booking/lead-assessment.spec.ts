import { LeadAssessment, type LeadFacts } from './lead-assessment';
import type { LeadSightings, Sightings } from './lead-sightings';

const NOW = new Date('2030-01-07T15:00:00.000Z');
const nobody: Sightings = { earlierCallId: null, sameIpBookings: 0, sameDeviceBookings: 0, ipSeenWithAffiliate: false, affiliateEmail: 'abe.tester@example.com' };

function assessment(seen: Sightings = nobody) {
  const asked: Parameters<LeadSightings['record']>[0][] = [];
  const sightings = { record: async (input: Parameters<LeadSightings['record']>[0]) => (asked.push(input), seen) } as unknown as LeadSightings;
  return { leads: new LeadAssessment(sightings), asked };
}

const facts = (o: Partial<LeadFacts> = {}): LeadFacts => ({
  callId: 'c1',
  merchantId: 'm1',
  affiliateId: 'a1',
  customerEmail: 'grace@example.com',
  countryCode: '+1',
  customerPhone: '(555) 010-0199',
  clickedAt: null,
  rules: undefined,
  client: { ipHash: 'ip', deviceHash: 'ua' },
  now: NOW,
  ...o,
});
const codes = async (f: LeadFacts, seen?: Sightings) => (await assessment(seen).leads.assess(f)).quality.signals.map((s) => s.code);

describe('gathering lead quality at booking', () => {
  it('passes the booking, its customer and its hashes to the one sighting statement, and flags the earlier call it found', async () => {
    const { leads, asked } = assessment({ ...nobody, earlierCallId: 'c0' });
    const { duplicateOf, quality } = await leads.assess(facts());
    expect(asked).toEqual([
      { callId: 'c1', merchantId: 'm1', affiliateId: 'a1', ipHash: 'ip', deviceHash: 'ua', customer: { email: 'grace@example.com', countryCode: '+1', phone: '(555) 010-0199' }, now: NOW },
    ]);
    expect(duplicateOf).toBe('c0');
    expect(quality).toEqual({ score: 70, signals: [{ code: 'duplicate', detail: 'The same customer booked with you in the last 30 days.' }], ipHash: 'ip', deviceHash: 'ua' });
  });

  it('times the booking from its click', async () => {
    expect(await codes(facts({ clickedAt: '2030-01-07T14:59:52.000Z' }))).toEqual(['fast-booking']);
    expect(await codes(facts({ clickedAt: '2030-01-07T14:58:00.000Z' }))).toEqual([]);
  });

  it('recognises the affiliate’s own mailbox behind a +tag and dots', async () => {
    expect(await codes(facts({ customerEmail: 'Abe.Tester+lead@Example.com' }))).toEqual(['self-booking-email']);
  });

  it('reads the sightings: many bookings from one source, the affiliate’s network', async () => {
    expect(await codes(facts(), { ...nobody, sameIpBookings: 3, sameDeviceBookings: 5, ipSeenWithAffiliate: true })).toEqual(['shared-ip', 'shared-device', 'self-booking-ip']);
  });

  it('checks the disposable list and the program’s countries', async () => {
    const rules = { expectedCountries: ['+44'], rejectAtOrBelow: null, rejectSignals: [] };
    expect(await codes(facts({ customerEmail: 'x@mailinator.com', rules }))).toEqual(['disposable-email', 'unexpected-country']);
  });

  it('judges a Calendly booking without IP or device, keeping no hashes', async () => {
    const { leads } = assessment({ ...nobody, sameIpBookings: null, sameDeviceBookings: null });
    const { quality } = await leads.assess(facts({ client: { ipHash: null, deviceHash: null }, countryCode: null, customerPhone: null }));
    expect(quality).toEqual({ score: 100, signals: [], ipHash: null, deviceHash: null });
  });
});
