export type JoinerRole = 'merchant' | 'affiliate' | 'admin';

/**
 * Facts from outside this stream come in as data, looked up by the handler: the program's merchant
 * and whether it is archived, whether this affiliate already belongs to it (read model), and
 * whether this is the affiliate's first membership.
 */
export type JoinProgram = {
  type: 'JoinProgram';
  membershipId: string;
  affiliateId: string;
  joinerRole: JoinerRole;
  programId: string;
  merchantId: string;
  programArchived: boolean;
  alreadyMember: boolean;
  isFirstMembership: boolean;
  now: string;
};

/**
 * A primary switch is two commands on two streams: SetPrimaryMembership on the new one, then
 * RevokePrimaryMembership on the old one. Both are idempotent so the handler can retry either.
 */
export type SetPrimaryMembership = {
  type: 'SetPrimaryMembership';
  membershipId: string;
  affiliateId: string;
  now: string;
};

export type RevokePrimaryMembership = {
  type: 'RevokePrimaryMembership';
  membershipId: string;
  affiliateId: string;
  now: string;
};

/** `merchantId` is the merchant asking; only the program's merchant may remove. */
export type RemoveAffiliate = {
  type: 'RemoveAffiliate';
  membershipId: string;
  merchantId: string;
  now: string;
};

export type MembershipCommand = JoinProgram | SetPrimaryMembership | RevokePrimaryMembership | RemoveAffiliate;
