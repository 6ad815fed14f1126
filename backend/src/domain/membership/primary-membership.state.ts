import type { MembershipJoinRecorded, MembershipRemovalRecorded, PrimaryMembershipEvent } from './primary-membership.events';

export type RosterEntry = { membershipId: string; programId: string; merchantId: string; joinedAt: string; removed: boolean };

export type PrimaryMembershipState = {
  /** False for an empty stream: the handler starts it (StartFromMemberships) first. */
  started: boolean;
  /** Every membership of the affiliate, in join order. */
  memberships: RosterEntry[];
  primary: string | null;
  /**
   * The last join or removal recorded here. Its membership stream is written just after, so after
   * a crash in between it may not show it yet; the next command completes it before deciding.
   */
  lastChange: MembershipJoinRecorded | MembershipRemovalRecorded | null;
};

export const initialState: PrimaryMembershipState = { started: false, memberships: [], primary: null, lastChange: null };

export function evolve(state: PrimaryMembershipState, event: PrimaryMembershipEvent): PrimaryMembershipState {
  switch (event.type) {
    case 'PrimaryMembershipsSeeded': {
      const memberships = event.memberships.map(({ isPrimary: _, ...entry }) => entry);
      const primary = event.memberships.find((m) => m.isPrimary && !m.removed)?.membershipId ?? null;
      return { started: true, memberships, primary, lastChange: null };
    }
    case 'MembershipJoinRecorded': {
      const entry = { membershipId: event.membershipId, programId: event.programId, merchantId: event.merchantId, joinedAt: event.joinedAt, removed: false };
      return { started: true, memberships: [...state.memberships, entry], primary: event.isPrimary ? event.membershipId : state.primary, lastChange: event };
    }
    case 'MembershipRemovalRecorded': {
      const memberships = state.memberships.map((m) => (m.membershipId === event.membershipId ? { ...m, removed: true } : m));
      return { started: true, memberships, primary: state.primary === event.membershipId ? null : state.primary, lastChange: event };
    }
    case 'MembershipMadePrimary':
      return { ...state, started: true, primary: event.membershipId };
    case 'MembershipPrimaryRevoked':
      return { ...state, started: true, primary: state.primary === event.membershipId ? null : state.primary };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
