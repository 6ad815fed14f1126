const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money is integer cents inside (docs/product/money.md, Cents); people read dollars. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** Program payouts cross the API as dollars (contracts/program.ts): 50 -> "$50.00". */
export function formatDollars(dollars: number): string {
  return usd.format(dollars);
}
