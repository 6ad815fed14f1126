import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { AuthPage } from '../../features/auth/auth-page';
import type { SessionExpiredState } from '../../lib/use-session-expiry';

/** `/auth`: signed-in users go to `/`; `ref` carries a referral code (docs/product/screens-and-routes.md, Auth page). */
export default function AuthRoute() {
  const { user, isLoading } = useSession();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const state = location.state as ({ tab?: string } & Partial<SessionExpiredState>) | null;
  if (isLoading) return <PageSpinner />;
  // After a session expiry the stale user is cleared just after arriving here.
  if (user && !state?.sessionExpired) return <Navigate to={paths.home.href()} replace />;
  return (
    <AuthPage
      key={location.key}
      referralCode={searchParams.get('ref')?.trim() || null}
      initialTab={state?.tab === 'signup' ? 'signup' : undefined}
    />
  );
}
