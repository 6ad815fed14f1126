import type { AccountStatusEvent, SuspendableRole } from './account-status.events';

/** An account with no events is active: suspension is the exception, recorded when it happens. */
export type AccountStatusState =
  | { status: 'active'; suspensions: number }
  | { status: 'suspended'; suspensions: number; role: SuspendableRole; reason: string; suspendedBy: string; suspendedAt: string };

export const initialState: AccountStatusState = { status: 'active', suspensions: 0 };

export function evolve(state: AccountStatusState, event: AccountStatusEvent): AccountStatusState {
  switch (event.type) {
    case 'AccountSuspended':
      return { status: 'suspended', suspensions: state.suspensions + 1, role: event.role, reason: event.reason, suspendedBy: event.suspendedBy, suspendedAt: event.suspendedAt };
    case 'AccountReinstated':
      return { status: 'active', suspensions: state.suspensions };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
