import { nextSignal } from '../../infrastructure/event-store/next-signal';
import { EventEmitter } from 'node:events';
import { Client, type Pool } from 'pg';
import { CONNECTION_NAMES } from '../../infrastructure/database/pool-sizes';
import type { EventStore, LogPosition } from '../../infrastructure/event-store/event-store.port';
import { ensureCheckpoints, moveCheckpointsPast, readCheckpoints } from './projection-checkpoints';
import type { Projection } from './projection';
import { pageFor, readPage, unionOfTypes } from './projection-reads';
import { ProjectionSupervisor, type SupervisorOptions } from './projection-supervisor';

/** Same number in every instance: whoever holds it runs the projections (docs/architecture/overview.md, Runtime and storage). */
export const PROJECTION_LEADER_LOCK = 7_140_002;

export interface RunnerOptions extends SupervisorOptions {
  batchSize?: number;
  /** Polling fallback when no append wakes the runner (other instances' appends, held-back commits). */
  pollIntervalMs?: number;
  /** How often a follower retries for leadership. */
  leaderRetryMs?: number;
  /**
   * After a wake-up, wait this long before reading, so appends arriving together share a batch
   * instead of each paying for its own transactions under load.
   */
  coalesceMs?: number;
  /** Read models of one page applied side by side, each in its own transaction. */
  applyConcurrency?: number;
}

/** Checkpoints this process just committed: read model name -> its new position. */
export type Advance = ReadonlyMap<string, LogPosition>;

/**
 * Keeps every read model up to date, each as an independent subscriber with its own checkpoint
 * and its own transaction per batch (docs/architecture/projections.md): a read model that fails
 * is retried and then parked, the others go on. Read models standing at the same position share
 * one read of the log. Exactly one instance leads (session advisory lock on a dedicated
 * connection); if the leader's connection dies its lock goes with it and a follower takes over.
 */
export class ProjectionRunner {
  private readonly advanced = new EventEmitter();
  private readonly supervisors: ProjectionSupervisor[];
  private lockClient: Client | null = null;
  private running = false;
  private leader = false;
  private loop: Promise<void> | null = null;
  /** Resolves when stop() is called, so no wait inside the loop outlives the runner. */
  private stopped: Promise<void> = Promise.resolve();
  private signalStop: () => void = () => undefined;
  /** Set by every waking append: one that lands during a round is not waited for until the poll. */
  private appendedDuringRound = false;
  private stopListening: () => void = () => undefined;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly leaderRetryMs: number;
  private readonly coalesceMs: number;
  private readonly applyConcurrency: number;
  private readonly log: (message: string) => void;

  constructor(
    private readonly url: string,
    private readonly pool: Pool,
    private readonly store: EventStore,
    readonly projections: readonly Projection[],
    options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 1000;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.leaderRetryMs = options.leaderRetryMs ?? 2000;
    this.coalesceMs = options.coalesceMs ?? 15;
    this.applyConcurrency = Math.max(1, options.applyConcurrency ?? 4);
    this.log = options.log ?? (() => undefined);
    this.supervisors = projections.map((p) => new ProjectionSupervisor(pool, p, options));
    this.advanced.setMaxListeners(0);
  }

  get isLeader(): boolean {
    return this.leader;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopped = new Promise((resolve) => (this.signalStop = resolve));
    this.stopListening = this.store.onAppend(() => (this.appendedDuringRound = true));
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.signalStop();
    this.stopListening();
    await this.loop;
    await this.releaseLeadership();
  }

  /**
   * Called each time this process commits checkpoints, with their new positions, as soon as that
   * read model's transaction commits (not at the end of the round): the waiter listens to it.
   */
  onAdvance(listener: (advance: Advance) => void): () => void {
    this.advanced.on('advanced', listener);
    return () => this.advanced.off('advanced', listener);
  }

  /** Applies everything committed so far to every read model that is not parked or backing off. */
  async catchUp(): Promise<number> {
    let total = 0;
    for (;;) {
      const { applied, moved } = await this.round();
      total += applied;
      if (!moved) return total;
    }
  }

  /**
   * One read per group of read models at the same checkpoint, then one transaction per read model,
   * up to `applyConcurrency` of them at once: they are independent (each its own rows and
   * checkpoint), and side by side their commits share the database's log flushes, where one after
   * another each waited for its own (npm run bench, book-call). `backlog`: some read was a full
   * batch, so more events are waiting right now; `moved`: some checkpoint moved, by events applied
   * or past events its read model ignores.
   */
  private async round(): Promise<{ applied: number; backlog: boolean; moved: boolean }> {
    const checkpoints = await readCheckpoints(this.pool, this.supervisors.map((s) => s.projection.name));
    const groups = new Map<LogPosition, ProjectionSupervisor[]>();
    for (const supervisor of this.supervisors) {
      const checkpoint = checkpoints.get(supervisor.projection.name)!;
      if (checkpoint.parked) supervisor.reset();
      if (checkpoint.parked || !supervisor.isReady()) continue;
      groups.set(checkpoint.position, [...(groups.get(checkpoint.position) ?? []), supervisor]);
    }
    let applied = 0;
    let backlog = false;
    let moved = false;
    for (const [position, members] of groups) {
      const page = await readPage(this.store, unionOfTypes(members.map((s) => s.projection.eventTypes)), position, this.batchSize);
      if (page.through === position) continue;
      backlog ||= page.full;
      const pages = members.map((supervisor) => ({ supervisor, own: pageFor(supervisor.projection.eventTypes, page) }));
      // Those that take none of these events only move past them, all in one statement.
      const idle = pages.filter(({ own }) => own.events.length === 0).map(({ supervisor }) => supervisor.projection.name);
      const movedPast = await moveCheckpointsPast(this.pool, idle, position, page.through);
      if (movedPast.length > 0) {
        moved = true;
        this.advanced.emit('advanced', new Map(movedPast.map((name) => [name, page.through])));
      }
      const busy = pages.filter(({ own }) => own.events.length > 0);
      await eachAtMost(this.applyConcurrency, busy, async ({ supervisor, own }) => {
        const outcome = await supervisor.apply(position, own);
        if (outcome.kind !== 'applied') return;
        applied += outcome.applied;
        if (outcome.position === position) return;
        moved = true;
        this.advanced.emit('advanced', new Map([[supervisor.projection.name, outcome.position]]));
      });
    }
    return { applied, backlog, moved };
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        if (!this.leader && !(await this.tryLead())) {
          await this.pause(sleep(this.leaderRetryMs));
          continue;
        }
        // Straight on only while a backlog remains. A partial batch means the log was read to its
        // end: wait for the next waking append (commands) or the poll (clicks, appended without
        // waking), so a steady trickle of clicks is taken in batches, not one round per few events
        // at ten transactions a round.
        this.appendedDuringRound = false;
        const { backlog } = await this.round();
        if (!backlog && !this.appendedDuringRound) {
          await this.pause(this.nextAppendOr(this.untilNextRetry()));
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

  /** Poll interval, or sooner when a read model's backoff ends first. */
  private untilNextRetry(): number {
    const now = Date.now();
    const waits = this.supervisors.map((s) => s.readyAt - now).filter((ms) => ms > 0);
    return Math.min(this.pollIntervalMs, ...waits);
  }

  private nextAppendOr(timeoutMs: number): Promise<void> {
    return nextSignal((listener) => this.store.onAppend(listener), timeoutMs);
  }

  private pause(wait: Promise<void>): Promise<void> {
    return Promise.race([wait, this.stopped]);
  }

  private async tryLead(): Promise<boolean> {
    const client = new Client({ connectionString: this.url, application_name: CONNECTION_NAMES.projectionLeaderLock });
    client.on('error', () => void this.releaseLeadership());
    await client.connect();
    const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [PROJECTION_LEADER_LOCK]);
    if (!rows[0].locked) {
      await client.end();
      return false;
    }
    this.lockClient = client;
    this.leader = true;
    // Every read model has a row from the start, so health, the console and parking see all of them.
    await ensureCheckpoints(this.pool, this.projections.map((p) => p.name));
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

/**
 * Runs `work` over `items`, at most `limit` at a time. Every item is run even when one fails (a
 * read model's failure is its own); the first failure is rethrown once all have settled.
 */
async function eachAtMost<T>(limit: number, items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++];
      await work(item).catch((error: unknown) => void failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failures.length > 0) throw failures[0];
}
