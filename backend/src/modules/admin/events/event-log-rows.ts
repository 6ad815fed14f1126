import type { EventActor, EventLogRow } from '@leadledger/contracts/admin';
import type { UserRole } from '@leadledger/contracts/user';
import type { Pool } from 'pg';
import { eventDataByIds } from '../../../projections/audit/event-log-data.queries';
import { summarise } from './summaries/event-summary';
import { type Person, resolveNameBook } from './summaries/name-book.resolver';

type ActorJson = { userId?: unknown; role?: unknown } | string | null;

/** A row selected with EVENT_LOG_COLUMNS (projections/audit/event-log.sql.ts); `data` when it was selected too. */
type LoggedRow = Record<string, any> & { actor: ActorJson; data?: unknown };

const userIdOf = (actor: ActorJson): string | null =>
  actor !== null && typeof actor === 'object' && typeof actor.userId === 'string' ? actor.userId : null;

export function toActor(actor: ActorJson, people: Map<string, Person>): EventActor {
  const userId = userIdOf(actor);
  if (userId === null) return { userId: null, role: 'system', email: null };
  const role = (actor as { role?: unknown }).role;
  return { userId, role: (typeof role === 'string' ? role : 'system') as UserRole | 'system', email: people.get(userId)?.email ?? null };
}

/**
 * Rows as the API shows them, each with its one-line summary. The names of the whole page are
 * looked up together (summaries/name-book.resolver.ts); rows selected without their data get it
 * in one more query by event id.
 */
export async function toEventLogRows(pool: Pool, rows: LoggedRow[]): Promise<EventLogRow[]> {
  const missing = rows.filter((r) => !('data' in r)).map((r) => r.event_id as string);
  const fetched = await eventDataByIds(pool, missing);
  const dataOf = (r: LoggedRow) => ('data' in r ? r.data : fetched.get(r.event_id));
  const { book, people } = await resolveNameBook(
    pool,
    rows.map((r) => ({ type: r.type, data: dataOf(r), actorUserId: userIdOf(r.actor) })),
  );
  return rows.map((r) => {
    const actor = toActor(r.actor, people);
    const summary = summarise({ type: r.type, data: (dataOf(r) ?? {}) as Record<string, unknown>, actor, recordedAt: r.recorded_at.toISOString() }, book);
    return {
      position: r.position,
      eventId: r.event_id,
      streamId: r.stream_id,
      streamPosition: Number(r.stream_position),
      type: r.type,
      recordedAt: r.recorded_at.toISOString(),
      actor,
      correlationId: r.correlation_id ?? null,
      summary: summary.text,
      summaryLinks: summary.links,
    };
  });
}
