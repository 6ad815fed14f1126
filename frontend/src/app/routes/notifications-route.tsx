import { NotificationsPage } from '../../features/notifications/notifications-page';

export default function NotificationsRoute() {
  return <NotificationsPage />;
}
