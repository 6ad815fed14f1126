import { NO_DECISIONS } from '../../projections/reputation/reputation.queries';
import { MINIMUM_DECISIONS, reputationOf } from './reputation-figures';

describe('reputation figures', () => {
  it('gives only the count below the minimum sample', () => {
    expect(reputationOf(NO_DECISIONS)).toEqual({ decided: 0, minimumDecisions: MINIMUM_DECISIONS, figures: null });
    const four = { ...NO_DECISIONS, decided: 4, approved: 4, medianSecondsToDecision: 60 };
    expect(reputationOf(four)).toEqual({ decided: 4, minimumDecisions: 5, figures: null });
  });

  it('gives the rates and the median from the minimum on', () => {
    const counts = { decided: 8, approved: 6, rejected: 2, medianSecondsToDecision: 8100.4, disputed: 2, disputesUpheld: 1, disputesDenied: 0, disputesOpen: 1 };
    expect(reputationOf(counts)).toEqual({
      decided: 8,
      minimumDecisions: 5,
      figures: { approved: 6, rejected: 2, approvalRate: 0.75, medianSecondsToDecision: 8100, disputed: 2, disputedShare: 0.25, disputesUpheld: 1, disputesDenied: 0, disputesOpen: 1 },
    });
  });
});
