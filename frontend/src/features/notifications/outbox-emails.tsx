import { useQuery } from '@tanstack/react-query';
import type { OutboxEmail } from '@leadledger/contracts/notification';
import { outboxEmailsQueryOptions } from '../../api/notifications';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/ui/spinner';
import { formatDateTime } from '../../lib/format-date';

const STATUS: Record<OutboxEmail['status'], string> = {
  pending: 'Waiting to be sent',
  sent: 'Sent',
  kept: 'Not sent: kept in the sandbox outbox',
  skipped: 'Not sent: turned off',
  failed: 'Could not be sent',
};

/**
 * The emails to the signed-in user. Without a mail server (SMTP_URL) nothing leaves the app, so
 * the sandbox outbox shows here what would have been sent (docs/architecture/notifications.md).
 */
export function OutboxEmails() {
  const emails = useQuery(outboxEmailsQueryOptions());
  if (emails.isPending) return <Spinner label="Loading your emails" />;
  if (emails.isError) return <LoadError what="your emails" onRetry={() => void emails.refetch()} />;
  const { emailDelivery, items } = emails.data;
  // With a mail server, emails reach the inbox; the list is only needed when they cannot.
  if (emailDelivery && !items.some((e) => e.status === 'failed')) return null;
  return (
    <section className="card" aria-labelledby="outbox-heading">
      <h2 id="outbox-heading" className="card-title">
        {emailDelivery ? 'Emails that could not be sent' : 'Emails (sandbox outbox)'}
      </h2>
      {!emailDelivery && <p className="muted">Email not sent: no mail server is configured. Here is what would have been sent to you.</p>}
      {items.length === 0 ? (
        <p className="muted">No emails yet.</p>
      ) : (
        <ul className="notification-list" aria-label="Emails">
          {items
            .filter((e) => !emailDelivery || e.status === 'failed')
            .map((email) => (
              <li key={email.id} className="notification">
                <div className="notification-text">
                  <p className="notification-title">{email.subject}</p>
                  <p className="muted notification-meta">
                    To {email.to ?? 'you'} · <time dateTime={email.createdAt}>{formatDateTime(email.createdAt)}</time> · {STATUS[email.status]}
                    {email.lastError && email.status !== 'kept' ? ` (${email.lastError})` : ''}
                  </p>
                  <p>{email.body}</p>
                </div>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
