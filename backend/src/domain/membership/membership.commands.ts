export type JoinerRole = 'merchant' | 'affiliate' | 'admin';

/**
 * Facts from outside this stream come in as data, looked up by the handler: the program's merchant
 * and whether it is archived (the program's stream), and whether this membership becomes the
 * affiliate's primary one, which the affiliate's primary-membership stream decides
 * (primary-membership.decide.ts). Whether the affiliate already joined is this stream's own fact:
 * one stream per affiliate and program.
 */
export type JoinProgram = {
  type: 'JoinProgram';
  membershipId: string;
  affiliateId: string;
  joinerRole: JoinerRole;
  programId: string;
  merchantId: string;
  programArchived: boolean;
  isPrimary: boolean;
  now: string;
};

/**
 * `merchantId` is the merchant asking; only the program's merchant may remove. `wasPrimary` comes
 * from the affiliate's primary-membership stream, where primacy is decided.
 */
export type RemoveAffiliate = {
  type: 'RemoveAffiliate';
  membershipId: string;
  merchantId: string;
  wasPrimary: boolean;
  now: string;
};

export type MembershipCommand = JoinProgram | RemoveAffiliate;
