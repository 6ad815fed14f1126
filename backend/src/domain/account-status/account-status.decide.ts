import type { Decider } from '../shared/decider';
import type { AccountStatusCommand, ReinstateAccount, SuspendAccount } from './account-status.commands';
import * as errors from './account-status.errors';
import type { AccountStatusEvent } from './account-status.events';
import { type AccountStatusState, evolve, initialState } from './account-status.state';

export const REASON_MIN = 3;
export const TEXT_MAX = 500;

export function suspendAccount(command: SuspendAccount, state: AccountStatusState): AccountStatusEvent[] {
  if (command.role !== 'merchant' && command.role !== 'affiliate') throw errors.AdminCannotBeSuspended();
  if (state.status === 'suspended') throw errors.AccountAlreadySuspended();
  const reason = command.reason.trim();
  if (reason.length < REASON_MIN || reason.length > TEXT_MAX) throw errors.SuspensionReasonInvalid();
  return [{ type: 'AccountSuspended', userId: command.userId, role: command.role, reason, suspendedBy: command.adminId, suspendedAt: command.now }];
}

export function reinstateAccount(command: ReinstateAccount, state: AccountStatusState): AccountStatusEvent[] {
  if (state.status !== 'suspended') throw errors.AccountNotSuspended();
  const note = command.note?.trim();
  if (note !== undefined && note.length > TEXT_MAX) throw errors.ReinstatementNoteInvalid();
  return [{ type: 'AccountReinstated', userId: command.userId, reinstatedBy: command.adminId, reinstatedAt: command.now, ...(note ? { note } : {}) }];
}

export const accountStatusDecider: Decider<AccountStatusCommand, AccountStatusEvent, AccountStatusState> = {
  initialState,
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'SuspendAccount':
        return suspendAccount(command, state);
      case 'ReinstateAccount':
        return reinstateAccount(command, state);
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
