/**
 * A program's reputation (issue 16, docs/product/reputation.md): how its merchant decides calls,
 * computed from the calls' events. Below `minimumDecisions` decided calls only the count is given:
 * a rate from two or three calls would say more than it knows.
 */
export interface ProgramReputation {
  /** Calls the merchant approved or rejected (pending and canceled calls are not decided). */
  decided: number;
  /** The decisions needed before the figures are shown. */
  minimumDecisions: number;
  /** Null while `decided < minimumDecisions`. */
  figures: ReputationFigures | null;
}

export interface ReputationFigures {
  approved: number;
  rejected: number;
  /** approved / decided, 0 to 1: the merchant's own verdicts, before any dispute. */
  approvalRate: number;
  /**
   * The median, over decided calls, of the time from the call's scheduled time to the merchant's
   * decision (first approval attempt or rejection), in seconds; a decision before the call counts as 0.
   */
  medianSecondsToDecision: number;
  /** Decided calls with a dispute, by either party. */
  disputed: number;
  /** disputed / decided, 0 to 1. */
  disputedShare: number;
  /** Upheld: the admin reversed the decision. Denied: it stood. Open: not resolved yet. */
  disputesUpheld: number;
  disputesDenied: number;
  disputesOpen: number;
}

/** `GET /api/reputation/merchant` (the merchant's programs) and `GET /api/reputation/affiliate` (the programs the affiliate joined). */
export interface ProgramReputationEntry {
  programId: string;
  reputation: ProgramReputation;
}
