/**
 * Lead quality (docs/product/lead-quality.md): signals that a booking may not be a real lead,
 * a score from them, and the merchant's optional rule that rejects a booking automatically.
 * Computed once, at booking, and snapshotted in CallBooked, so "why was this flagged" never
 * changes afterwards (a later rebuild, a new weight or a new list entry leaves old calls as booked).
 */

export const LEAD_SIGNAL_CODES = [
  'duplicate',
  'fast-booking',
  'shared-ip',
  'shared-device',
  'disposable-email',
  'self-booking-email',
  'self-booking-ip',
  'unexpected-country',
] as const;
export type LeadSignalCode = (typeof LEAD_SIGNAL_CODES)[number];

export type LeadSignal = { code: LeadSignalCode; detail: string };

/**
 * `ipHash` and `deviceHash` are keyed hashes of the booking request's IP and user agent (never the
 * raw values), kept so a later signal can be computed from events; null for Calendly bookings,
 * whose request comes from Calendly, not the customer.
 */
export type LeadQuality = { score: number; signals: LeadSignal[]; ipHash: string | null; deviceHash: string | null };

/** How much each signal takes off the score of 100. A booking by the affiliate themself weighs most. */
export const LEAD_SIGNAL_WEIGHTS: Record<LeadSignalCode, number> = {
  duplicate: 30,
  'fast-booking': 25,
  'shared-ip': 25,
  // A user agent alone is shared by everyone on the same browser version: a weak hint.
  'shared-device': 10,
  'disposable-email': 30,
  'self-booking-email': 60,
  'self-booking-ip': 40,
  'unexpected-country': 20,
};

/** A booking this many seconds or fewer after its tracking click is faster than a person reading the page. */
export const FAST_BOOKING_SECONDS = 10;
/** Other bookings with the same merchant from the same IP (or device) hash within the window that flag one. */
export const SHARED_HASH_BOOKINGS = 3;
export const SHARED_HASH_WINDOW_HOURS = 24;
/**
 * Counted up to here and said as "20 or more": a user agent is shared by everyone on one browser
 * version, so a busy merchant's bookings could otherwise each count hundreds of others, and a
 * flood from one network would make every next booking dearer (docs/product/lead-quality.md).
 */
export const SHARED_HASH_COUNT_LIMIT = 20;
/** Below this score a booking is "low quality"; from it to 99, "some doubts"; 100 has no signals. */
export const LOW_QUALITY_BELOW = 50;

/** What the booking module gathered; a null count means the input does not apply (Calendly: no customer IP). */
export type LeadInputs = {
  duplicateOf: string | null;
  /** Seconds from the booking's tracking click to the booking; null without a known click. */
  secondsFromClick: number | null;
  /** Other recent bookings with this merchant from the same IP hash / device hash. */
  sameIpBookings: number | null;
  sameDeviceBookings: number | null;
  /** The email's domain when it is on the disposable list, else null. */
  disposableDomain: string | null;
  /** The customer's email is the affiliate's own account email (normalised, case-insensitive). */
  emailIsAffiliates: boolean;
  /** The booking's IP hash is one the affiliate signed in from. */
  ipSeenWithAffiliate: boolean;
  /** The phone's calling code (e.g. "+44"); null without a phone. */
  countryCode: string | null;
  /** The program's expected calling codes; empty means any. */
  expectedCountries: readonly string[];
};

/**
 * Two addresses of one mailbox: compared case-insensitively, without dots or a "+tag" in the local
 * part (ada.l+test@x.com is adal@x.com), the usual ways one person makes a second address.
 */
export function sameMailbox(a: string, b: string): boolean {
  const key = (email: string) => {
    const [local, domain = ''] = email.trim().toLowerCase().split('@');
    return `${local.split('+')[0].replace(/\./g, '')}@${domain}`;
  };
  return key(a) === key(b);
}

/** A shared-hash count as said to the merchant: the sightings are counted only up to the limit. */
function counted(bookings: number | null): string {
  return (bookings ?? 0) >= SHARED_HASH_COUNT_LIMIT ? `${SHARED_HASH_COUNT_LIMIT} or more` : String(bookings);
}

export function leadSignals(inputs: LeadInputs): LeadSignal[] {
  const signals: LeadSignal[] = [];
  if (inputs.duplicateOf) signals.push({ code: 'duplicate', detail: 'The same customer booked with you in the last 30 days.' });
  const seconds = inputs.secondsFromClick;
  if (seconds !== null && seconds >= 0 && seconds <= FAST_BOOKING_SECONDS) {
    signals.push({ code: 'fast-booking', detail: `Booked ${Math.round(seconds)} seconds after opening the link.` });
  }
  if ((inputs.sameIpBookings ?? 0) >= SHARED_HASH_BOOKINGS) {
    signals.push({ code: 'shared-ip', detail: `${counted(inputs.sameIpBookings)} other bookings came from the same network in ${SHARED_HASH_WINDOW_HOURS} hours.` });
  }
  if ((inputs.sameDeviceBookings ?? 0) >= SHARED_HASH_BOOKINGS) {
    signals.push({ code: 'shared-device', detail: `${counted(inputs.sameDeviceBookings)} other bookings came from the same browser in ${SHARED_HASH_WINDOW_HOURS} hours.` });
  }
  if (inputs.disposableDomain) signals.push({ code: 'disposable-email', detail: `The email address is at a disposable domain (${inputs.disposableDomain}).` });
  if (inputs.emailIsAffiliates) signals.push({ code: 'self-booking-email', detail: "The customer's email is the affiliate's own account email." });
  if (inputs.ipSeenWithAffiliate) signals.push({ code: 'self-booking-ip', detail: 'Booked from a network the affiliate signed in from.' });
  if (inputs.countryCode && inputs.expectedCountries.length > 0 && !inputs.expectedCountries.includes(inputs.countryCode)) {
    signals.push({ code: 'unexpected-country', detail: `The phone number is from ${inputs.countryCode}, outside the program's countries (${inputs.expectedCountries.join(', ')}).` });
  }
  return signals;
}

/** 100 minus the weight of each signal, never below 0: 100 is a booking with nothing against it. */
export function leadScore(signals: readonly LeadSignal[]): number {
  return Math.max(0, signals.reduce((score, s) => score - LEAD_SIGNAL_WEIGHTS[s.code], 100));
}

export function assessLead(inputs: LeadInputs, hashes: { ipHash: string | null; deviceHash: string | null }): LeadQuality {
  const signals = leadSignals(inputs);
  return { score: leadScore(signals), signals, ipHash: hashes.ipHash, deviceHash: hashes.deviceHash };
}

/**
 * The merchant's rule (ProgramLeadRulesChanged): reject when the score is at or below
 * `rejectAtOrBelow`, or when any of `rejectSignals` is present. Neither set: nothing is rejected.
 */
export type LeadAutoReject = { rejectAtOrBelow: number | null; rejectSignals: readonly LeadSignalCode[] };

/** The signals that make the rule reject this booking (all of them, when the score did it); empty when it stands. */
export function autoRejectionCauses(rule: LeadAutoReject | null | undefined, quality: LeadQuality | undefined): LeadSignal[] {
  if (!rule || !quality || quality.signals.length === 0) return [];
  if (rule.rejectAtOrBelow !== null && quality.score <= rule.rejectAtOrBelow) return quality.signals;
  return quality.signals.filter((s) => rule.rejectSignals.includes(s.code));
}

/** The note of an automatic rejection: which rule and which signals, never the score or its weights (the affiliate reads it). */
export function autoRejectionNote(causes: readonly LeadSignal[]): string {
  return `Rejected automatically by the merchant's lead rules: ${causes.map((s) => s.detail).join(' ')}`;
}
