import type { DecisionTerms } from '../call/call.events';
import type { CalendlyEventType, Integration, PauseReason } from './program.events';

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

/** Rename and/or change the commission; a field left out (or equal to today's) is not changed. */
export type ChangeProgram = {
  type: 'ChangeProgram';
  programId: string;
  merchantId: string;
  name?: string;
  payoutCents?: number;
  decisionTerms?: DecisionTerms;
  now: string;
};

export type PauseProgram = {
  type: 'PauseProgram';
  programId: string;
  merchantId: string;
  reason: PauseReason;
  now: string;
};

/**
 * `calendarConnected`: whether the merchant has an active calendar of the program's kind, which
 * the handler looks up; a program paused because its calendar went away waits for one.
 */
export type ResumeProgram = {
  type: 'ResumeProgram';
  programId: string;
  merchantId: string;
  reason: 'merchant' | 'calendar-connected';
  calendarConnected: boolean;
  now: string;
};

/** Replace the program's lead rules (docs/product/lead-quality.md); the decider validates them. */
export type ChangeLeadRules = {
  type: 'ChangeLeadRules';
  programId: string;
  merchantId: string;
  expectedCountries: string[];
  rejectAtOrBelow: number | null;
  rejectSignals: string[];
  now: string;
};

export type ProgramCommand = CreateProgram | ArchiveProgram | ChangeProgram | PauseProgram | ResumeProgram | ChangeLeadRules;
