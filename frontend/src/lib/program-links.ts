import type { IntegrationProvider } from '@leadledger/contracts/program';

/** SPEC.md section 2 "Generated links": every link a program hands out, from its referral code. */
const ref = (code: string) => encodeURIComponent(code);

export function signupLink(origin: string, code: string): string {
  return `${origin}/signup?ref=${ref(code)}`;
}

/**
 * Calendly programs: our tracking page records the click, then redirects to Calendly. An
 * affiliate's link names their membership (`aff`), so the click is theirs even on a shared code.
 */
export function trackingLink(origin: string, code: string, membershipId?: string): string {
  const base = `${origin}/track/${ref(code)}`;
  return membershipId ? `${base}?aff=${encodeURIComponent(membershipId)}` : base;
}

/** Google programs: our own booking page against the merchant's calendar. */
export function bookingLink(origin: string, code: string, membershipId?: string): string {
  const base = `${origin}/calendar-booking?ref=${ref(code)}`;
  return membershipId ? `${base}&aff=${encodeURIComponent(membershipId)}` : base;
}

/** The booking page without its header, for the merchant's own site. */
export function embedLink(origin: string, code: string): string {
  return `${bookingLink(origin, code)}&embed=true`;
}

/** SPEC.md section 2: width 100%, height 600, no border, 8px rounded corners. */
export function embedSnippet(origin: string, code: string): string {
  return `<iframe src="${embedLink(origin, code)}" width="100%" height="600" style="border: none; border-radius: 8px;"></iframe>`;
}

/** The link an affiliate shares: tracking for Calendly, booking for Google Calendar, with their `aff`. */
export function shareLink(origin: string, integration: IntegrationProvider, code: string, membershipId: string) {
  return integration === 'calendly'
    ? { label: 'Tracking link', url: trackingLink(origin, code, membershipId) }
    : { label: 'Booking link', url: bookingLink(origin, code, membershipId) };
}

export function integrationLabel(integration: IntegrationProvider): string {
  return integration === 'calendly' ? 'Calendly' : 'Google Calendar';
}

export function appOrigin(): string {
  return window.location.origin;
}

/** SPEC.md section 2 "Affiliate dashboard": what an affiliate reads about an archived program. */
export const EXPIRED_PROGRAM_MESSAGE =
  'This program has expired. Please contact the merchant for a new link.';
