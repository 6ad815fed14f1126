/** Integer cents to the API edge's dollar string (docs/product/money.md, Cents): 15000 -> "$150.00", -25 -> "-$0.25". */
export function dollarString(cents: number | string | bigint): string {
  const value = BigInt(cents);
  const abs = value < 0n ? -value : value;
  const whole = abs / 100n;
  const part = String(abs % 100n).padStart(2, '0');
  return `${value < 0n ? '-' : ''}$${whole.toString()}.${part}`;
}
