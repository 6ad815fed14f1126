import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../runner/projection';
import { type ContextChange, type Notice, type NoticeContext, contextChange, contextNeeded, noticesFor } from './notifications.rows';

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

  // One event at a time: a notice may need what the event before it (same batch) remembered.
  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    for (const event of events) {
      const change = contextChange(event);
      if (change) await remember(change, tx);
      const needed = contextNeeded(event);
      if (!needed) continue;
      const notices = noticesFor(event, await lookUp(needed, tx));
      if (notices.length > 0) await insertNotices(event, notices, tx);
    }
  }
}

async function remember(change: ContextChange, tx: PoolClient): Promise<void> {
  switch (change.kind) {
    case 'call':
      await tx.query(
        `INSERT INTO notification_calls (call_id, merchant_id, affiliate_id, program_id, customer_name) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (call_id) DO NOTHING`,
        [change.callId, change.merchantId, change.affiliateId, change.programId, change.customerName],
      );
      return;
    case 'dispute':
      await tx.query(`UPDATE notification_calls SET dispute_raised_by = $2 WHERE call_id = $1`, [change.callId, change.raisedBy]);
      return;
    case 'program':
      await tx.query(`INSERT INTO notification_programs (program_id, name) VALUES ($1, $2) ON CONFLICT (program_id) DO UPDATE SET name = EXCLUDED.name`, [change.programId, change.name]);
      return;
    case 'member':
      await tx.query(`INSERT INTO notification_members (membership_id, program_id, affiliate_id) VALUES ($1, $2, $3) ON CONFLICT (membership_id) DO NOTHING`, [
        change.membershipId, change.programId, change.affiliateId,
      ]);
      return;
    case 'member-left':
      await tx.query(`UPDATE notification_members SET removed = true WHERE membership_id = $1`, [change.membershipId]);
  }
}

async function lookUp(needed: NonNullable<ReturnType<typeof contextNeeded>>, tx: PoolClient): Promise<NoticeContext> {
  const context: { call: NoticeContext['call']; programName: string | null; members: string[] } = { call: null, programName: null, members: [] };
  if (needed.callId) {
    const { rows } = await tx.query(
      `SELECT merchant_id, affiliate_id, c.program_id, customer_name, dispute_raised_by, p.name AS program_name
       FROM notification_calls c LEFT JOIN notification_programs p ON p.program_id = c.program_id WHERE c.call_id = $1`,
      [needed.callId],
    );
    const row = rows[0];
    if (row) {
      context.call = { merchantId: row.merchant_id, affiliateId: row.affiliate_id, programId: row.program_id, customerName: row.customer_name, disputeRaisedBy: row.dispute_raised_by };
      context.programName = row.program_name;
    }
  }
  if (needed.programId) {
    const { rows } = await tx.query(`SELECT name FROM notification_programs WHERE program_id = $1`, [needed.programId]);
    context.programName = rows[0]?.name ?? null;
  }
  if (needed.membersOf) {
    // An affiliate with two memberships of one program (left and rejoined) is told once.
    const { rows } = await tx.query(`SELECT DISTINCT affiliate_id FROM notification_members WHERE program_id = $1 AND NOT removed ORDER BY affiliate_id`, [needed.membersOf]);
    context.members = rows.map((r) => r.affiliate_id as string);
  }
  return context;
}

async function insertNotices(event: StoredEvent, notices: Notice[], tx: PoolClient): Promise<void> {
  const rows = notices.map((n) => ({ id: notificationId(n.recipientId, event.eventId), recipient_id: n.recipientId, event_id: event.eventId, kind: n.kind, title: n.title, body: n.body, link: n.link }));
  const json = JSON.stringify(rows);
  const at = event.recordedAt.toISOString();
  await tx.query(
    `INSERT INTO notifications (id, recipient_id, event_id, kind, title, body, link, created_at)
     SELECT id, recipient_id, event_id, kind, title, body, link, $2 FROM jsonb_to_recordset($1::jsonb)
       AS r(id uuid, recipient_id uuid, event_id text, kind text, title text, body text, link text)
     ON CONFLICT (recipient_id, event_id) DO NOTHING`,
    [json, at],
  );
  await tx.query(
    `INSERT INTO notification_outbox (id, recipient_id, event_id, kind, subject, body, link, next_attempt_at, created_at)
     SELECT id, recipient_id, event_id, kind, title, body, link, now(), $2 FROM jsonb_to_recordset($1::jsonb)
       AS r(id uuid, recipient_id uuid, event_id text, kind text, title text, body text, link text)
     WHERE $2::timestamptz > now() - interval '${EMAIL_FRESH_FOR}'
     ON CONFLICT DO NOTHING`,
    [json, at],
  );
}
