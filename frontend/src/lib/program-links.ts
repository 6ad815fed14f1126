import type { IntegrationProvider } from '@leadledger/contracts/program';

/** docs/product/screens-and-routes.md, Generated links: every link a program hands out, from its referral code. */
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

/** docs/product/screens-and-routes.md, Generated links: width 100%, height 600, no border, 8px rounded corners. */
export function embedSnippet(origin: string, code: string): string {
  return `<iframe src="${embedLink(origin, code)}" width="100%" height="600" style="border: none; border-radius: 8px;"></iframe>`;
}

/**
 * The UTM parameters a link may carry: the set the tracking endpoint records with a click, from a
 * tracking link and from the booking page alike.
 */
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmParam = (typeof UTM_PARAMS)[number];
export type LinkUtms = Partial<Record<UtmParam, string>>;

/**
 * `url` with an affiliate's UTMs added, so the click it records carries them. Blank values are
 * left out; anything else the link already has (`ref`, `aff`, UTMs typed into it) is kept, and a
 * UTM given here replaces the link's own of the same name rather than repeating it.
 */
export function withUtms(url: string, utms: LinkUtms = {}): string {
  const entries = UTM_PARAMS.flatMap((name) => {
    const value = utms[name]?.trim();
    return value ? [[name, value] as const] : [];
  });
  if (entries.length === 0) return url;
  const parsed = new URL(url);
  for (const [name, value] of entries) parsed.searchParams.set(name, value);
  return parsed.toString();
}

/**
 * The link an affiliate shares: tracking for Calendly, booking for Google Calendar, with their
 * `aff` and any UTMs they add (the booking page records its click with them, as the tracking page does).
 */
export function shareLink(origin: string, integration: IntegrationProvider, code: string, membershipId: string, utms: LinkUtms = {}) {
  return integration === 'calendly'
    ? { label: 'Tracking link', url: withUtms(trackingLink(origin, code, membershipId), utms) }
    : { label: 'Booking link', url: withUtms(bookingLink(origin, code, membershipId), utms) };
}

export function integrationLabel(integration: IntegrationProvider): string {
  return integration === 'calendly' ? 'Calendly' : 'Google Calendar';
}

export function appOrigin(): string {
  return window.location.origin;
}

/** docs/product/screens-and-routes.md, Affiliate dashboard: what an affiliate reads about an archived program. */
export const EXPIRED_PROGRAM_MESSAGE =
  'This program has expired. Please contact the merchant for a new link.';
