import type { Logger } from '@nestjs/common';
import type { Pool } from 'pg';

/**
 * Runs a repair sweep every `everyMs`, at most one at a time in this process and, through a
 * PostgreSQL advisory lock, in the whole deployment: two instances never resume the same
 * interrupted approval, payout or dispute together. Used through ScheduledSweeper.
 */
export class LockedSweep<Report> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<Report | null> | null = null;

  constructor(
    private readonly pool: Pool,
    /** Same number in every instance of the app; one per kind of sweep. */
    private readonly lockKey: number,
    private readonly logger: Logger,
  ) {}

  start(everyMs: number, sweep: () => Promise<Report>): void {
    this.timer = setInterval(() => void this.runOnce(sweep).catch((e: Error) => this.logger.error(`sweep failed: ${e.message}`)), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One sweep unless another instance (or this one) is sweeping: null when it was skipped. */
  runOnce(sweep: () => Promise<Report>): Promise<Report | null> {
    if (this.running) return Promise.resolve(null);
    this.running = this.underLock(sweep).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async underLock(sweep: () => Promise<Report>): Promise<Report | null> {
    const client = await this.pool.connect();
    try {
      const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [this.lockKey]);
      if (!rows[0].locked) return null;
      try {
        return await sweep();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [this.lockKey]);
      }
    } finally {
      client.release();
    }
  }
}
