/** Only these accounts can be suspended; an admin never (account-status.decide.ts). */
export type SuspendableRole = 'merchant' | 'affiliate';

/**
 * An admin stopped the account: its sessions end, it cannot sign in, and its links take no
 * bookings (docs/architecture/invariants.md). Nothing of its history is removed.
 */
export type AccountSuspended = {
  type: 'AccountSuspended';
  userId: string;
  role: SuspendableRole;
  reason: string;
  /** The admin's user id (also the actor in the event's metadata). */
  suspendedBy: string;
  suspendedAt: string;
};

/** Sign-in and links work again; the suspension stays in the history. */
export type AccountReinstated = {
  type: 'AccountReinstated';
  userId: string;
  reinstatedBy: string;
  reinstatedAt: string;
  note?: string;
};

export type AccountStatusEvent = AccountSuspended | AccountReinstated;
