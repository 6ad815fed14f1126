/**
 * The instant payout transfer fee (SPEC.md section 9). The server takes it; the client only names
 * it and previews the net before the affiliate confirms. Amounts up to the fee cannot be collected.
 */
export const PAYOUT_FEE_CENTS = 25;
