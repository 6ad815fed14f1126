import type { ProgramEvent } from './program.events';

export type ProgramState =
  | { status: 'absent' }
  | { status: 'active' | 'archived'; programId: string; merchantId: string; referralCode: string; payoutCents: number };

export const initialState: ProgramState = { status: 'absent' };

export function evolve(state: ProgramState, event: ProgramEvent): ProgramState {
  switch (event.type) {
    case 'ProgramCreated':
      return {
        status: 'active',
        programId: event.programId,
        merchantId: event.merchantId,
        referralCode: event.referralCode,
        payoutCents: event.payoutCents,
      };
    case 'ProgramArchived':
      return state.status === 'absent' ? state : { ...state, status: 'archived' };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
