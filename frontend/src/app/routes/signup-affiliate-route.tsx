import { useParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { PageSpinner } from '../../components/ui/spinner';
import { SignupLinkPage } from '../../features/signup-link/signup-link-page';

/** `/signup/affiliate/{code}`: the original specification gave two readings; issue 3 picks the signup form for visitors (docs/product/screens-and-routes.md, Signup link page). */
export default function SignupAffiliateRoute() {
  const { user, isLoading } = useSession();
  const { code = '' } = useParams();
  if (isLoading) return <PageSpinner />;
  return <SignupLinkPage key={code} user={user} code={code} />;
}
