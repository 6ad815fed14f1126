import { createTransport } from 'nodemailer';

/** One email as the delivery composes it; `messageId` is the same for every attempt of one outbox row. */
export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
}

/** What the mail server answered: the Message-ID it took and its reply line (e.g. "250 OK queued as ..."). */
export interface SentEmail {
  messageId: string;
  response: string;
}

export interface EmailSender {
  send(email: OutgoingEmail): Promise<SentEmail>;
}

export const EMAIL_SENDER = Symbol('EmailSender');

/**
 * Sends through the SMTP server of SMTP_URL (docs/architecture/notifications.md). Short timeouts:
 * a silent server fails the attempt, which is retried later, instead of holding the sender past
 * its claim on the row.
 */
export function smtpSender(smtpUrl: string): EmailSender {
  const transport = createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as Parameters<typeof createTransport>[0]);
  return {
    async send(email) {
      const info = await transport.sendMail({ from: email.from, to: email.to, subject: email.subject, text: email.text, messageId: email.messageId, headers: email.headers });
      return { messageId: info.messageId, response: String(info.response ?? '') };
    },
  };
}
