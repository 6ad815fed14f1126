import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { AffiliateMembership } from '@leadledger/contracts/membership';
import { setPrimaryMutationOptions } from '../../api/affiliates';
import { affiliateReputationQueryOptions } from '../../api/reputation';
import { LoadError } from '../../components/load-error';
import { ProgramReputationPanel } from '../../components/program-reputation';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { AddProgramDialog } from './add-program-dialog';
import { MembershipItem } from './membership-item';

export function ProgramManagement({ memberships }: { memberships: UseQueryResult<AffiliateMembership[], unknown> }) {
  const queryClient = useQueryClient();
  const setPrimary = useMutation(setPrimaryMutationOptions(queryClient));
  const [adding, setAdding] = useState(false);
  const reputations = useQuery(affiliateReputationQueryOptions());

  async function onSetPrimary(membership: AffiliateMembership) {
    try {
      await setPrimary.mutateAsync({ affiliateId: membership.id });
      toast({ title: 'Success', description: `${membership.programName} is now your primary program.` });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to update primary program'), variant: 'destructive' });
    }
  }

  return (
    <section className="card" aria-labelledby="program-management-heading">
      <div className="card-header-row">
        <h2 id="program-management-heading" className="card-title">
          Program Management
        </h2>
        <Button className="btn-small" onClick={() => setAdding(true)}>
          Add New Program
        </Button>
      </div>
      {memberships.isPending ? (
        <Spinner label="Loading programs" />
      ) : memberships.isError ? (
        <LoadError what="your programs" onRetry={() => void memberships.refetch()} />
      ) : memberships.data.length === 0 ? (
        <p className="muted">You have not joined a program yet. Add one with the referral code a merchant sent you.</p>
      ) : (
        <ul className="membership-list">
          {memberships.data.map((membership) => (
            <MembershipItem
              key={membership.id}
              membership={membership}
              onSetPrimary={() => void onSetPrimary(membership)}
              settingPrimary={setPrimary.isPending && setPrimary.variables?.affiliateId === membership.id}
              reputation={
                <ProgramReputationPanel
                  reputation={reputations.data?.find((r) => r.programId === membership.programId)?.reputation}
                  pending={reputations.isPending}
                  failed={reputations.isError}
                  onRetry={() => void reputations.refetch()}
                  label={`Reputation of ${membership.programName}`}
                  heading="h3"
                />
              }
            />
          ))}
        </ul>
      )}
      <AddProgramDialog open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
