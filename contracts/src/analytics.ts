/**
 * Merchant analytics (issue 12): calls and spend per program, per affiliate and per week over a
 * chosen period. A call counts in the period (and week) it was booked; spend counts when the card
 * was charged or refunded. Money is integer cents.
 */
export interface AnalyticsFigures {
  booked: number;
  approved: number;
  rejected: number;
  /** Booked, no decision yet. */
  pending: number;
  /** Canceled by the customer before any decision. */
  canceled: number;
  /** approved / (approved + rejected); null while nothing is decided. */
  approvalRate: number | null;
  /** Charged to the card less refunds, in the period. */
  spendCents: number;
  /** spendCents / approved, rounded half up; null without an approved call. */
  costPerApprovedCents: number | null;
}

export interface AnalyticsWeek extends AnalyticsFigures {
  /** Monday of the week (YYYY-MM-DD, merchant's zone). */
  weekStart: string;
}

export interface ProgramAnalytics extends AnalyticsFigures {
  programId: string;
  programName: string;
}

export interface AffiliateAnalytics extends AnalyticsFigures {
  affiliateId: string;
  affiliateName: string;
}

export interface MerchantAnalytics {
  /** Inclusive dates, YYYY-MM-DD in the merchant's zone. */
  from: string;
  to: string;
  timeZone: string;
  programId: string | null;
  totals: AnalyticsFigures;
  weeks: AnalyticsWeek[];
  programs: ProgramAnalytics[];
  affiliates: AffiliateAnalytics[];
  /** Per affiliate with a decided call in the period, most no-shows first. */
  noShows: AffiliateNoShows[];
  /** Every program of the merchant, for the filter. */
  programOptions: { id: string; name: string }[];
}

/**
 * One affiliate's no-shows (issue 16): among the calls booked in the period that the merchant
 * decided, those rejected as a no-show and not overturned by an upheld dispute.
 */
export interface AffiliateNoShows {
  affiliateId: string;
  affiliateName: string;
  decided: number;
  noShows: number;
  /** noShows / decided; null with no decided call. */
  noShowRate: number | null;
}
