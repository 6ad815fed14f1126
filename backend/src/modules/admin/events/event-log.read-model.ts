import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { EventDetail, EventLogPage, EventLogRow } from '@leadledger/contracts/admin';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../infrastructure/database/database.tokens';
import { loggedEvent, loggedEventTypes } from '../../../projections/audit/event-log.queries';
import { type EventLogFilter, eventLogSql } from '../../../projections/audit/event-log.sql';
import { ledgerLinesByEvent } from '../ledger/ledger-lines';
import { pageOf } from '../shared/paging';
import { toEventLogRows } from './event-log-rows';
import type { EventLogQueryDto } from './event-log.dto';
import { FilterError, parseActor, toEventLogFilter } from './event-log.filter';

/**
 * The admin event log (issue 6): any filter, any sort, pages of at most 200 over the whole store.
 * Everything, one event's data and metadata included, comes from the `event_log` read model: the
 * events themselves are the store's, reached only through its port (docs/architecture/event-store.md).
 */
@Injectable()
export class EventLogReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** A request as a filter; 400 with the reason when it cannot be one (unknown email included). */
  async filterFor(query: EventLogQueryDto, defaultLimit = 50): Promise<EventLogFilter> {
    try {
      const filter: EventLogFilter = toEventLogFilter(query, defaultLimit);
      if (query.actor === undefined) return filter;
      const actor = parseActor(query.actor);
      if (actor.kind === 'system') return { ...filter, actorKey: 'system' };
      if (actor.kind === 'user') return { ...filter, actorKey: actor.userId };
      const { rows } = await this.pool.query(`SELECT id FROM users WHERE lower(email) = $1`, [actor.email]);
      if (rows.length === 0) throw new FilterError(`No account has the email ${actor.email}; check the spelling or filter by user id.`);
      return { ...filter, actorKey: rows[0].id };
    } catch (error) {
      if (error instanceof FilterError) throw new BadRequestException(error.message);
      throw error;
    }
  }

  async page(query: EventLogQueryDto): Promise<EventLogPage> {
    return this.run(await this.filterFor(query));
  }

  async run(filter: EventLogFilter): Promise<EventLogPage> {
    const { text, values } = eventLogSql(filter);
    const { rows } = await this.pool.query(text, values);
    const page = pageOf(rows, filter.limit);
    return { rows: await toEventLogRows(this.pool, page.rows), hasMore: page.hasMore };
  }

  async latest(count: number): Promise<EventLogRow[]> {
    return (await this.run({ sort: 'position', order: 'desc', offset: 0, limit: count })).rows;
  }

  async detail(eventId: string): Promise<EventDetail | null> {
    const row = await loggedEvent(this.pool, eventId);
    if (!row) return null;
    const [[logged], lines] = await Promise.all([toEventLogRows(this.pool, [row]), ledgerLinesByEvent(this.pool, [eventId])]);
    return { ...logged, data: row.data, metadata: row.metadata, ledgerLines: lines.get(eventId) ?? [] };
  }

  types(): Promise<string[]> {
    return loggedEventTypes(this.pool);
  }
}
