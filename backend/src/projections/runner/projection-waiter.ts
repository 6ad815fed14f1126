import type { Pool } from 'pg';
import { compareCheckpoints, type GlobalCheckpoint } from '../../infrastructure/event-store/event-store.port';

/**
 * Lets a command endpoint answer only once the read models show its events, so the client's
 * next GET sees them (read-your-writes). Bounded: after `timeoutMs` it gives up and says so,
 * rather than hold the request while a lagging projection catches up.
 */
export class ProjectionWaiter {
  constructor(
    private readonly pool: Pool,
    private readonly projectionNames: readonly string[],
    private readonly subscribeToAdvance: (listener: () => void) => () => void = () => () => undefined,
  ) {}

  /** True once every projection has passed `target`; false if `timeoutMs` ran out first. */
  async waitFor(target: GlobalCheckpoint, timeoutMs = 5000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await this.allPassed(target)) return true;
      const remaining = deadline - Date.now();
      if (remaining <= 0) return false;
      await this.nextAdvanceOrTick(Math.min(remaining, 25));
    }
  }

  private async allPassed(target: GlobalCheckpoint): Promise<boolean> {
    if (this.projectionNames.length === 0) return true;
    const { rows } = await this.pool.query(
      `SELECT transaction_id::text AS transaction_id, global_position FROM projection_checkpoints WHERE name = ANY($1)`,
      [this.projectionNames],
    );
    if (rows.length < this.projectionNames.length) return false;
    return rows.every(
      (row) => compareCheckpoints({ transactionId: row.transaction_id, globalPosition: Number(row.global_position) }, target) >= 0,
    );
  }

  private nextAdvanceOrTick(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      };
      const timer = setTimeout(done, ms);
      const unsubscribe = this.subscribeToAdvance(done);
    });
  }
}
