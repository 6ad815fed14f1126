import type { Decider } from '../shared/decider';
import type { JoinProgram, MembershipCommand, RemoveAffiliate, RevokePrimaryMembership, SetPrimaryMembership } from './membership.commands';
import * as errors from './membership.errors';
import type { MembershipEvent } from './membership.events';
import { evolve, initialState, type MembershipState } from './membership.state';

type Existing = Exclude<MembershipState, { status: 'absent' }>;

export function joinProgram(command: JoinProgram, state: MembershipState): MembershipEvent[] {
  if (command.joinerRole !== 'affiliate') throw errors.OnlyAffiliatesCanJoin();
  if (state.status === 'removed') throw errors.RemovedAffiliateCannotRejoin();
  if (state.status === 'active' || command.alreadyMember) throw errors.AlreadyMember();
  // Archived programs keep their members but take no new ones (DESIGN.md 4).
  if (command.programArchived) throw errors.ProgramExpired();
  return [
    {
      type: 'AffiliateJoinedProgram',
      membershipId: command.membershipId,
      affiliateId: command.affiliateId,
      programId: command.programId,
      merchantId: command.merchantId,
      isPrimary: command.isFirstMembership,
      joinedAt: command.now,
    },
  ];
}

/** Only the affiliate sees their membership; anyone else is told it does not exist. */
function ownedByAffiliate(state: MembershipState, affiliateId: string): Existing {
  if (state.status === 'absent' || state.affiliateId !== affiliateId) throw errors.MembershipNotFound();
  return state;
}

export function setPrimaryMembership(command: SetPrimaryMembership, state: MembershipState): MembershipEvent[] {
  const membership = ownedByAffiliate(state, command.affiliateId);
  if (membership.status === 'removed') throw errors.MembershipRemoved();
  if (membership.isPrimary) return [];
  return [{ type: 'MembershipMadePrimary', membershipId: membership.membershipId, affiliateId: membership.affiliateId, madePrimaryAt: command.now }];
}

// No events when not primary (already revoked, or removed, which ends primacy): safe to retry.
export function revokePrimaryMembership(command: RevokePrimaryMembership, state: MembershipState): MembershipEvent[] {
  const membership = ownedByAffiliate(state, command.affiliateId);
  if (!membership.isPrimary) return [];
  return [{ type: 'MembershipPrimaryRevoked', membershipId: membership.membershipId, affiliateId: membership.affiliateId, revokedAt: command.now }];
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
      wasPrimary: state.isPrimary,
      removedAt: command.now,
    },
  ];
}

export const membershipDecider: Decider<MembershipCommand, MembershipEvent, MembershipState> = {
  initialState,
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'JoinProgram':
        return joinProgram(command, state);
      case 'SetPrimaryMembership':
        return setPrimaryMembership(command, state);
      case 'RevokePrimaryMembership':
        return revokePrimaryMembership(command, state);
      case 'RemoveAffiliate':
        return removeAffiliate(command, state);
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
