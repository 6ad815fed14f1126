import type { Decider } from '../shared/decider';
import type { JoinProgram, MembershipCommand, RemoveAffiliate } from './membership.commands';
import * as errors from './membership.errors';
import type { MembershipEvent } from './membership.events';
import { evolve, initialState, type MembershipState } from './membership.state';

export function joinProgram(command: JoinProgram, state: MembershipState): MembershipEvent[] {
  if (command.joinerRole !== 'affiliate') throw errors.OnlyAffiliatesCanJoin();
  if (state.status === 'removed') throw errors.RemovedAffiliateCannotRejoin();
  if (state.status === 'active') throw errors.AlreadyMember();
  // Archived programs keep their members but take no new ones (docs/product/attribution-and-booking.md, Archived and paused programs).
  if (command.programArchived) throw errors.ProgramExpired();
  return [
    {
      type: 'AffiliateJoinedProgram',
      membershipId: command.membershipId,
      affiliateId: command.affiliateId,
      programId: command.programId,
      merchantId: command.merchantId,
      isPrimary: command.isPrimary,
      joinedAt: command.now,
    },
  ];
}

export function removeAffiliate(command: RemoveAffiliate, state: MembershipState): MembershipEvent[] {
  // Ownership first, so another merchant learns nothing, not even that it was removed.
  if (state.status === 'absent' || state.merchantId !== command.merchantId) throw errors.MembershipNotFound();
  if (state.status === 'removed') throw errors.AffiliateAlreadyRemoved();
  return [
    {
      type: 'AffiliateRemovedFromProgram',
      membershipId: state.membershipId,
      affiliateId: state.affiliateId,
      programId: state.programId,
      merchantId: state.merchantId,
      wasPrimary: command.wasPrimary,
      removedAt: command.now,
    },
  ];
}

/**
 * One membership: joining and removal. Who is primary spans the affiliate's memberships, so it is
 * decided on the affiliate's primary-membership stream (primary-membership.decide.ts,
 * docs/architecture/invariants.md), not here.
 */
export const membershipDecider: Decider<MembershipCommand, MembershipEvent, MembershipState> = {
  initialState,
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'JoinProgram':
        return joinProgram(command, state);
      case 'RemoveAffiliate':
        return removeAffiliate(command, state);
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
