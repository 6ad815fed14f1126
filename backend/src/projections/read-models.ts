/**
 * The read models' names, for commands that wait for the ones their answer and the next screen
 * read (docs/architecture/projections.md): a write waits for these, not for every read model.
 */
export const READ_MODEL = {
  activity: 'activity-by-day',
  programs: 'program-list',
  memberships: 'membership-list',
  calls: 'call-list',
  clicks: 'click-list',
  wallets: 'wallets',
  ledger: 'ledger',
  payouts: 'payouts',
  eventLog: 'event-log',
  disputes: 'dispute-list',
  statement: 'merchant-statement',
  contact: 'contact-messages',
  unattributed: 'unattributed-bookings',
  accountSuspensions: 'account-suspensions',
  reputation: 'program-reputation',
  notifications: 'notifications',
} as const;

export type ReadModelName = (typeof READ_MODEL)[keyof typeof READ_MODEL];
