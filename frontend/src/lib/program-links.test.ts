import { bookingLink, embedLink, embedSnippet, shareLink, signupLink, trackingLink, withUtms } from './program-links';

describe('generated links (docs/product/attribution-and-booking.md)', () => {
  const origin = 'https://app.example.com';

  it('builds the signup, tracking and booking links', () => {
    expect(signupLink(origin, 'Ab3_x')).toBe('https://app.example.com/signup?ref=Ab3_x');
    expect(trackingLink(origin, 'Ab3_x')).toBe('https://app.example.com/track/Ab3_x');
    expect(bookingLink(origin, 'Ab3_x')).toBe('https://app.example.com/calendar-booking?ref=Ab3_x');
  });

  it('builds the embed variant and its iframe', () => {
    expect(embedLink(origin, 'R1')).toBe('https://app.example.com/calendar-booking?ref=R1&embed=true');
    expect(embedSnippet(origin, 'R1')).toBe(
      '<iframe src="https://app.example.com/calendar-booking?ref=R1&embed=true" width="100%" height="600" style="border: none; border-radius: 8px;"></iframe>',
    );
  });

  it('gives affiliates the tracking link for Calendly and the booking link for Google, naming their membership', () => {
    expect(shareLink(origin, 'calendly', 'R1', 'mem-1')).toEqual({ label: 'Tracking link', url: `${origin}/track/R1?aff=mem-1` });
    expect(shareLink(origin, 'google', 'R1', 'mem-1')).toEqual({ label: 'Booking link', url: `${origin}/calendar-booking?ref=R1&aff=mem-1` });
  });

  it('keeps the merchant-side links free of any affiliate', () => {
    expect(trackingLink(origin, 'R1')).toBe(`${origin}/track/R1`);
    expect(bookingLink(origin, 'R1')).toBe(`${origin}/calendar-booking?ref=R1`);
  });

  it("keeps the UTMs an affiliate adds on the booking and tracking links they copy", () => {
    const utms = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'fall sale', utm_term: 'coaching', utm_content: 'hero' };
    const booking = new URL(shareLink(origin, 'google', 'R1', 'mem-1', utms).url);
    expect(booking.pathname).toBe('/calendar-booking');
    expect(Object.fromEntries(booking.searchParams)).toEqual({ ref: 'R1', aff: 'mem-1', ...utms });
    const tracking = new URL(shareLink(origin, 'calendly', 'R1', 'mem-1', { utm_source: 'podcast' }).url);
    expect(tracking.pathname).toBe('/track/R1');
    expect(Object.fromEntries(tracking.searchParams)).toEqual({ aff: 'mem-1', utm_source: 'podcast' });
  });

  it('adds UTMs to a link with or without a query, leaves blanks out and never repeats one', () => {
    expect(withUtms(`${origin}/track/R1`, { utm_source: 'youtube' })).toBe(`${origin}/track/R1?utm_source=youtube`);
    expect(withUtms(`${origin}/calendar-booking?ref=R1&aff=mem-1`, { utm_source: ' ', utm_medium: '' })).toBe(`${origin}/calendar-booking?ref=R1&aff=mem-1`);
    expect(withUtms(`${origin}/calendar-booking?ref=R1&utm_source=old`, { utm_source: 'new' })).toBe(`${origin}/calendar-booking?ref=R1&utm_source=new`);
    expect(withUtms(`${origin}/calendar-booking?ref=R1&utm_campaign=kept`, { utm_source: 'new' })).toBe(`${origin}/calendar-booking?ref=R1&utm_campaign=kept&utm_source=new`);
  });
});
