/** The account's role as the users table says; the handler looks it up (404 when there is no such user). */
export type AccountRole = 'merchant' | 'affiliate' | 'admin';

export type SuspendAccount = {
  type: 'SuspendAccount';
  userId: string;
  role: AccountRole;
  reason: string;
  adminId: string;
  now: string;
};

export type ReinstateAccount = {
  type: 'ReinstateAccount';
  userId: string;
  adminId: string;
  note?: string;
  now: string;
};

export type AccountStatusCommand = SuspendAccount | ReinstateAccount;
