import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
import { comparePositions, type LogPosition, type StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { copyRows } from '../runner/copy-rows';
import type { Projection } from '../runner/projection';
import { NotificationMemory } from './notification-memory';
import { contextNeeded, noticesFor } from './notifications.rows';

/**
 * Email only for events this recent: the first run of this read model over an old log, or a
 * rebuild, fills the notification centre with history but mails nobody about it
 * (docs/architecture/notifications.md, What is emailed).
 */
export const EMAIL_FRESH_FOR = '2 days';

/** A notification's id from its recipient and event, so a rebuild gives it the same id (reads and emails name it). */
export function notificationId(recipientId: string, eventId: string): string {
  const h = createHash('sha256').update(`${recipientId}:${eventId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * `notifications` (issue 16): one row per recipient and event, inserted once (ON CONFLICT DO
 * NOTHING on that pair). In the same transaction each fresh notice gets its row in
 * `notification_outbox`, a table this read model does not own: a rebuild replays into copies of
 * its own tables only, and the outbox's own unique key keeps a replay from queueing an email twice.
 */
export class NotificationsProjection implements Projection {
  readonly name = 'notifications';
  readonly tables = ['notifications', 'notification_calls', 'notification_programs', 'notification_members'];
  readonly eventTypes = [
    'CallBooked', 'DecisionDeadlineNear', 'DecisionEscalated', 'CallApproved', 'CallRejected', 'DisputeRaised', 'DisputeDenied', 'DisputeUpheld',
    'PayoutCompleted', 'PayoutFailed', 'ProgramCreated', 'ProgramRenamed', 'ProgramCommissionChanged', 'AffiliateJoinedProgram', 'AffiliateRemovedFromProgram',
  ] as const;

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    const notices = await noticesOf(events, tx);
    if (notices.length > 0) await insertNotices(notices, tx);
  }

  /**
   * A rebuild's new copy: the same notices, into `notifications` by COPY (no notice of these events
   * is in the copy yet; a recipient told twice of one event keeps the first, as ON CONFLICT does),
   * the calls remembered too. The outbox, not a copy, takes only the notices of events the live
   * read model has not reached: it queued the others itself, in the transaction that moved its
   * checkpoint past them (apply), so offering them again would only conflict, and cost a rebuild
   * a fifth of its time (docs/operations/benchmarks.md, Loading the new copy by COPY).
   */
  async load(events: StoredEvent[], tx: PoolClient): Promise<void> {
    const notices = await noticesOf(events, tx, { freshCopy: true });
    if (notices.length === 0) return;
    const once = new Map<string, NoticeRow>();
    for (const n of notices) if (!once.has(n.id)) once.set(n.id, n);
    const rows = [...once.values()];
    await copyRows(tx, 'notifications', NOTICE_COLUMNS, rows.map((n) => NOTICE_COLUMNS.map((c) => n[c])));
    const live = await liveCheckpoint(tx, this.name);
    const unqueued = live === null ? rows : rows.filter((n) => comparePositions(n.log_position, live) > 0);
    if (unqueued.length > 0) await queueEmailsOfCopy(unqueued.map((n) => n.id), tx);
  }
}

/** How far the live read model has applied the log (the rebuild's search path ends with the live schema); null before it has a checkpoint. */
async function liveCheckpoint(tx: PoolClient, name: string): Promise<LogPosition | null> {
  const { rows } = await tx.query('SELECT position FROM projection_checkpoints WHERE name = $1', [name]);
  return rows[0]?.position ?? null;
}

/** The batch's notices, in log order; the read model's memory moved on and saved. */
async function noticesOf(events: StoredEvent[], tx: PoolClient, saving: { freshCopy?: boolean } = {}): Promise<NoticeRow[]> {
  const memory = await NotificationMemory.load(events, tx);
  const notices: NoticeRow[] = [];
  for (const event of events) {
    memory.remember(event);
    const needed = contextNeeded(event);
    if (!needed) continue;
    const at = event.recordedAt.toISOString();
    for (const n of noticesFor(event, memory.context(needed))) {
      notices.push({ id: notificationId(n.recipientId, event.eventId), recipient_id: n.recipientId, event_id: event.eventId, kind: n.kind, title: n.title, body: n.body, link: n.link, created_at: at, log_position: event.position });
    }
  }
  await memory.save(tx, saving);
  return notices;
}

/** `log_position` orders notices recorded in the same instant (KurrentDB's reads keep whole seconds of `created`). */
type NoticeRow = { id: string; recipient_id: string; event_id: string; kind: string; title: string; body: string; link: string; created_at: string; log_position: LogPosition };

const NOTICE_COLUMNS = ['id', 'recipient_id', 'event_id', 'kind', 'title', 'body', 'link', 'created_at', 'log_position'] as const;
const RECORD_COLUMNS = `AS r(id uuid, recipient_id uuid, event_id text, kind text, title text, body text, link text, created_at timestamptz, log_position text)`;

async function insertNotices(rows: NoticeRow[], tx: PoolClient): Promise<void> {
  const json = JSON.stringify(rows);
  await tx.query(
    `INSERT INTO notifications (id, recipient_id, event_id, kind, title, body, link, created_at, log_position)
     SELECT id, recipient_id, event_id, kind, title, body, link, created_at, log_position FROM jsonb_to_recordset($1::jsonb) ${RECORD_COLUMNS}
     ON CONFLICT (recipient_id, event_id) DO NOTHING`,
    [json],
  );
  await queueEmails(json, tx);
}

/**
 * `queueEmails` for notices just copied into the rebuild's `notifications` (first on the search
 * path; the outbox is only in the live schema): read back by primary key, not sent again as JSON,
 * which cost the first build over a fresh log most of the outbox's time (docs/operations/benchmarks.md).
 */
async function queueEmailsOfCopy(ids: string[], tx: PoolClient): Promise<void> {
  await tx.query(
    `INSERT INTO notification_outbox (id, recipient_id, event_id, kind, subject, body, link, next_attempt_at, created_at, log_position)
     SELECT id, recipient_id, event_id, kind, title, body, link, now(), created_at, log_position FROM notifications
     WHERE id = ANY($1::uuid[]) AND created_at > now() - interval '${EMAIL_FRESH_FOR}'
     ON CONFLICT DO NOTHING`,
    [ids],
  );
}

/** Fresh notices are mailed: each gets its outbox row, once (the outbox's own key). */
async function queueEmails(json: string, tx: PoolClient): Promise<void> {
  await tx.query(
    `INSERT INTO notification_outbox (id, recipient_id, event_id, kind, subject, body, link, next_attempt_at, created_at, log_position)
     SELECT id, recipient_id, event_id, kind, title, body, link, now(), created_at, log_position FROM jsonb_to_recordset($1::jsonb) ${RECORD_COLUMNS}
     WHERE created_at > now() - interval '${EMAIL_FRESH_FOR}'
     ON CONFLICT DO NOTHING`,
    [json],
  );
}
