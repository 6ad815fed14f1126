import type { Decider } from '../shared/decider';
import type { ArchiveProgram, CreateProgram, ProgramCommand } from './program.commands';
import * as errors from './program.errors';
import type { ProgramEvent } from './program.events';
import { evolve, initialState, type ProgramState } from './program.state';

/** $10,000: the largest commission per approved call (issue 3). */
export const MAX_PAYOUT_CENTS = 1_000_000;

// URL-safe so it can travel in `?ref=` and paths unescaped; uniqueness (case-insensitive) is the database's job.
const REFERRAL_CODE = /^[A-Za-z0-9_-]{8,32}$/;

export function createProgram(command: CreateProgram, state: ProgramState): ProgramEvent[] {
  if (state.status !== 'absent') throw errors.ProgramAlreadyExists();
  const { payoutCents, integration, calendlyEventType } = command;
  if (!Number.isInteger(payoutCents) || payoutCents <= 0 || payoutCents > MAX_PAYOUT_CENTS) throw errors.PayoutOutOfRange();
  if (integration === 'calendly' && calendlyEventType === null) throw errors.CalendlyEventTypeRequired();
  if (integration === 'google' && calendlyEventType !== null) throw errors.EventTypeOnlyForCalendly();
  if (!REFERRAL_CODE.test(command.referralCode)) throw errors.ReferralCodeMalformed();
  return [
    {
      type: 'ProgramCreated',
      programId: command.programId,
      merchantId: command.merchantId,
      name: command.name,
      referralCode: command.referralCode,
      payoutCents,
      integration,
      integrationId: command.integrationId,
      calendlyEventType,
      createdAt: command.now,
    },
  ];
}

export function archiveProgram(command: ArchiveProgram, state: ProgramState): ProgramEvent[] {
  // Ownership before anything else, so another merchant learns nothing, not even that it is archived.
  if (state.status === 'absent' || state.merchantId !== command.merchantId) throw errors.ProgramNotFound();
  if (state.status === 'archived') throw errors.ProgramAlreadyArchived();
  return [{ type: 'ProgramArchived', programId: state.programId, merchantId: state.merchantId, archivedAt: command.now }];
}

export const programDecider: Decider<ProgramCommand, ProgramEvent, ProgramState> = {
  initialState,
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'CreateProgram':
        return createProgram(command, state);
      case 'ArchiveProgram':
        return archiveProgram(command, state);
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
