import { nextSignal } from '../../infrastructure/event-store/next-signal';
import type { Pool } from 'pg';
import { comparePositions, type LogPosition } from '../../infrastructure/event-store/event-store.port';
import { noteStaleReadModels } from '../../infrastructure/http/read-model-freshness';
import { readCheckpoints } from './projection-checkpoints';

/** The outcome of a wait: `lagging` names the read models that had not passed the target in time. */
export interface WaitOutcome {
  caughtUp: boolean;
  lagging: string[];
}

/**
 * Lets a command endpoint answer only once the read models its answer and the next screen read
 * show its events (read-your-writes), and no others (docs/architecture/projections.md). Bounded:
 * after `timeoutMs` it gives up, and the request's answer says which read models are stale
 * (`X-Read-Models-Stale`), rather than hold the request while a lagging projection catches up.
 * A parked read model will not move until an admin resumes it, so waiting for it ends at once.
 */
export class ProjectionWaiter {
  constructor(
    private readonly pool: Pool,
    private readonly knownNames: readonly string[],
    private readonly subscribeToAdvance: (listener: () => void) => () => void = () => () => undefined,
  ) {}

  /** Waits until each of `names` has passed `target`, at most `timeoutMs`. */
  async waitFor(target: LogPosition | null, names: readonly string[], timeoutMs = 5000): Promise<WaitOutcome> {
    if (!target || names.length === 0) return { caughtUp: true, lagging: [] };
    const unknown = names.filter((n) => !this.knownNames.includes(n));
    if (unknown.length > 0) throw new Error(`No such read model: ${unknown.join(', ')}`);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { lagging, parked } = await this.behind(target, names);
      if (lagging.length === 0) return { caughtUp: true, lagging };
      if (parked || Date.now() >= deadline) {
        noteStaleReadModels(lagging);
        return { caughtUp: false, lagging };
      }
      await this.nextAdvanceOrTick(Math.min(deadline - Date.now(), 25));
    }
  }

  /** Waits until every read model has passed `target` (tests and tools that read them all). */
  waitForEvery(target: LogPosition | null, timeoutMs = 5000): Promise<WaitOutcome> {
    return this.waitFor(target, this.knownNames, timeoutMs);
  }

  /** Waits for several positions (a command that appended more than once): the last one decides. */
  async waitForAll(targets: readonly (LogPosition | null)[], names: readonly string[], timeoutMs = 5000): Promise<WaitOutcome> {
    const present = targets.filter((t): t is LogPosition => t !== null);
    if (present.length === 0) return { caughtUp: true, lagging: [] };
    return this.waitFor(present.reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b)), names, timeoutMs);
  }

  private async behind(target: LogPosition, names: readonly string[]): Promise<{ lagging: string[]; parked: boolean }> {
    const checkpoints = await readCheckpoints(this.pool, names);
    const lagging = [...checkpoints.values()].filter((c) => comparePositions(c.position, target) < 0);
    return { lagging: lagging.map((c) => c.name), parked: lagging.some((c) => c.parked !== null) };
  }

  private nextAdvanceOrTick(ms: number): Promise<void> {
    return nextSignal(this.subscribeToAdvance, ms);
  }
}
