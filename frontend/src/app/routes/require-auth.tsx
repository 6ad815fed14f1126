import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../../api/session';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';

/** Signed-in routes of docs/product/screens-and-routes.md, Route table: visitors are sent to sign in. */
export function RequireAuth() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to={paths.auth.href()} replace />;
  return <Outlet />;
}
