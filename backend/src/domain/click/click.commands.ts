import type { ClickUtm } from './click.events';

/** The handler resolves the program and membership and hashes IP and user agent; ids and time come in as data. */
export type RecordClick = {
  type: 'RecordClick';
  clickId: string;
  programId: string;
  membershipId: string | null;
  referralCode: string;
  utm: ClickUtm;
  referrer: string | null;
  ipHash: string;
  userAgentHash: string;
  programArchived: boolean;
  now: string;
};

export type ClickCommand = RecordClick;
