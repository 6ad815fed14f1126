import type { MembershipMadePrimary, MembershipPrimaryRevoked } from './membership.events';

/** One of the affiliate's memberships as its own stream told it when this stream began. */
export type SeededMembership = {
  membershipId: string;
  programId: string;
  merchantId: string;
  joinedAt: string;
  removed: boolean;
  isPrimary: boolean;
};

/**
 * The first event of an affiliate's primary-membership stream when the affiliate already had
 * memberships (data from before this stream existed): what their streams said, in join order.
 */
export type PrimaryMembershipsSeeded = {
  type: 'PrimaryMembershipsSeeded';
  affiliateId: string;
  memberships: SeededMembership[];
  seededAt: string;
};

/**
 * A join decided here first, so concurrent joins meet on this stream's version; the membership's
 * own stream then gets AffiliateJoinedProgram with the same `isPrimary`. It carries what that event
 * needs, so a join cut short between the two appends can be completed by the next command.
 */
export type MembershipJoinRecorded = {
  type: 'MembershipJoinRecorded';
  affiliateId: string;
  membershipId: string;
  programId: string;
  merchantId: string;
  isPrimary: boolean;
  joinedAt: string;
};

/** A removal decided here first; the membership's stream then gets AffiliateRemovedFromProgram. */
export type MembershipRemovalRecorded = {
  type: 'MembershipRemovalRecorded';
  affiliateId: string;
  membershipId: string;
  programId: string;
  merchantId: string;
  wasPrimary: boolean;
  removedAt: string;
};

/**
 * The affiliate's primary-membership stream (docs/architecture/invariants.md). Primary switches
 * are MembershipMadePrimary / MembershipPrimaryRevoked, the same events the membership list shows.
 */
export type PrimaryMembershipEvent =
  | PrimaryMembershipsSeeded
  | MembershipJoinRecorded
  | MembershipRemovalRecorded
  | MembershipMadePrimary
  | MembershipPrimaryRevoked;
