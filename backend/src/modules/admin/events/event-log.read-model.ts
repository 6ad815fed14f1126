import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { EventDetail, EventLogPage, EventLogRow } from '@leadledger/contracts/admin';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../infrastructure/database/database.tokens';
import { ledgerLinesByEvent } from '../ledger/ledger-lines';
import { pageOf } from '../shared/paging';
import { actorEmails, toEventLogRow } from './event-log-rows';
import type { EventLogQueryDto } from './event-log.dto';
import { FilterError, parseActor, toEventLogFilter } from './event-log.filter';
import { EVENT_LOG_COLUMNS, type EventLogFilter, eventLogSql } from './event-log.sql';

/** The admin event log (issue 6): any filter, any sort, pages of at most 200 over the whole store. */
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
    const emails = await actorEmails(this.pool, page.rows);
    return { rows: page.rows.map((r) => toEventLogRow(r, emails)), hasMore: page.hasMore };
  }

  async latest(count: number): Promise<EventLogRow[]> {
    return (await this.run({ sort: 'position', order: 'desc', offset: 0, limit: count })).rows;
  }

  async detail(eventId: string): Promise<EventDetail | null> {
    const { rows } = await this.pool.query(`SELECT ${EVENT_LOG_COLUMNS}, e.data, e.metadata FROM events e WHERE e.event_id = $1`, [eventId]);
    if (rows.length === 0) return null;
    const emails = await actorEmails(this.pool, rows);
    const lines = await ledgerLinesByEvent(this.pool, [eventId]);
    return { ...toEventLogRow(rows[0], emails), data: rows[0].data, metadata: rows[0].metadata, ledgerLines: lines.get(eventId) ?? [] };
  }

  /**
   * Distinct event types for the filter dropdown. A loose index scan: one probe of the type index
   * per distinct type, instead of reading a million index entries for a dozen answers.
   */
  async types(): Promise<string[]> {
    const { rows } = await this.pool.query(`
      WITH RECURSIVE t AS (
        (SELECT type FROM event_log ORDER BY type LIMIT 1)
        UNION ALL
        SELECT (SELECT l.type FROM event_log l WHERE l.type > t.type ORDER BY l.type LIMIT 1) FROM t WHERE t.type IS NOT NULL
      )
      SELECT type FROM t WHERE type IS NOT NULL`);
    return rows.map((r) => r.type as string);
  }
}
