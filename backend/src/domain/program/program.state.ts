import { DEFAULT_DECISION_TERMS } from '../call/call.deadline';
import type { DecisionTerms } from '../call/call.events';
import type { Integration, LeadRules, PauseReason, ProgramEvent } from './program.events';

export type ProgramState =
  | { status: 'absent' }
  | {
      status: 'active' | 'paused' | 'archived';
      programId: string;
      merchantId: string;
      name: string;
      referralCode: string;
      /** The commission of a call booked now. */
      payoutCents: number;
      integration: Integration;
      /** Why it is paused; null unless paused. */
      pausedFor: PauseReason | null;
      /** The decision terms a call booked now keeps. */
      decisionTerms: DecisionTerms;
      /** Expected countries and the automatic rejection rule; absent until the merchant sets them. */
      leadRules?: LeadRules;
    };

export const initialState: ProgramState = { status: 'absent' };

export function evolve(state: ProgramState, event: ProgramEvent): ProgramState {
  if (event.type === 'ProgramCreated') {
    return {
      status: 'active',
      programId: event.programId,
      merchantId: event.merchantId,
      name: event.name,
      referralCode: event.referralCode,
      payoutCents: event.payoutCents,
      integration: event.integration,
      pausedFor: null,
      decisionTerms: DEFAULT_DECISION_TERMS,
    };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'ProgramArchived':
      return { ...state, status: 'archived', pausedFor: null };
    case 'ProgramCommissionChanged':
      return { ...state, payoutCents: event.toCents };
    case 'ProgramRenamed':
      return { ...state, name: event.to };
    case 'ProgramPaused':
      return { ...state, status: 'paused', pausedFor: event.reason };
    case 'ProgramResumed':
      return { ...state, status: 'active', pausedFor: null };
    case 'ProgramDecisionTermsChanged':
      return { ...state, decisionTerms: event.to };
    case 'ProgramLeadRulesChanged':
      return { ...state, leadRules: { expectedCountries: event.expectedCountries, rejectAtOrBelow: event.rejectAtOrBelow, rejectSignals: event.rejectSignals } };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
