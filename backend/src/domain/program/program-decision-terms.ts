import { DEADLINE_POLICIES, MAX_DECISION_DAYS, MIN_DECISION_DAYS } from '../call/call.deadline';
import type { DecisionTerms } from '../call/call.events';
import * as errors from './program.errors';
import type { ProgramEvent } from './program.events';
import type { ProgramState } from './program.state';

type Existing = Exclude<ProgramState, { status: 'absent' }>;

/** Whole days within the bounds and a known policy, or the merchant is told what is allowed. */
export function assertDecisionTerms(terms: DecisionTerms): void {
  if (!Number.isInteger(terms.days) || terms.days < MIN_DECISION_DAYS || terms.days > MAX_DECISION_DAYS) throw errors.DecisionDaysOutOfRange();
  if (!DEADLINE_POLICIES.includes(terms.onDeadline)) throw errors.DeadlinePolicyUnknown();
}

/** New terms for calls booked from now on (docs/product/decision-deadlines.md); the same terms change nothing. */
export function changeDecisionTerms(program: Existing, to: DecisionTerms, now: string): ProgramEvent[] {
  assertDecisionTerms(to);
  const from = program.decisionTerms;
  if (from.days === to.days && from.onDeadline === to.onDeadline) return [];
  return [{ type: 'ProgramDecisionTermsChanged', programId: program.programId, merchantId: program.merchantId, from, to: { days: to.days, onDeadline: to.onDeadline }, changedAt: now }];
}
