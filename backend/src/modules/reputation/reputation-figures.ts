import type { ProgramReputation } from '@leadledger/contracts/reputation';
import type { ReputationCounts } from '../../projections/reputation/reputation.queries';

/** Below this many decided calls a program shows its count, not rates (docs/product/reputation.md). */
export const MINIMUM_DECISIONS = 5;

/** A program's counts as the API gives them: figures only from the minimum sample on. Pure. */
export function reputationOf(counts: ReputationCounts): ProgramReputation {
  const { decided } = counts;
  if (decided < MINIMUM_DECISIONS || counts.medianSecondsToDecision === null) return { decided, minimumDecisions: MINIMUM_DECISIONS, figures: null };
  return {
    decided,
    minimumDecisions: MINIMUM_DECISIONS,
    figures: {
      approved: counts.approved,
      rejected: counts.rejected,
      approvalRate: counts.approved / decided,
      medianSecondsToDecision: Math.round(counts.medianSecondsToDecision),
      disputed: counts.disputed,
      disputedShare: counts.disputed / decided,
      disputesUpheld: counts.disputesUpheld,
      disputesDenied: counts.disputesDenied,
      disputesOpen: counts.disputesOpen,
    },
  };
}
