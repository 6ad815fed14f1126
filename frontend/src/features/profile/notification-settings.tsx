import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationKind } from '@leadledger/contracts/notification';
import { notificationPreferencesQueryOptions, updatePreferencesMutationOptions } from '../../api/notifications';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';

/**
 * Which notifications also come by email, one switch per kind (issue 16). In the app they always
 * show; each email's unsubscribe link turns its kind off here too.
 */
export function NotificationSettings() {
  const queryClient = useQueryClient();
  const preferences = useQuery(notificationPreferencesQueryOptions());
  const update = useMutation(updatePreferencesMutationOptions(queryClient));

  async function toggle(kind: NotificationKind, email: boolean) {
    try {
      await update.mutateAsync({ kinds: [{ kind, email }] });
    } catch (err) {
      toast({ title: 'Notification Settings Not Saved', description: errorMessage(err, 'Failed to save your email choice'), variant: 'destructive' });
    }
  }

  return (
    <section className="card" aria-labelledby="notification-settings-heading">
      <h2 id="notification-settings-heading" className="card-title">
        Email preferences
      </h2>
      <p className="muted">Every notification shows in the app. Choose which also come by email.</p>
      {preferences.isPending ? (
        <Spinner label="Loading your notification settings" />
      ) : preferences.isError ? (
        <LoadError what="your notification settings" onRetry={() => void preferences.refetch()} />
      ) : (
        <>
          {!preferences.data.emailDelivery && (
            <p className="alert alert-warning" role="note">
              No mail server is configured, so emails are not sent: they are kept in the sandbox outbox on the Notifications page.
            </p>
          )}
          <fieldset className="stack notification-kinds" disabled={update.isPending}>
            <legend className="visually-hidden">Send by email</legend>
            {preferences.data.kinds.map((p) => (
              <label key={p.kind} className="menu-checkbox-item">
                <input type="checkbox" className="checkbox" checked={p.email} onChange={(e) => void toggle(p.kind, e.target.checked)} />
                {p.label}
              </label>
            ))}
          </fieldset>
        </>
      )}
    </section>
  );
}
