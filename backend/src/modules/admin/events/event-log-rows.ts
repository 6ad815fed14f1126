import type { EventActor, EventLogRow } from '@leadledger/contracts/admin';
import type { UserRole } from '@leadledger/contracts/user';
import type { Pool } from 'pg';
import { isUuid } from '../shared/paging';

type ActorJson = { userId?: unknown; role?: unknown } | string | null;

const userIdOf = (actor: ActorJson): string | null =>
  actor !== null && typeof actor === 'object' && typeof actor.userId === 'string' ? actor.userId : null;

/** Emails of the people behind these rows' actors (one query for the whole page). */
export async function actorEmails(pool: Pool, rows: { actor: ActorJson }[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => userIdOf(r.actor)).filter((id): id is string => id !== null && isUuid(id)))];
  if (ids.length === 0) return new Map();
  const { rows: users } = await pool.query(`SELECT id, email FROM users WHERE id = ANY($1::uuid[])`, [ids]);
  return new Map(users.map((u) => [u.id as string, u.email as string]));
}

export function toActor(actor: ActorJson, emails: Map<string, string>): EventActor {
  const userId = userIdOf(actor);
  if (userId === null) return { userId: null, role: 'system', email: null };
  const role = (actor as { role?: unknown }).role;
  return { userId, role: (typeof role === 'string' ? role : 'system') as UserRole | 'system', email: emails.get(userId) ?? null };
}

/** A row selected with EVENT_LOG_COLUMNS (projections/audit/event-log.sql.ts) as the API shows it. */
export function toEventLogRow(r: Record<string, any>, emails: Map<string, string>): EventLogRow {
  return {
    position: r.position,
    eventId: r.event_id,
    streamId: r.stream_id,
    streamPosition: Number(r.stream_position),
    type: r.type,
    recordedAt: r.recorded_at.toISOString(),
    actor: toActor(r.actor, emails),
    correlationId: r.correlation_id ?? null,
  };
}
