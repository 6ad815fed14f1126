import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { User } from '@leadledger/contracts/user';
import { programByCodeQueryOptions } from '../../api/programs';
import { LoadError } from '../../components/load-error';
import { PageSpinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { AffiliateJoinView } from './affiliate-join-view';
import { InvalidAffiliateLink } from './link-notices';
import { MerchantProgramView } from './merchant-program-view';
import { VisitorSignupView } from './visitor-signup-view';

export interface SignupLinkPageProps {
  /** The session user once it has loaded; null for a visitor. */
  user: User | null;
  code: string;
}

/**
 * docs/product/screens-and-routes.md, Signup link page: visitors sign up, merchants see the program
 * and its link, anyone else joins it. Shared by `/signup?ref=` and `/signup/affiliate/:code`.
 */
export function SignupLinkPage({ user, code }: SignupLinkPageProps) {
  // Whoever arrived signed out keeps the signup form through its success message, even though
  // signing up makes them a signed-in affiliate before the redirect.
  const [arrivedAsVisitor] = useState(user === null);
  const program = useQuery(programByCodeQueryOptions(code));

  if (!code.trim()) return arrivedAsVisitor ? <VisitorSignupView program={null} code="" /> : <InvalidAffiliateLink />;
  if (program.isPending) return <PageSpinner />;
  if (program.isError) {
    if (program.error instanceof ApiError && program.error.status === 404) return <InvalidAffiliateLink />;
    return (
      <div className="page container page-narrow">
        <LoadError what="this program" onRetry={() => void program.refetch()} />
      </div>
    );
  }
  if (arrivedAsVisitor) return <VisitorSignupView program={program.data} code={code} />;
  if (user?.role === 'merchant') return <MerchantProgramView program={program.data} />;
  return <AffiliateJoinView program={program.data} />;
}
