import { Navigate } from 'react-router-dom';
import { useSession } from '../../api/session';
import { paths } from '../../config/paths';
import { MerchantDashboardPage } from '../../features/merchant-dashboard/merchant-dashboard-page';
import { userMenuLabel } from '../top-bar-links';

export default function MerchantDashboardRoute() {
  const { user } = useSession();
  // Another role's `/` is its own dashboard; the merchant API would only answer 403 here.
  if (user && user.role !== 'merchant') return <Navigate to={paths.home.href()} replace />;
  return <MerchantDashboardPage name={user?.firstName || userMenuLabel(user)} />;
}
