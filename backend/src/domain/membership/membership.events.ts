/** `isPrimary` is true for the affiliate's first membership: exactly one primary per affiliate (SPEC.md 4). */
export type AffiliateJoinedProgram = {
  type: 'AffiliateJoinedProgram';
  membershipId: string;
  affiliateId: string;
  programId: string;
  merchantId: string;
  isPrimary: boolean;
  joinedAt: string;
};

export type MembershipMadePrimary = {
  type: 'MembershipMadePrimary';
  membershipId: string;
  affiliateId: string;
  madePrimaryAt: string;
};

/** The other half of a primary switch, appended to the previously primary membership's stream. */
export type MembershipPrimaryRevoked = {
  type: 'MembershipPrimaryRevoked';
  membershipId: string;
  affiliateId: string;
  revokedAt: string;
};

/** `wasPrimary` lets a policy promote another membership so the affiliate keeps one primary. */
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
