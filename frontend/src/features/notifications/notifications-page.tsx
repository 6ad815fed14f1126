import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Notification } from '@leadledger/contracts/notification';
import { markAllReadMutationOptions, markReadMutationOptions, notificationsQueryOptions } from '../../api/notifications';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { formatDateTime } from '../../lib/format-date';
import { OutboxEmails } from './outbox-emails';
import './notifications.css';

const PAGE = 20;
/** The server's largest page (contracts/notification.ts). */
const MOST = 100;

function NotificationItem({ notification }: { notification: Notification }) {
  const queryClient = useQueryClient();
  const markRead = useMutation(markReadMutationOptions(queryClient));
  const unread = notification.readAt === null;
  return (
    <li className={`notification${unread ? ' notification-unread' : ''}`}>
      <div className="notification-text">
        <p className="notification-title">
          {unread && <span className="badge badge-primary">New</span>} {notification.title}
        </p>
        <p>{notification.body}</p>
        <p className="muted notification-meta">
          <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
        </p>
      </div>
      <div className="button-row">
        {/* Following the link also marks it read: it has been seen where it matters. */}
        <Link to={notification.link} className="btn btn-outline btn-small" onClick={() => unread && markRead.mutate(notification.id)}>
          Open
        </Link>
        {unread && (
          <Button variant="outline" className="btn-small" loading={markRead.isPending} onClick={() => markRead.mutate(notification.id)} aria-label={`Mark as read: ${notification.title}`}>
            Mark as read
          </Button>
        )}
      </div>
    </li>
  );
}

/** docs/product/screens-and-routes.md, Notifications: any signed-in user, their own notifications, newest first. */
export function NotificationsPage() {
  const queryClient = useQueryClient();
  const [limit, setLimit] = useState(PAGE);
  const notifications = useQuery({ ...notificationsQueryOptions(limit), placeholderData: (previous) => previous });
  const markAll = useMutation(markAllReadMutationOptions(queryClient));
  const page = notifications.data;

  return (
    <div className="page container page-medium">
      <div className="badge-row page-heading-row">
        <h1 className="page-title">Notifications</h1>
        {page && page.unreadCount > 0 && (
          <Button variant="outline" className="btn-small" loading={markAll.isPending} onClick={() => markAll.mutate()}>
            Mark all as read
          </Button>
        )}
      </div>
      <p className="muted page-subtitle">
        What happened to your calls, payouts, disputes and programs. Choose which also come by email in your <Link to="/profile">profile settings</Link>.
      </p>
      <section className="card" aria-labelledby="notifications-heading">
        <h2 id="notifications-heading" className="card-title">
          {page ? `${page.unreadCount} unread` : 'Your notifications'}
        </h2>
        {!page && notifications.isPending ? (
          <Spinner label="Loading your notifications" />
        ) : !page || notifications.isError ? (
          <LoadError what="your notifications" onRetry={() => void notifications.refetch()} />
        ) : page.items.length === 0 ? (
          <p className="muted">No notifications yet. You will find news about your calls, payouts and disputes here.</p>
        ) : (
          <>
            <ul className="notification-list" aria-label="Notifications">
              {page.items.map((n) => (
                <NotificationItem key={n.id} notification={n} />
              ))}
            </ul>
            {page.hasMore && limit < MOST && (
              <div className="button-row">
                <Button variant="outline" loading={notifications.isFetching} onClick={() => setLimit((l) => Math.min(l + PAGE, MOST))}>
                  Show older
                </Button>
              </div>
            )}
          </>
        )}
      </section>
      <OutboxEmails />
    </div>
  );
}
