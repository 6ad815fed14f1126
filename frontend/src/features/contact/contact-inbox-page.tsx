import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contactInboxQueryOptions, markHandledMutationOptions } from '../../api/contact';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format-date';
import './contact.css';

/** The admins' inbox of contact-page messages: open ones first, newest first; marking handled is an event. */
export default function ContactInboxPage() {
  const queryClient = useQueryClient();
  const inbox = useQuery(contactInboxQueryOptions());
  const handle = useMutation(markHandledMutationOptions(queryClient));
  async function markHandled(id: string) {
    try {
      await handle.mutateAsync(id);
      toast({ title: 'Marked handled' });
    } catch (error) {
      toast({ title: 'Could not mark it handled', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }
  return (
    <section aria-labelledby="inbox-heading">
      <h1 id="inbox-heading" className="page-title">
        Messages
      </h1>
      <p className="muted page-subtitle">What people sent from the contact page. Reply by email, then mark the message handled.</p>
      {inbox.isPending ? (
        <Spinner label="Loading messages" />
      ) : inbox.isError ? (
        <LoadError what="the messages" onRetry={() => void inbox.refetch()} />
      ) : inbox.data.length === 0 ? (
        <p className="muted">No messages yet.</p>
      ) : (
        <ul className="contact-inbox" aria-label="Messages">
          {inbox.data.map((m) => (
            <li key={m.id} className="card contact-inbox-item">
              <div className="card-header-row">
                <strong>
                  {m.name} &lt;<a href={`mailto:${m.email}`}>{m.email}</a>&gt;
                </strong>
                <span className={`badge ${m.handledAt ? 'badge-success' : 'badge-warning'}`}>{m.handledAt ? 'Handled' : 'Open'}</span>
              </div>
              <p className="small muted">
                {m.topic} · {formatDateTime(m.receivedAt)}
                {m.senderUserId ? ' · signed in' : ''}
                {m.handledAt ? ` · handled ${formatDateTime(m.handledAt)}${m.handledByName ? ` by ${m.handledByName}` : ''}` : ''}
              </p>
              <p>{m.message}</p>
              {!m.handledAt && (
                <Button variant="outline" className="btn-small" loading={handle.isPending && handle.variables === m.id} onClick={() => void markHandled(m.id)} aria-label={`Mark handled: the message from ${m.name}`}>
                  Mark handled
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
