import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { ClickRecorded } from '../../domain/click/click.events';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port';
import { READ_MODEL } from '../../projections/read-models';
import { ProjectionWaiter } from '../../projections/runner/projection-waiter';
import { isUuid } from './attribution';
import { ClickBuffer } from './click-buffer';

/** How long a booking waits for `click_list` to reach the log's head before booking unattributed. */
const CLICK_LIST_WAIT_MS = 2000;

/**
 * A tracking click by id: from this instance's click buffer while it is not stored yet, then from
 * `click_list`. A click another instance stored a moment ago may not be there yet, and neither
 * event store can find an event by its id (KurrentDB has no such lookup), so on a miss the lookup
 * waits, bounded, until `click_list` has passed everything in the log now, and looks once more
 * (docs/architecture/event-store.md). Attribution is a lookup, not an invariant: a read model is
 * the right place for it.
 */
@Injectable()
export class ClickLookup {
  constructor(
    private readonly buffer: ClickBuffer,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async find(clickId: string): Promise<ClickRecorded | null> {
    if (!isUuid(clickId)) return null;
    const id = clickId.toLowerCase();
    const unstored = this.buffer.find(id);
    if (unstored) return unstored;
    const known = await this.fromReadModel(id);
    if (known) return known;
    const { caughtUp } = await this.waiter.waitFor(await this.store.readHead(), [READ_MODEL.clicks], CLICK_LIST_WAIT_MS);
    return caughtUp ? this.fromReadModel(id) : null;
  }

  private async fromReadModel(id: string): Promise<ClickRecorded | null> {
    const { rows } = await this.pool.query(
      `SELECT id, program_id, membership_id, referral_code, utm, referrer, ip_hash, user_agent_hash, clicked_at FROM click_list WHERE id = $1`,
      [id],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      type: 'ClickRecorded',
      clickId: r.id,
      programId: r.program_id,
      membershipId: r.membership_id,
      referralCode: r.referral_code,
      utm: r.utm,
      referrer: r.referrer,
      ipHash: r.ip_hash,
      userAgentHash: r.user_agent_hash,
      clickedAt: r.clicked_at.toISOString(),
    };
  }
}
