import type { ClickEvent } from './click.events';

export type ClickState =
  | { status: 'absent' }
  | { status: 'recorded'; clickId: string; programId: string; membershipId: string | null; referralCode: string };

export const initialState: ClickState = { status: 'absent' };

export function evolve(state: ClickState, event: ClickEvent): ClickState {
  switch (event.type) {
    case 'ClickRecorded':
      return { status: 'recorded', clickId: event.clickId, programId: event.programId, membershipId: event.membershipId, referralCode: event.referralCode };
    default: {
      const unreachable: never = event.type;
      return unreachable;
    }
  }
}
