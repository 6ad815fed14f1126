/**
 * When a failed email is tried again (docs/architecture/notifications.md, Retries): after the
 * first failure 30 seconds, then 2 minutes, 10 minutes, 1 hour and 6 hours; the sixth failure
 * (about 7 hours after the first try) marks it `failed`, kept and shown, never deleted.
 */
export const RETRY_AFTER_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000] as const;
export const MAX_ATTEMPTS = RETRY_AFTER_MS.length + 1;

/** After `attempts` failed tries: when to try again, or null to give up. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + RETRY_AFTER_MS[Math.max(0, attempts - 1)]);
}
