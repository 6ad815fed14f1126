import type { MembershipState } from './membership.state';

/**
 * The stream is empty: start it from the affiliate's membership streams as they are (found
 * through the membership list, the one time a read model names them, docs/architecture/invariants.md).
 */
export type StartFromMemberships = {
  type: 'StartFromMemberships';
  affiliateId: string;
  memberships: MembershipState[];
  now: string;
};

/** A join the membership's stream accepts: primary when the affiliate has no primary yet. */
export type RecordJoin = {
  type: 'RecordJoin';
  affiliateId: string;
  membershipId: string;
  programId: string;
  merchantId: string;
  now: string;
};

/** The affiliate picks a primary; `membership` is that membership's own stream, folded. */
export type ChoosePrimary = {
  type: 'ChoosePrimary';
  affiliateId: string;
  membershipId: string;
  membership: MembershipState;
  now: string;
};

/** A removal the membership's stream accepts (`membership` folded, still active). */
export type RecordRemoval = {
  type: 'RecordRemoval';
  affiliateId: string;
  membershipId: string;
  membership: MembershipState;
  now: string;
};

export type PrimaryMembershipCommand = StartFromMemberships | RecordJoin | ChoosePrimary | RecordRemoval;
