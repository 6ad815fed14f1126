/** docs/product/lead-quality.md: the signals, a booking's assessment, and a program's rules. */

/** Why a booking may not be a real lead. */
export type LeadSignalCode =
  | 'duplicate'
  | 'fast-booking'
  | 'shared-ip'
  | 'shared-device'
  | 'disposable-email'
  | 'self-booking-email'
  | 'self-booking-ip'
  | 'unexpected-country';

/**
 * A booking's lead quality as assessed when it was booked: 100 has nothing against it, each
 * signal takes its weight off. The merchant's only: an affiliate never sees how it is scored.
 */
export interface LeadQuality {
  score: number;
  signals: { code: LeadSignalCode; detail: string }[];
}

/**
 * `GET/PUT /api/affiliate-programs/:id/lead-rules`. `expectedCountries`: phone calling codes
 * ("+1", "+44"), empty for any. The automatic rejection: at or below `rejectAtOrBelow` (0-99),
 * or when any of `rejectSignals` is present; null and empty reject nothing.
 */
export interface ProgramLeadRules {
  expectedCountries: string[];
  rejectAtOrBelow: number | null;
  rejectSignals: LeadSignalCode[];
}
