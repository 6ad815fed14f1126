import { Navigate } from 'react-router-dom';
import { useSession } from '../../api/session';
import { paths } from '../../config/paths';
import { AffiliateDashboardPage } from '../../features/affiliate-dashboard/affiliate-dashboard-page';

export default function AffiliateDashboardRoute() {
  const { user } = useSession();
  // A merchant's dashboard is at `/`; every other role gets this one (docs/product/screens-and-routes.md, Route table).
  if (user?.role === 'merchant') return <Navigate to={paths.home.href()} replace />;
  return <AffiliateDashboardPage />;
}
