import { Inject, Injectable } from '@nestjs/common';
import type { ReadModelStatus } from '@leadledger/contracts/admin';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../../../infrastructure/event-store/event-store.port';
import { PROJECTIONS, type Projection } from '../../../projections/runner/projection';
import { type ProjectionStatus, readProjectionStatus } from '../../../projections/runner/projection-status';

/** Where each read model stands against the log, and why one is parked (docs/architecture/projections.md). */
@Injectable()
export class ProjectionStatusReadModel {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTIONS) private readonly projections: Projection[],
  ) {}

  /** Every registered read model, in the runner's order. */
  async all(): Promise<ReadModelStatus[]> {
    const statuses = await readProjectionStatus(this.pool, this.store, this.projections.map((p) => p.name));
    return statuses.map(toReadModelStatus);
  }

  /** Null for a name no read model has. */
  async one(name: string): Promise<ReadModelStatus | null> {
    if (!this.isKnown(name)) return null;
    const [status] = await readProjectionStatus(this.pool, this.store, [name]);
    return toReadModelStatus(status);
  }

  isKnown(name: string): boolean {
    return this.projections.some((p) => p.name === name);
  }
}

function toReadModelStatus(s: ProjectionStatus): ReadModelStatus {
  return {
    name: s.name,
    position: String(s.position),
    lag: s.lag,
    eventsApplied: s.eventsApplied,
    updatedAt: s.updatedAt?.toISOString() ?? null,
    parked: s.parked
      ? { eventId: s.parked.eventId, eventType: s.parked.eventType, error: s.parked.error, parkedAt: s.parked.at.toISOString() }
      : null,
  };
}
