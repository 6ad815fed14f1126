import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { ClickRecorded } from '../../domain/click/click.events';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port';
import { isUuid } from './attribution';
import { toDomainEvent } from '../shared/event-sourced-command';
import { ClickBuffer } from './click-buffer';

/**
 * A tracking click by id: from this instance's click buffer while it is not stored yet, then from
 * the event store by event id (a click's id is its event's id, so this needs no read model to
 * have caught up, and finds clicks another instance recorded), then from `click_list` for clicks
 * stored before click ids became event ids.
 */
@Injectable()
export class ClickLookup {
  constructor(
    private readonly buffer: ClickBuffer,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async find(clickId: string): Promise<ClickRecorded | null> {
    if (!isUuid(clickId)) return null;
    const id = clickId.toLowerCase();
    const unstored = this.buffer.find(id);
    if (unstored) return unstored;
    const stored = await this.store.readEvent(id);
    if (stored) return stored.type === 'ClickRecorded' ? toDomainEvent<ClickRecorded>(stored) : null;
    return this.fromReadModel(id);
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
