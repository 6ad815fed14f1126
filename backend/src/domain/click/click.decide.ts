import type { Decider } from '../shared/decider';
import type { ClickCommand, RecordClick } from './click.commands';
import * as errors from './click.errors';
import type { ClickEvent } from './click.events';
import { type ClickState, evolve, initialState } from './click.state';

/** One stream per click (`clicks-<id>`): a click is recorded once and never changes. */
export function recordClick(command: RecordClick, state: ClickState): ClickEvent[] {
  if (state.status !== 'absent') throw errors.ClickAlreadyRecorded();
  if (command.programArchived) throw errors.ProgramExpired();
  return [
    {
      type: 'ClickRecorded',
      clickId: command.clickId,
      programId: command.programId,
      membershipId: command.membershipId,
      referralCode: command.referralCode,
      utm: command.utm,
      referrer: command.referrer,
      ipHash: command.ipHash,
      userAgentHash: command.userAgentHash,
      clickedAt: command.now,
    },
  ];
}

export const clickDecider: Decider<ClickCommand, ClickEvent, ClickState> = {
  initialState,
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'RecordClick':
        return recordClick(command, state);
      default: {
        const unreachable: never = command.type;
        return unreachable;
      }
    }
  },
};
