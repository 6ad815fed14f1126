/** The UTM parameters a tracking link carried (each null when absent). */
export type ClickUtm = {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  content: string | null;
  term: string | null;
};

/**
 * Someone followed a tracking link (docs/product/attribution-and-booking.md, Tracking clicks and "Attribution": attribution is
 * server-side"). The click id travels to the scheduling tool (Calendly `utm_content`) or our own
 * booking page, and brings the booking back to this membership. IP and user agent are stored only
 * as keyed hashes: enough to spot abuse, not enough to identify anyone.
 */
export type ClickRecorded = {
  type: 'ClickRecorded';
  clickId: string;
  programId: string;
  /** Null when the link named no affiliate and the program had no single one to credit. */
  membershipId: string | null;
  referralCode: string;
  utm: ClickUtm;
  referrer: string | null;
  ipHash: string;
  userAgentHash: string;
  clickedAt: string;
};

export type ClickEvent = ClickRecorded;
