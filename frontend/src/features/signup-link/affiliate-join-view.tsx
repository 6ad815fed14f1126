import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ProgramByCode } from '@leadledger/contracts/program';
import { joinProgramMutationOptions, membershipsQueryOptions } from '../../api/affiliates';
import { ReputationByCode } from '../../components/reputation-by-code';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { ExpiredProgramNotice } from './link-notices';
import { ProgramSummary } from './program-summary';

/** A signed-in affiliate (or any non-merchant) on a signup link: join with one click. */
export function AffiliateJoinView({ program }: { program: ProgramByCode }) {
  const queryClient = useQueryClient();
  const memberships = useQuery(membershipsQueryOptions());
  const join = useMutation(joinProgramMutationOptions(queryClient));
  // Referral codes are case-insensitive (issue 3).
  const code = program.referralCode.toLowerCase();
  const joined = memberships.data?.some((m) => m.referralCode.toLowerCase() === code) ?? false;

  async function onJoin() {
    try {
      await join.mutateAsync({ referralCode: program.referralCode });
      toast({ title: 'Success', description: `You joined ${program.name}.` });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to join affiliate program'), variant: 'destructive' });
    }
  }

  return (
    <div className="page container page-medium">
      <p className="eyebrow">Join Affiliate Program</p>
      <section className="card stack" aria-label="Program details">
        <ProgramSummary program={program} />
        <ReputationByCode code={program.referralCode} programName={program.name} heading="h2" />
        {program.isArchived ? (
          <ExpiredProgramNotice />
        ) : joined ? (
          <p className="notice" role="status">
            You have already joined this program. Your link is on your dashboard.
          </p>
        ) : (
          <div className="button-row">
            <Button onClick={onJoin} loading={join.isPending} disabled={memberships.isPending}>
              Join this program
            </Button>
          </div>
        )}
        <div className="button-row">
          <Link to={paths.affiliateDashboard.href()} className="btn btn-outline">
            Go to Dashboard
          </Link>
        </div>
      </section>
    </div>
  );
}
