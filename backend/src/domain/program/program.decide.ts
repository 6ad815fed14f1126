import type { Decider } from '../shared/decider';
import type { ArchiveProgram, ChangeProgram, CreateProgram, PauseProgram, ProgramCommand, ResumeProgram } from './program.commands';
import * as errors from './program.errors';
import type { ProgramEvent } from './program.events';
import { evolve, initialState, type ProgramState } from './program.state';
import { changeDecisionTerms } from './program-decision-terms';
import { changeLeadRules } from './program-lead-rules';

type Existing = Exclude<ProgramState, { status: 'absent' }>;

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

/** The merchant's own program, or not found (another merchant learns nothing, not even that it exists). */
function owned(state: ProgramState, merchantId: string): Existing {
  if (state.status === 'absent' || state.merchantId !== merchantId) throw errors.ProgramNotFound();
  return state;
}

/**
 * Rename and change the commission. A new commission applies to calls booked after it: each call
 * carries the commission of its CallBooked, so nothing already booked changes
 * (docs/architecture/invariants.md). A field equal to today's value changes nothing.
 */
export function changeProgram(command: ChangeProgram, state: ProgramState): ProgramEvent[] {
  const program = owned(state, command.merchantId);
  if (program.status === 'archived') throw errors.ProgramArchivedCannotChange();
  const events: ProgramEvent[] = [];
  if (command.name !== undefined) {
    const name = command.name.trim();
    if (name.length === 0 || name.length > 100) throw errors.ProgramNameInvalid();
    if (name !== program.name) events.push({ type: 'ProgramRenamed', programId: program.programId, merchantId: program.merchantId, from: program.name, to: name, renamedAt: command.now });
  }
  if (command.payoutCents !== undefined) {
    const cents = command.payoutCents;
    if (!Number.isInteger(cents) || cents <= 0 || cents > MAX_PAYOUT_CENTS) throw errors.PayoutOutOfRange();
    if (cents !== program.payoutCents) {
      events.push({ type: 'ProgramCommissionChanged', programId: program.programId, merchantId: program.merchantId, fromCents: program.payoutCents, toCents: cents, changedAt: command.now });
    }
  }
  if (command.decisionTerms !== undefined) events.push(...changeDecisionTerms(program, command.decisionTerms, command.now));
  return events;
}

/** Pausing a paused program changes nothing: the first reason stands (a merchant's pause outlives a reconnect). */
export function pauseProgram(command: PauseProgram, state: ProgramState): ProgramEvent[] {
  const program = owned(state, command.merchantId);
  if (program.status === 'archived') throw errors.ProgramArchivedCannotChange();
  if (program.status === 'paused') return [];
  return [{ type: 'ProgramPaused', programId: program.programId, merchantId: program.merchantId, reason: command.reason, pausedAt: command.now }];
}

/**
 * A merchant resumes any paused program whose calendar is connected; connecting a calendar again
 * resumes only the programs its disconnection paused, never one the merchant paused.
 */
export function resumeProgram(command: ResumeProgram, state: ProgramState): ProgramEvent[] {
  const program = owned(state, command.merchantId);
  if (program.status === 'archived') throw errors.ProgramArchivedCannotChange();
  if (program.status !== 'paused') {
    if (command.reason === 'calendar-connected') return [];
    throw errors.ProgramNotPaused();
  }
  if (command.reason === 'calendar-connected' && program.pausedFor !== 'calendar-disconnected') return [];
  if (!command.calendarConnected) throw errors.CalendarNeededToResume(program.integration);
  return [{ type: 'ProgramResumed', programId: program.programId, merchantId: program.merchantId, reason: command.reason, resumedAt: command.now }];
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
      case 'ChangeProgram':
        return changeProgram(command, state);
      case 'PauseProgram':
        return pauseProgram(command, state);
      case 'ResumeProgram':
        return resumeProgram(command, state);
      case 'ChangeLeadRules':
        return changeLeadRules(command, state);
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
