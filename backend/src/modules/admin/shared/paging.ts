/** Pages fetch one row more than they show: that row only answers "is there more?" (no count(*)). */
export function pageOf<T>(rows: T[], limit: number): { rows: T[]; hasMore: boolean } {
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** Integer cents as pg returns them (bigint arrives as a string); never a float in between. */
export function cents(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === 'number' ? value : Number(BigInt(String(value)));
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a whole number of cents: ${String(value)}`);
  return n;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);
