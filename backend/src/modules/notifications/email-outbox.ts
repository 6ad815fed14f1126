import type { NotificationKind } from '@leadledger/contracts/notification';
import type { Pool } from 'pg';

/** A due email as claimed: the row, the recipient's address and name now, and whether they want this kind by email. */
export interface ClaimedEmail {
  id: string;
  recipientId: string;
  kind: NotificationKind;
  subject: string;
  body: string;
  link: string;
  attempts: number;
  toAddress: string | null;
  firstName: string | null;
  wantsEmail: boolean;
}

/**
 * `notification_outbox`'s state changes (docs/architecture/notifications.md, Delivery). A claim
 * takes due rows nobody holds (FOR UPDATE SKIP LOCKED), counts the attempt and holds them until
 * `claimed_until`; every outcome below is written only while the row is still pending, so a
 * sender whose lease ran out and was overtaken cannot undo the other's result.
 */
export class EmailOutbox {
  constructor(private readonly pool: Pool) {}

  async claimDue(now: Date, leaseMs: number, limit: number): Promise<ClaimedEmail[]> {
    const { rows } = await this.pool.query(
      `UPDATE notification_outbox o SET claimed_until = $1::timestamptz + make_interval(secs => $2::double precision / 1000), attempts = o.attempts + 1
       FROM (SELECT id FROM notification_outbox
             WHERE status = 'pending' AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
             ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED) due
       WHERE o.id = due.id
       RETURNING o.id, o.recipient_id, o.kind, o.subject, o.body, o.link, o.attempts,
         (SELECT u.email FROM users u WHERE u.id = o.recipient_id) AS to_address,
         (SELECT u.first_name FROM users u WHERE u.id = o.recipient_id) AS first_name,
         COALESCE((SELECT p.email FROM notification_preferences p WHERE p.user_id = o.recipient_id AND p.kind = o.kind), true) AS wants_email`,
      [now.toISOString(), leaseMs, limit],
    );
    return rows.map((r) => ({
      id: r.id, recipientId: r.recipient_id, kind: r.kind, subject: r.subject, body: r.body, link: r.link, attempts: r.attempts,
      toAddress: r.to_address, firstName: r.first_name, wantsEmail: r.wants_email,
    }));
  }

  recordSent(id: string, to: string, messageId: string, response: string, now: Date): Promise<void> {
    return this.settle(id, `status = 'sent', to_address = $2, smtp_message_id = $3, smtp_response = $4, sent_at = $5, last_error = NULL`, [to, messageId, response, now.toISOString()]);
  }

  /** No mail server is configured: the sandbox outbox keeps what would have been sent. */
  recordKept(id: string, to: string): Promise<void> {
    return this.settle(id, `status = 'kept', to_address = $2`, [to]);
  }

  /** The recipient turned this kind's email off, or no longer exists. */
  recordSkipped(id: string, why: string): Promise<void> {
    return this.settle(id, `status = 'skipped', last_error = $2`, [why]);
  }

  /** Tried again at `retryAt`, or, when that is null, given up as `failed` (kept, shown). */
  recordFailure(id: string, error: string, retryAt: Date | null): Promise<void> {
    return retryAt
      ? this.settle(id, `last_error = $2, next_attempt_at = $3`, [error, retryAt.toISOString()])
      : this.settle(id, `status = 'failed', last_error = $2`, [error]);
  }

  private async settle(id: string, set: string, values: unknown[]): Promise<void> {
    await this.pool.query(`UPDATE notification_outbox SET ${set}, claimed_until = NULL WHERE id = $1 AND status = 'pending'`, [id, ...values]);
  }
}
