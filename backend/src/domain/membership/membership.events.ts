/**
 * `isPrimary`: true when the affiliate had no primary membership, as the affiliate's
 * primary-membership stream decided just before (exactly one primary per affiliate,
 * docs/architecture/invariants.md).
 */
export type AffiliateJoinedProgram = {
  type: 'AffiliateJoinedProgram';
  membershipId: string;
  affiliateId: string;
  programId: string;
  merchantId: string;
  isPrimary: boolean;
  joinedAt: string;
};

/**
 * Who is primary changes on the affiliate's primary-membership stream, which appends these two
 * (primary-membership.events.ts); older membership streams carry them too, from before it existed.
 */
export type MembershipMadePrimary = {
  type: 'MembershipMadePrimary';
  membershipId: string;
  affiliateId: string;
  madePrimaryAt: string;
};

/** The other half of a primary switch: the previously primary membership gives it up. */
export type MembershipPrimaryRevoked = {
  type: 'MembershipPrimaryRevoked';
  membershipId: string;
  affiliateId: string;
  revokedAt: string;
};

/** `wasPrimary` as the affiliate's primary-membership stream saw it, which promoted another one. */
export type AffiliateRemovedFromProgram = {
  type: 'AffiliateRemovedFromProgram';
  membershipId: string;
  affiliateId: string;
  programId: string;
  merchantId: string;
  wasPrimary: boolean;
  removedAt: string;
};

export type MembershipEvent = AffiliateJoinedProgram | MembershipMadePrimary | MembershipPrimaryRevoked | AffiliateRemovedFromProgram;
