/** docs/product/limits-and-timings.md, Calendar and booking: calendar sync covers the current week plus the next 4. Weeks start on Sunday. */
export const WEEKS_COVERED = 5;

export function syncWindow(now: Date): { from: Date; to: Date } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - now.getUTCDay()));
  const to = new Date(from.getTime() + WEEKS_COVERED * 7 * 24 * 60 * 60 * 1000);
  return { from, to };
}
