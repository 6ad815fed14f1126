import { EventEmitter } from 'node:events';
import { Client, type Pool } from 'pg';
import type { EventNotifications } from '../../infrastructure/event-store/event-notifications';
import type { Projection } from './projection';
import { applyNextBatchToAll } from './projection-batch';

/** Same number in every instance: whoever holds it runs the projections (DESIGN.md 2). */
export const PROJECTION_LEADER_LOCK = 7_140_002;

export interface RunnerOptions {
  batchSize?: number;
  /** Polling fallback when no notification arrives (and for events held back by an open transaction). */
  pollIntervalMs?: number;
  /** How often a follower retries for leadership. */
  leaderRetryMs?: number;
  /**
   * After a wake-up, wait this long so a burst of appends is applied as one batch (default 15 ms):
   * per-append batches made every tracking click cost a projection transaction under load.
   */
  coalesceMs?: number;
  log?: (message: string) => void;
}

/**
 * Keeps every read model up to date: catch-up at start, then live on NOTIFY with polling as a
 * fallback. Exactly one instance leads (session advisory lock on a dedicated connection); if
 * the leader's connection dies its lock goes with it and a follower takes over.
 */
export class ProjectionRunner {
  private readonly advanced = new EventEmitter();
  private lockClient: Client | null = null;
  private running = false;
  private leader = false;
  private loop: Promise<void> | null = null;
  /** Resolves when stop() is called, so no wait inside the loop outlives the runner. */
  private stopped: Promise<void> = Promise.resolve();
  private signalStop: () => void = () => undefined;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly leaderRetryMs: number;
  private readonly coalesceMs: number;
  private readonly log: (message: string) => void;

  constructor(
    private readonly url: string,
    private readonly pool: Pool,
    private readonly notifications: EventNotifications,
    private readonly projections: readonly Projection[],
    options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 1000;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.leaderRetryMs = options.leaderRetryMs ?? 2000;
    this.coalesceMs = options.coalesceMs ?? 15;
    this.log = options.log ?? (() => undefined);
    this.advanced.setMaxListeners(0);
  }

  get isLeader(): boolean {
    return this.leader;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopped = new Promise((resolve) => (this.signalStop = resolve));
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.signalStop();
    await this.loop;
    await this.releaseLeadership();
  }

  /** Called after each applied batch, in this process; the waiter listens to it. */
  onAdvance(listener: () => void): () => void {
    this.advanced.on('advanced', listener);
    return () => this.advanced.off('advanced', listener);
  }

  /** Applies everything committed so far to every projection; returns events applied. */
  async catchUp(): Promise<number> {
    let total = 0;
    for (;;) {
      const applied = await applyNextBatchToAll(this.pool, this.projections, this.batchSize);
      if (applied === 0) break;
      total += applied;
      this.advanced.emit('advanced');
    }
    return total;
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        if (!this.leader && !(await this.tryLead())) {
          await this.pause(sleep(this.leaderRetryMs));
          continue;
        }
        const applied = await this.catchUp();
        if (applied === 0) {
          await this.pause(this.notifications.waitForAppend(this.pollIntervalMs));
          if (this.coalesceMs > 0) await this.pause(sleep(this.coalesceMs));
        }
      } catch (error) {
        if (!this.running) break;
        this.log(`projection runner: ${(error as Error).message}; retrying`);
        await this.releaseLeadership();
        await this.pause(sleep(this.leaderRetryMs));
      }
    }
  }

  private pause(wait: Promise<void>): Promise<void> {
    return Promise.race([wait, this.stopped]);
  }

  private async tryLead(): Promise<boolean> {
    const client = new Client({ connectionString: this.url });
    client.on('error', () => void this.releaseLeadership());
    await client.connect();
    const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [PROJECTION_LEADER_LOCK]);
    if (!rows[0].locked) {
      await client.end();
      return false;
    }
    this.lockClient = client;
    this.leader = true;
    this.log('projection runner: this instance now runs the projections');
    return true;
  }

  private async releaseLeadership(): Promise<void> {
    this.leader = false;
    const client = this.lockClient;
    this.lockClient = null;
    await client?.end().catch(() => undefined);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
