/** Disputes must be raised within 30 days of the booking (SPEC.md 1, DESIGN.md 4). */
export const DISPUTE_WINDOW_DAYS = 30;
export const DISPUTE_WINDOW_MS = DISPUTE_WINDOW_DAYS * 24 * 60 * 60 * 1000;
