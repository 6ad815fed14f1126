import { useSession } from '../../api/session';
import { PageSpinner } from '../../components/ui/spinner';
import { AdminRoute, AffiliateDashboardRoute, LandingPage, MerchantDashboardRoute } from '../lazy-pages';

/** `/`: the landing page for visitors, else the screen of the user's role (docs/product/screens-and-routes.md, Route table). */
export default function HomeRoute() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner />;
  if (!user) return <LandingPage />;
  switch (user.role) {
    case 'merchant':
      return <MerchantDashboardRoute />;
    case 'admin':
      return <AdminRoute />;
    default:
      // Affiliates, and any role this client does not know, get the affiliate dashboard.
      return <AffiliateDashboardRoute />;
  }
}
