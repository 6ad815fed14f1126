/**
 * The instant payout transfer fee (docs/product/money.md, Fees). The server takes it; the client only names
 * it and previews the net before the affiliate confirms. Amounts up to the fee cannot be collected.
 */
export const PAYOUT_FEE_CENTS = 25;
