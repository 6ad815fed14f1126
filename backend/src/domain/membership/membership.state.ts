import type { MembershipEvent } from './membership.events';

/**
 * `isPrimary` is what this stream says: set at the join, and changed here only by events written
 * before the affiliate's primary-membership stream existed. Primacy is decided on that stream
 * (primary-membership.state.ts), which reads this flag once, to seed itself.
 */
export type MembershipState =
  | { status: 'absent' }
  | {
      status: 'active' | 'removed';
      membershipId: string;
      affiliateId: string;
      programId: string;
      merchantId: string;
      isPrimary: boolean;
      joinedAt: string;
    };

export const initialState: MembershipState = { status: 'absent' };

export function evolve(state: MembershipState, event: MembershipEvent): MembershipState {
  switch (event.type) {
    case 'AffiliateJoinedProgram':
      return {
        status: 'active',
        membershipId: event.membershipId,
        affiliateId: event.affiliateId,
        programId: event.programId,
        merchantId: event.merchantId,
        isPrimary: event.isPrimary,
        joinedAt: event.joinedAt,
      };
    case 'MembershipMadePrimary':
      return state.status === 'absent' ? state : { ...state, isPrimary: true };
    case 'MembershipPrimaryRevoked':
      return state.status === 'absent' ? state : { ...state, isPrimary: false };
    // A removed membership is no longer anyone's primary.
    case 'AffiliateRemovedFromProgram':
      return state.status === 'absent' ? state : { ...state, status: 'removed', isPrimary: false };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
