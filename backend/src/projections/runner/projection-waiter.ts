import { nextSignal } from '../../infrastructure/event-store/next-signal';
import type { Pool } from 'pg';
import { comparePositions, type LogPosition } from '../../infrastructure/event-store/event-store.port';
import { noteStaleReadModels } from '../../infrastructure/http/read-model-freshness';
import { type CheckpointStatus, readCheckpoints } from './projection-checkpoints';
import type { Advance } from './projection-runner';

/** How long the loop waits between readings of the checkpoints when no advance wakes it. */
const READ_EVERY_MS = 25;
/**
 * While this process's own runner leads, its advances carry every checkpoint it moves, so the
 * table is read only this often: for the parked state, and as a safety net.
 */
const READ_EVERY_MS_WHEN_LEADING = 250;

/** The outcome of a wait: `lagging` names the read models that had not passed the target in time. */
export interface WaitOutcome {
  caughtUp: boolean;
  lagging: string[];
}

/** One request waiting: its target, the read models it needs, its deadline and its answer. */
interface Waiting {
  target: LogPosition;
  names: readonly string[];
  deadline: number;
  resolve(outcome: WaitOutcome): void;
  reject(error: unknown): void;
}

/**
 * Lets a command endpoint answer only once the read models its answer and the next screen read
 * show its events (read-your-writes), and no others (docs/architecture/projections.md). Bounded:
 * after `timeoutMs` it gives up, and the request's answer says which read models are stale
 * (`X-Read-Models-Stale`), rather than hold the request while a lagging projection catches up.
 * A parked read model will not move until an admin resumes it, so waiting for it ends at once.
 *
 * Every waiting request shares one reading of the checkpoints per advance: fifty bookings in
 * flight used to read them fifty times after each batch the projections applied, and those reads
 * competed with the writes they were waiting for (npm run bench, book-call). When the runner in
 * this process leads, its advances name the positions it committed, so waits are answered from
 * those without reading the table at all; an instance that does not lead reads it.
 */
export class ProjectionWaiter {
  private readonly waiting = new Set<Waiting>();
  private polling = false;
  /** A wait began during a reading: read again at once rather than after the next advance. */
  private joined = false;
  /** Wakes the loop's pause when a wait begins, so a read model already past it answers at once. */
  private readonly joinListeners = new Set<() => void>();
  /** The furthest committed position seen of each read model, from a reading or an advance. */
  private readonly passed = new Map<string, LogPosition>();
  /** When the checkpoint table was last read. */
  private readAt = 0;

  constructor(
    private readonly pool: Pool,
    private readonly knownNames: readonly string[],
    private readonly subscribeToAdvance: (listener: (advance: Advance) => void) => () => void = () => () => undefined,
    /** Whether this process's runner leads, so its advances are every move of the checkpoints. */
    private readonly leadsHere: () => boolean = () => false,
  ) {
    // Subscribed for the waiter's lifetime, as the runner is: a position it commits is a fact.
    this.subscribeToAdvance((advance) => this.learn(advance));
  }

  /** Waits until each of `names` has passed `target`, at most `timeoutMs`. */
  async waitFor(target: LogPosition | null, names: readonly string[], timeoutMs = 5000): Promise<WaitOutcome> {
    if (!target || names.length === 0) return { caughtUp: true, lagging: [] };
    const unknown = names.filter((n) => !this.knownNames.includes(n));
    if (unknown.length > 0) throw new Error(`No such read model: ${unknown.join(', ')}`);
    if (names.every((name) => this.hasPassed(name, target))) return { caughtUp: true, lagging: [] };
    const outcome = await new Promise<WaitOutcome>((resolve, reject) => {
      this.waiting.add({ target, names, deadline: Date.now() + timeoutMs, resolve, reject });
      this.joined = true;
      for (const wake of [...this.joinListeners]) wake();
      this.poll();
    });
    // Here, in the request's own context, so its answer names what it could not wait for.
    if (!outcome.caughtUp) noteStaleReadModels(outcome.lagging);
    return outcome;
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

  /** One loop for all waits, running while any is open. */
  private poll(): void {
    if (this.polling) return;
    this.polling = true;
    void this.settleAll().finally(() => {
      this.polling = false;
      if (this.waiting.size > 0) this.poll();
    });
  }

  private async settleAll(): Promise<void> {
    while (this.waiting.size > 0) {
      this.joined = false;
      const open = [...this.waiting];
      let checkpoints: Map<string, CheckpointStatus> | null = null;
      if (this.mustRead(open)) {
        try {
          this.readAt = Date.now();
          checkpoints = await readCheckpoints(this.pool, [...new Set(open.flatMap((w) => w.names))]);
        } catch (error) {
          for (const w of open) this.finish(w, () => w.reject(error));
          continue;
        }
        // Checkpoints only move forward, so a reading begun before an advance cannot undo it.
        for (const c of checkpoints.values()) this.learn(new Map([[c.name, c.position]]));
      }
      const now = Date.now();
      for (const w of open) {
        const lagging = w.names.filter((name) => !this.hasPassed(name, w.target));
        const parked = lagging.some((name) => checkpoints?.get(name)?.parked);
        if (lagging.length === 0) this.finish(w, () => w.resolve({ caughtUp: true, lagging }));
        else if (parked || now >= w.deadline) this.finish(w, () => w.resolve({ caughtUp: false, lagging }));
      }
      if (this.waiting.size === 0 || this.joined) continue;
      const nearest = Math.min(...[...this.waiting].map((w) => w.deadline));
      await nextSignal((wake) => this.advanceOrJoin(wake), Math.max(0, Math.min(nearest - Date.now(), READ_EVERY_MS)));
    }
  }

  /**
   * Whether this turn reads the table: always on an instance whose runner does not lead (its
   * advances are not the whole story), otherwise only when the last reading is old or a wait has
   * reached its deadline (the reading says whether a lagging read model is parked).
   */
  private mustRead(open: readonly Waiting[]): boolean {
    if (!this.leadsHere()) return true;
    const now = Date.now();
    return now - this.readAt >= READ_EVERY_MS_WHEN_LEADING || open.some((w) => now >= w.deadline);
  }

  private learn(advance: Advance): void {
    for (const [name, position] of advance) {
      const known = this.passed.get(name);
      if (known === undefined || comparePositions(position, known) > 0) this.passed.set(name, position);
    }
  }

  private hasPassed(name: string, target: LogPosition): boolean {
    const known = this.passed.get(name);
    return known !== undefined && comparePositions(known, target) >= 0;
  }

  private advanceOrJoin(wake: () => void): () => void {
    const unsubscribe = this.subscribeToAdvance(wake);
    this.joinListeners.add(wake);
    return () => {
      unsubscribe();
      this.joinListeners.delete(wake);
    };
  }

  private finish(w: Waiting, settle: () => void): void {
    this.waiting.delete(w);
    settle();
  }
}
