import type { Pool } from 'pg';
import type { Clock } from '../../infrastructure/clock/clock';
import { type ClaimedEmail, EmailOutbox } from './email-outbox';
import type { EmailSender, OutgoingEmail } from './email-sender';
import { nextAttemptAt } from './retry-schedule';
import type { UnsubscribeTokens } from './unsubscribe-token';

export interface DeliverySettings {
  /** Null: no SMTP_URL, every email is kept in the sandbox outbox. */
  sender: EmailSender | null;
  tokens: UnsubscribeTokens;
  /** The app's public origin, for the links in an email. */
  publicUrl: string;
  clock: Clock;
  /** How long a claim holds a row: longer than one send can take (email-sender.ts timeouts). */
  leaseMs: number;
}

export type DeliveryReport = { sent: number; kept: number; skipped: number; retrying: number; failed: number };

/** The same for every attempt of one row, so a mail system can drop a second copy (docs/architecture/notifications.md, Sent once). */
export const messageIdOf = (outboxId: string, publicUrl: string) => `<${outboxId}@${new URL(publicUrl).hostname || 'leadledger'}>`;

/**
 * Delivers the outbox's due emails (docs/architecture/notifications.md, Delivery): claims them,
 * then sends each through SMTP, or keeps it when no server is configured, or skips it when the
 * recipient turned that kind off. A failure is written down and tried again later; nothing is
 * ever dropped. Run by NotificationDeliverySweeper, one instance at a time.
 */
export class EmailDelivery {
  private readonly outbox: EmailOutbox;

  constructor(pool: Pool, private readonly settings: DeliverySettings) {
    this.outbox = new EmailOutbox(pool);
  }

  get outboxRows(): EmailOutbox {
    return this.outbox;
  }

  async deliverDue(limit = 20): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, kept: 0, skipped: 0, retrying: 0, failed: 0 };
    // One claim per email: each lease then covers one send, however slow the ones before it were.
    for (let i = 0; i < limit; i += 1) {
      const [email] = await this.outbox.claimDue(this.settings.clock.now(), this.settings.leaseMs, 1);
      if (!email) break;
      report[await this.deliver(email)] += 1;
    }
    return report;
  }

  private async deliver(email: ClaimedEmail): Promise<keyof DeliveryReport> {
    if (!email.toAddress) return this.outbox.recordSkipped(email.id, 'The recipient no longer has an account.').then(() => 'skipped');
    if (!email.wantsEmail) return this.outbox.recordSkipped(email.id, 'The recipient turned this email off.').then(() => 'skipped');
    const { sender } = this.settings;
    if (!sender) return this.outbox.recordKept(email.id, email.toAddress).then(() => 'kept');
    try {
      const sent = await sender.send(this.compose(email, email.toAddress));
      await this.outbox.recordSent(email.id, email.toAddress, sent.messageId, sent.response, this.settings.clock.now());
      return 'sent';
    } catch (error) {
      const retryAt = nextAttemptAt(email.attempts, this.settings.clock.now());
      await this.outbox.recordFailure(email.id, (error as Error).message || String(error), retryAt);
      return retryAt ? 'retrying' : 'failed';
    }
  }

  compose(email: Pick<ClaimedEmail, 'id' | 'recipientId' | 'kind' | 'subject' | 'body' | 'link' | 'firstName'>, to: string): OutgoingEmail {
    const { publicUrl, tokens } = this.settings;
    const unsubscribe = `${publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(tokens.sign(email.recipientId, email.kind))}`;
    const text = [
      `Hello ${email.firstName ?? ''},`.replace(' ,', ','),
      '',
      email.body,
      '',
      `Open LeadLedger: ${publicUrl}${email.link}`,
      '',
      '--',
      `You get this email because it is on in your notification settings (${publicUrl}/profile).`,
      `Stop emails like this one: ${unsubscribe}`,
    ].join('\n');
    return {
      from: `LeadLedger <notifications@${new URL(publicUrl).hostname || 'localhost'}>`,
      to,
      subject: email.subject,
      text,
      messageId: messageIdOf(email.id, publicUrl),
      // RFC 2369: mail clients show an unsubscribe button that opens the link (a GET, no sign-in).
      headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
    };
  }
}
