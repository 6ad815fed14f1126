import type { Pool } from 'pg';
import type { LogPage, LogPosition } from '../../infrastructure/event-store/event-store.port';
import { applyBatch, type BatchOutcome } from './projection-batch';
import { parkProjection } from './projection-checkpoints';
import type { Projection } from './projection';

export interface SupervisorOptions {
  /** Failed attempts at one batch before the failing event is looked for and parked. */
  maxAttempts?: number;
  /** First retry delay; doubled after each failure, at most `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  log?: (message: string) => void;
}

/**
 * One read model's guard (docs/architecture/projections.md): a batch that fails is retried with
 * backoff; after `maxAttempts` its events are applied one at a time, so everything before the
 * failing event is kept and that event is parked with its error. Never skips an event: a parked
 * read model stays where it is until an admin resumes it. A failure while the database itself is
 * unreachable is nobody's poison: it is rethrown for the runner to wait out, never parked.
 */
export class ProjectionSupervisor {
  private failures = 0;
  private retryAt = 0;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly log: (message: string) => void;

  constructor(
    private readonly pool: Pool,
    readonly projection: Projection,
    options: SupervisorOptions = {},
  ) {
    this.maxAttempts = options.maxAttempts ?? 5;
    this.backoffMs = options.backoffMs ?? 200;
    this.maxBackoffMs = options.maxBackoffMs ?? 5000;
    this.log = options.log ?? (() => undefined);
  }

  /** False while it waits out a backoff. */
  isReady(now = Date.now()): boolean {
    return now >= this.retryAt;
  }

  /** When it will be ready again (0 = now). */
  get readyAt(): number {
    return this.retryAt;
  }

  /** Forgets past failures (it was parked, resumed, or rebuilt). */
  reset(): void {
    this.failures = 0;
    this.retryAt = 0;
  }

  async apply(readFrom: LogPosition, page: LogPage): Promise<BatchOutcome> {
    try {
      const outcome = await applyBatch(this.pool, this.projection, readFrom, page);
      this.reset();
      return outcome;
    } catch (error) {
      await this.assertDatabaseAnswers(error);
      this.failures += 1;
      const name = this.projection.name;
      if (this.failures < this.maxAttempts) {
        const delay = Math.min(this.backoffMs * 2 ** (this.failures - 1), this.maxBackoffMs);
        this.retryAt = Date.now() + delay;
        this.log(`projection ${name}: batch failed (${messageOf(error)}); attempt ${this.failures} of ${this.maxAttempts}, retrying in ${delay} ms`);
        return { kind: 'skipped' };
      }
      return this.isolateAndPark(readFrom, page);
    }
  }

  /** Applies the batch one event at a time; parks at the first event that still fails. */
  private async isolateAndPark(readFrom: LogPosition, page: LogPage): Promise<BatchOutcome> {
    let from = readFrom;
    let applied = 0;
    // The last step moves past what follows the last event, up to `through`, applying nothing.
    const steps = [...page.events.map((event) => ({ events: [event], through: event.position })), { events: [], through: page.through }];
    for (const step of steps) {
      try {
        const outcome = await applyBatch(this.pool, this.projection, from, step);
        if (outcome.kind === 'skipped') return applied > 0 ? { kind: 'applied', applied, position: from } : outcome;
        applied += outcome.applied;
        from = outcome.position;
      } catch (error) {
        await this.assertDatabaseAnswers(error);
        const event = step.events[0];
        if (!event) throw error;
        await parkProjection(this.pool, this.projection.name, event, messageOf(error));
        this.log(`projection ${this.projection.name}: PARKED at event ${event.eventId} (${event.type}): ${messageOf(error)}`);
        this.reset();
        return applied > 0 ? { kind: 'applied', applied, position: from } : { kind: 'skipped' };
      }
    }
    this.reset();
    return { kind: 'applied', applied, position: from };
  }

  private async assertDatabaseAnswers(original: unknown): Promise<void> {
    try {
      await this.pool.query('SELECT 1');
    } catch {
      throw original;
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
