import { useOutlet } from 'react-router-dom';
import { useSession } from '../../api/session';
import { AdminConsoleLayout } from '../../features/admin-console/admin-console-layout';
import { AdminDashboardPage } from '../admin-lazy-pages';

/**
 * `/admin` and its views, admins only (docs/product/screens-and-routes.md, Roles and permissions). Everyone else gets Access Denied and
 * none of the console's requests. At `/` (an admin's home) there is no child route: the dashboard.
 */
export default function AdminRoute() {
  const { user } = useSession();
  const outlet = useOutlet();
  if (user?.role !== 'admin') {
    return (
      <div className="page container page-narrow">
        <div className="alert alert-destructive" role="alert">
          Access Denied: The admin console is only available to administrators.
        </div>
      </div>
    );
  }
  return <AdminConsoleLayout>{outlet ?? <AdminDashboardPage />}</AdminConsoleLayout>;
}
