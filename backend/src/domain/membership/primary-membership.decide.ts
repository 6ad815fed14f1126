import type { Decider } from '../shared/decider';
import * as errors from './membership.errors';
import type { MembershipMadePrimary, MembershipPrimaryRevoked } from './membership.events';
import type { MembershipState } from './membership.state';
import type { ChoosePrimary, PrimaryMembershipCommand, RecordJoin, RecordRemoval, StartFromMemberships } from './primary-membership.commands';
import type { PrimaryMembershipEvent, SeededMembership } from './primary-membership.events';
import { evolve, initialState, type PrimaryMembershipState } from './primary-membership.state';

const madePrimary = (affiliateId: string, membershipId: string, at: string): MembershipMadePrimary => ({ type: 'MembershipMadePrimary', membershipId, affiliateId, madePrimaryAt: at });
const revoked = (affiliateId: string, membershipId: string, at: string): MembershipPrimaryRevoked => ({ type: 'MembershipPrimaryRevoked', membershipId, affiliateId, revokedAt: at });

/**
 * Older data can break the rule (concurrent joins once left two or three primaries): the seed keeps
 * the earliest joined primary, revokes the others, and makes the earliest live membership primary
 * when none is.
 */
export function startFromMemberships(command: StartFromMemberships, state: PrimaryMembershipState): PrimaryMembershipEvent[] {
  if (state.started) return [];
  const found: SeededMembership[] = command.memberships
    .flatMap((m) => (m.status !== 'absent' && m.affiliateId === command.affiliateId ? [m] : []))
    .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.membershipId.localeCompare(b.membershipId))
    .map((m) => ({ membershipId: m.membershipId, programId: m.programId, merchantId: m.merchantId, joinedAt: m.joinedAt, removed: m.status === 'removed', isPrimary: m.isPrimary }));
  if (found.length === 0) return [];
  const live = found.filter((m) => !m.removed);
  const primaries = live.filter((m) => m.isPrimary);
  const events: PrimaryMembershipEvent[] = [{ type: 'PrimaryMembershipsSeeded', affiliateId: command.affiliateId, memberships: found, seededAt: command.now }];
  for (const extra of primaries.slice(1)) events.push(revoked(command.affiliateId, extra.membershipId, command.now));
  if (primaries.length === 0 && live.length > 0) events.push(madePrimary(command.affiliateId, live[0].membershipId, command.now));
  return events;
}

/** Recorded once: a second join of the same membership is the membership stream's to refuse. */
export function recordJoin(command: RecordJoin, state: PrimaryMembershipState): PrimaryMembershipEvent[] {
  if (state.memberships.some((m) => m.membershipId === command.membershipId)) return [];
  return [
    {
      type: 'MembershipJoinRecorded',
      affiliateId: command.affiliateId,
      membershipId: command.membershipId,
      programId: command.programId,
      merchantId: command.merchantId,
      isPrimary: state.primary === null,
      joinedAt: command.now,
    },
  ];
}

export function choosePrimary(command: ChoosePrimary, state: PrimaryMembershipState): PrimaryMembershipEvent[] {
  const membership = ownMembership(command.membership, command.affiliateId);
  const entry = state.memberships.find((m) => m.membershipId === command.membershipId);
  if (membership.status === 'removed' || entry?.removed) throw errors.MembershipRemoved();
  if (state.primary === command.membershipId) return [];
  const events: PrimaryMembershipEvent[] = [];
  // A membership the seed did not see (its list was behind): its own stream vouches for it.
  if (!entry) {
    const { membershipId, programId, merchantId, joinedAt } = membership;
    events.push({ type: 'MembershipJoinRecorded', affiliateId: command.affiliateId, membershipId, programId, merchantId, isPrimary: false, joinedAt });
  }
  if (state.primary) events.push(revoked(command.affiliateId, state.primary, command.now));
  events.push(madePrimary(command.affiliateId, command.membershipId, command.now));
  return events;
}

/** The removed primary hands over to the earliest joined live membership, if any. */
export function recordRemoval(command: RecordRemoval, state: PrimaryMembershipState): PrimaryMembershipEvent[] {
  const membership = ownMembership(command.membership, command.affiliateId);
  if (state.memberships.some((m) => m.membershipId === command.membershipId && m.removed)) return [];
  const wasPrimary = state.primary === command.membershipId;
  const events: PrimaryMembershipEvent[] = [
    {
      type: 'MembershipRemovalRecorded',
      affiliateId: command.affiliateId,
      membershipId: command.membershipId,
      programId: membership.programId,
      merchantId: membership.merchantId,
      wasPrimary,
      removedAt: command.now,
    },
  ];
  if (!wasPrimary) return events;
  events.push(revoked(command.affiliateId, command.membershipId, command.now));
  const next = state.memberships.find((m) => !m.removed && m.membershipId !== command.membershipId);
  if (next) events.push(madePrimary(command.affiliateId, next.membershipId, command.now));
  return events;
}

/** Someone else's membership looks missing, never "not yours". */
function ownMembership(membership: MembershipState, affiliateId: string): Exclude<MembershipState, { status: 'absent' }> {
  if (membership.status === 'absent' || membership.affiliateId !== affiliateId) throw errors.MembershipNotFound();
  return membership;
}

/**
 * Exactly one primary membership per affiliate, decided on one stream per affiliate:
 * every join, primary switch and removal is appended here at the version read, so concurrent ones
 * are serialized by the stream and each decides on what the previous one did
 * (docs/architecture/invariants.md).
 */
export const primaryMembershipDecider: Decider<PrimaryMembershipCommand, PrimaryMembershipEvent, PrimaryMembershipState> = {
  initialState,
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'StartFromMemberships':
        return startFromMemberships(command, state);
      case 'RecordJoin':
        return recordJoin(command, state);
      case 'ChoosePrimary':
        return choosePrimary(command, state);
      case 'RecordRemoval':
        return recordRemoval(command, state);
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
