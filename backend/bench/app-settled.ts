/** Clicks are stored every 10 ms (click-buffer.ts): past this, the last answers' clicks are in the log. */
const CLICK_FLUSH_MS = 100;
const POLL_MS = 200;
const LIMIT_MS = 60_000;

/** The part of `/api/health` read here: each read model's lag behind the log (events after its checkpoint, up to 1,001). */
interface Health {
  projections: { name: string; lag: number }[];
}

/**
 * Resolves once the app has finished the background work its last answers started: their clicks
 * stored, and every read model caught up with the log. A fixed second was not enough after the
 * tracking rounds (about 100,000 clicks): the read models were still more than 1,000 events behind
 * 1.5 s later, so their work was counted as the next phase's, booking's, and booking's latency was
 * measured against it (docs/operations/benchmarks.md, A settled app between the HTTP phases).
 * Returns the milliseconds it took.
 */
export async function appSettled(baseUrl: string): Promise<number> {
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, CLICK_FLUSH_MS));
  for (;;) {
    const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as Health;
    const behind = health.projections.filter((p) => p.lag > 0);
    if (behind.length === 0) return Date.now() - started;
    if (Date.now() - started > LIMIT_MS) {
      throw new Error(`the app's read models did not catch up within ${LIMIT_MS / 1000} s: ${behind.map((p) => `${p.name} ${p.lag}`).join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
