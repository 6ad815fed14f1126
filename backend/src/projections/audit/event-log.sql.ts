import type { EventLogSort } from '@leadledger/contracts/admin';

/*
 * The admin event log's page query over the `event_log` read model, whose columns are indexed for
 * its filters and sorts (migration 12). `position` is the store's opaque position: text that
 * sorts in log order under the "C" collation, so it is the newest-first key and every tie-breaker.
 */

/** A validated event-log request: the DTO's strings resolved (an email to a user id, dates parsed). */
export interface EventLogFilter {
  type?: string;
  /** Exactly this stream... */
  streamId?: string;
  /** ...or every stream whose id starts with this (`call-`). */
  streamPrefix?: string;
  /** A user id or 'system'. */
  actorKey?: string;
  correlationId?: string;
  from?: Date;
  to?: Date;
  sort: EventLogSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** Each sort ends with a unique key, so pages never overlap or skip a row when values tie. */
const SORT_COLUMNS: Record<EventLogSort, string[]> = {
  position: ['position'],
  recordedAt: ['recorded_at', 'position'],
  type: ['type', 'position'],
  stream: ['stream_id', 'stream_position'],
};

/** A row of the list, from `event_log l`: the actor as the metadata had it (`{ userId, role }` or 'system'). */
export const EVENT_LOG_COLUMNS = `l.position, l.event_id, l.stream_id, l.stream_position, l.type, l.recorded_at,
  CASE WHEN l.actor_role IS NULL THEN to_jsonb(l.actor_key) ELSE jsonb_build_object('userId', l.actor_key, 'role', l.actor_role) END AS actor,
  l.correlation_id`;

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/**
 * One page of the event log as SQL (pure). A deferred join: the filtered, ordered, offset scan
 * touches only index columns (position), then the page's limit+1 rows are fetched whole,
 * so a deep offset does not drag a hundred thousand rows and their event data through the executor.
 */
export function eventLogSql(filter: EventLogFilter): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const param = (value: unknown): string => {
    values.push(value);
    return `$${values.length}`;
  };
  const where: string[] = [];
  if (filter.type !== undefined) where.push(`type = ${param(filter.type)}`);
  if (filter.streamId !== undefined) where.push(`stream_id = ${param(filter.streamId)}`);
  if (filter.streamPrefix !== undefined) where.push(`stream_id LIKE ${param(`${escapeLike(filter.streamPrefix)}%`)}`);
  if (filter.actorKey !== undefined) where.push(`actor_key = ${param(filter.actorKey)}`);
  if (filter.correlationId !== undefined) where.push(`correlation_id = ${param(filter.correlationId)}`);
  if (filter.from !== undefined) where.push(`recorded_at >= ${param(filter.from)}`);
  if (filter.to !== undefined) where.push(`recorded_at < ${param(filter.to)}`);
  const direction = filter.order === 'asc' ? 'ASC' : 'DESC';
  const orderBy = (alias: string) => SORT_COLUMNS[filter.sort].map((c) => `${alias}${c} ${direction}`).join(', ');
  const inner = `SELECT position FROM event_log${where.length ? ` WHERE ${where.join(' AND ')}` : ''}
    ORDER BY ${orderBy('')} LIMIT ${param(filter.limit + 1)} OFFSET ${param(filter.offset)}`;
  return {
    text: `SELECT ${EVENT_LOG_COLUMNS} FROM (${inner}) page JOIN event_log l ON l.position = page.position ORDER BY ${orderBy('l.')}`,
    values,
  };
}
