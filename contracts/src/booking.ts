/** docs/product/api.md, Public booking and tracking. */
export interface MerchantInfoRequest {
  referralCode: string;
}

export interface MerchantInfo {
  companyName: string;
  logoUrl: string | null;
  /** IANA zone the slots are laid out in. */
  timeZone: string;
  programName: string;
  isArchived: boolean;
  /** The merchant paused bookings (or its calendar was disconnected): the page shows why instead of slots. */
  isPaused: boolean;
}

export interface CalendarEventsRequest {
  referralCode: string;
  /** ISO date (YYYY-MM-DD) of the week's Sunday, in the merchant's zone. */
  weekStart: string;
}

export interface CalendarEventsResponse {
  timeZone: string;
  /** Busy blocks only (calendar busy times and other bookings): never titles or attendees. */
  busy: { start: string; end: string }[];
  /** Bookable 30-minute slot starts (ISO) of that week, already excluding busy and past ones. */
  availableSlots: string[];
  /** The grid the server books on (minutes after midnight, merchant's zone): the page draws these rows. */
  slotGrid: SlotGrid;
}

/** 30-minute slots from 06:00; the last starts at 17:00 and ends at 17:30, when the day closes. */
export interface SlotGrid {
  firstStartMinutes: number;
  lastStartMinutes: number;
  slotMinutes: number;
}

export interface BookCallRequest {
  referralCode: string;
  scheduledAt: string;
  customerName: string;
  customerEmail: string;
  customerPhone?: string;
  customerCompany?: string;
  countryCode?: string;
  /**
   * The affiliate's membership id (`aff` of the booking link). A referral code names a program
   * shared by all its affiliates, so this says which one sent the customer. Without it, a program
   * with exactly one affiliate credits that one; otherwise the booking is refused (422).
   */
  aff?: string;
  /** The tracking click that led here (`click` of the booking link), when the customer came through one. */
  clickId?: string;
}

export interface BookCallResponse {
  callId: string;
  scheduledAt: string;
  meetingLink: string | null;
}

/** `GET /api/track-with-loading/{code}`. */
export interface TrackResponse {
  redirectUrl: string;
  clickId: string;
}

/** `POST /api/sandbox/calendly/book`: the sandbox Calendly scheduling page books a meeting type. */
export interface SandboxCalendlyBookRequest {
  slug: string;
  name: string;
  email: string;
  startTime: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_content?: string;
  utm_term?: string;
  /** Optional: found from the click (`utm_content`) or the referral code (`utm_campaign`) otherwise. */
  integrationId?: string;
}

export interface SandboxCalendlyBookResponse {
  ok: boolean;
  inviteeUri: string;
}
