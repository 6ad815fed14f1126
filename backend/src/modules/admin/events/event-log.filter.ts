import { isUuid } from '../shared/paging';
import type { EventLogQueryDto } from './event-log.dto';
import type { EventLogFilter } from '../../../projections/audit/event-log.sql';

/** The actor filter before the database is asked: an email still has to become a user id. */
export type ActorInput = { kind: 'system' } | { kind: 'user'; userId: string } | { kind: 'email'; email: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class FilterError extends Error {}

/** `system`, a user id, or an email (matched case-insensitively, as users are stored). */
export function parseActor(actor: string): ActorInput {
  const value = actor.trim();
  if (value.toLowerCase() === 'system') return { kind: 'system' };
  if (isUuid(value)) return { kind: 'user', userId: value.toLowerCase() };
  if (EMAIL.test(value)) return { kind: 'email', email: value.toLowerCase() };
  throw new FilterError('The actor must be a user id, an email or system.');
}

/**
 * The DTO (already checked field by field) as a filter; `actorKey` is filled in by the caller
 * once an email is resolved. Cross-field rules live here: from before to.
 */
export function toEventLogFilter(query: EventLogQueryDto, defaultLimit = 50): Omit<EventLogFilter, 'actorKey'> {
  const from = query.from ? new Date(query.from) : undefined;
  const to = query.to ? new Date(query.to) : undefined;
  if (from && to && from.getTime() >= to.getTime()) throw new FilterError('The "from" date must be before the "to" date.');
  const stream = query.stream;
  return {
    type: query.type,
    ...(stream === undefined ? {} : stream.endsWith('-') ? { streamPrefix: stream } : { streamId: stream }),
    correlationId: query.correlationId,
    from,
    to,
    sort: query.sort ?? 'position',
    order: query.order ?? 'desc',
    offset: query.offset ?? 0,
    limit: query.limit ?? defaultLimit,
  };
}
