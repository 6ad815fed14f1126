import { Navigate } from 'react-router-dom';
import { useSession } from '../../api/session';
import { paths } from '../../config/paths';
import { PayoutsPage } from '../../features/payouts/payouts-page';

export default function AffiliatePayoutsRoute() {
  const { user } = useSession();
  // Merchants have no earnings; like the affiliate dashboard, this screen sends them home.
  if (user?.role === 'merchant') return <Navigate to={paths.home.href()} replace />;
  return <PayoutsPage />;
}
