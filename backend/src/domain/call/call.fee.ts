/** The platform's 10% of a commission, rounded half up, once, here (docs/product/money.md, Fees): 5 cents -> 1, 4 -> 0. */
export function platformFeeCents(payoutCents: number): number {
  if (!Number.isSafeInteger(payoutCents) || payoutCents < 0) throw new RangeError(`Not a whole number of cents: ${payoutCents}`);
  const shifted = payoutCents + 5;
  return (shifted - (shifted % 10)) / 10;
}
