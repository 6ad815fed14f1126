import type { CalendlyEventType, Integration } from './program.events';

/**
 * The handler generates `programId` and `referralCode` and checks that `integrationId` is an active
 * integration of this merchant (and the meeting type one of its types); the decider checks the rest.
 */
export type CreateProgram = {
  type: 'CreateProgram';
  programId: string;
  merchantId: string;
  name: string;
  referralCode: string;
  payoutCents: number;
  integration: Integration;
  integrationId: string;
  calendlyEventType: CalendlyEventType | null;
  now: string;
};

/** `merchantId` is the merchant asking, not necessarily the owner. */
export type ArchiveProgram = {
  type: 'ArchiveProgram';
  programId: string;
  merchantId: string;
  now: string;
};

export type ProgramCommand = CreateProgram | ArchiveProgram;
