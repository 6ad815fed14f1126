import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router-dom';
import { unreadCountQueryOptions } from '../api/notifications';
import { paths } from '../config/paths';

/**
 * The top bar's way to the notification centre, with the unread count asked for every 30 seconds.
 * While the count is unknown (loading, or the server did not answer) the bell shows no number.
 */
export function NotificationBell() {
  const { data } = useQuery(unreadCountQueryOptions());
  const unread = data?.unreadCount ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <NavLink to={paths.notifications.href()} className="nav-link notification-bell" aria-label={label} title={label}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.73 21a2 2 0 0 1-3.46 0" />
      </svg>
      {unread > 0 && (
        <span className="notification-badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </NavLink>
  );
}
