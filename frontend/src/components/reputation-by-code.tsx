import { useQuery } from '@tanstack/react-query';
import { reputationByCodeQueryOptions } from '../api/reputation';
import { ProgramReputationPanel } from './program-reputation';

/** The reputation of the program behind a referral code, for an affiliate deciding whether to join. */
export function ReputationByCode({ code, programName, heading }: { code: string; programName: string; heading?: 'h2' | 'h3' | 'h4' }) {
  const reputation = useQuery(reputationByCodeQueryOptions(code));
  return (
    <ProgramReputationPanel
      reputation={reputation.data}
      pending={reputation.isPending}
      failed={reputation.isError}
      onRetry={() => void reputation.refetch()}
      label={`Reputation of ${programName}`}
      heading={heading}
    />
  );
}
