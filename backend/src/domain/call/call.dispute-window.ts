/** Disputes must be raised within 30 days of the booking (docs/product/money.md, Disputes). */
export const DISPUTE_WINDOW_DAYS = 30;
export const DISPUTE_WINDOW_MS = DISPUTE_WINDOW_DAYS * 24 * 60 * 60 * 1000;
