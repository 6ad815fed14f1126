import { Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { SignupLinkPage } from '../../features/signup-link/signup-link-page';

/**
 * `/signup?ref=` (docs/product/screens-and-routes.md, Route table): with `ref`, the signup-link page for everyone (a visitor
 * sees the signup form directly, per issue 3); without it, `/auth`.
 */
export default function SignupRoute() {
  const { user, isLoading } = useSession();
  const [searchParams] = useSearchParams();
  const ref = searchParams.get('ref');
  if (isLoading) return <PageSpinner />;
  if (ref === null) return <Navigate to={paths.auth.href()} replace />;
  return <SignupLinkPage key={ref} user={user} code={ref} />;
}
