import { deciderSpecification } from '../shared/decider-specification';
import type { ChangeProgram, PauseProgram, ResumeProgram } from './program.commands';
import { programDecider } from './program.decide';
import type { ProgramArchived, ProgramCreated, ProgramPaused } from './program.events';
import { evolve, initialState } from './program.state';

const spec = deciderSpecification(programDecider);
const now = '2026-11-03T10:00:00.000Z';
const created: ProgramCreated = {
  type: 'ProgramCreated', programId: 'p1', merchantId: 'm1', name: 'Acme calls', referralCode: 'Ab3_x-9Z', payoutCents: 4_000,
  integration: 'google', integrationId: 'i1', calendlyEventType: null, createdAt: '2026-11-01T00:00:00.000Z',
};
const archived: ProgramArchived = { type: 'ProgramArchived', programId: 'p1', merchantId: 'm1', archivedAt: now };
const paused = (reason: ProgramPaused['reason']): ProgramPaused => ({ type: 'ProgramPaused', programId: 'p1', merchantId: 'm1', reason, pausedAt: now });
const change = (o: Partial<ChangeProgram>): ChangeProgram => ({ type: 'ChangeProgram', programId: 'p1', merchantId: 'm1', now, ...o });
const pause = (reason: PauseProgram['reason'] = 'merchant', merchantId = 'm1'): PauseProgram => ({ type: 'PauseProgram', programId: 'p1', merchantId, reason, now });
const resume = (o: Partial<ResumeProgram> = {}): ResumeProgram => ({ type: 'ResumeProgram', programId: 'p1', merchantId: 'm1', reason: 'merchant', calendarConnected: true, now, ...o });

describe('program changes', () => {
  it('changes the commission from today\'s to the new one, for calls booked from now on', () => {
    spec.given([created]).when(change({ payoutCents: 5_000 })).then([
      { type: 'ProgramCommissionChanged', programId: 'p1', merchantId: 'm1', fromCents: 4_000, toCents: 5_000, changedAt: now },
    ]);
    const state = [created, { type: 'ProgramCommissionChanged' as const, programId: 'p1', merchantId: 'm1', fromCents: 4_000, toCents: 5_000, changedAt: now }].reduce(evolve, initialState);
    expect(state).toMatchObject({ payoutCents: 5_000 });
  });

  it('renames (trimmed), both in one change, and changes nothing for equal values', () => {
    spec.given([created]).when(change({ name: '  Acme discovery  ', payoutCents: 4_500 })).then([
      { type: 'ProgramRenamed', programId: 'p1', merchantId: 'm1', from: 'Acme calls', to: 'Acme discovery', renamedAt: now },
      { type: 'ProgramCommissionChanged', programId: 'p1', merchantId: 'm1', fromCents: 4_000, toCents: 4_500, changedAt: now },
    ]);
    spec.given([created]).when(change({ name: 'Acme calls', payoutCents: 4_000 })).then([]);
  });

  it.each([0, -1, 1_000_001, 10.5])('refuses a commission of %p cents', (payoutCents) => {
    spec.given([created]).when(change({ payoutCents })).thenFails('PayoutOutOfRange');
  });

  it.each(['', '   ', 'x'.repeat(101)])('refuses the name %p', (name) => {
    spec.given([created]).when(change({ name })).thenFails('ProgramNameInvalid');
  });

  it("keeps other merchants out and refuses changes to a deleted program", () => {
    spec.given([created]).when(change({ merchantId: 'm2', payoutCents: 1 })).thenFails('ProgramNotFound');
    spec.given([]).when(change({ payoutCents: 1 })).thenFails('ProgramNotFound');
    spec.given([created, archived]).when(change({ payoutCents: 1 })).thenFails('ProgramArchivedCannotChange');
    spec.given([created, archived]).when(pause()).thenFails('ProgramArchivedCannotChange');
    spec.given([created, archived]).when(resume()).thenFails('ProgramArchivedCannotChange');
    spec.given([created]).when(pause('merchant', 'm2')).thenFails('ProgramNotFound');
  });

  it('pauses once; a second pause keeps the first reason', () => {
    spec.given([created]).when(pause('calendar-disconnected')).then([paused('calendar-disconnected')]);
    spec.given([created, paused('merchant')]).when(pause('calendar-disconnected')).then([]);
    expect([created, paused('merchant')].reduce(evolve, initialState)).toMatchObject({ status: 'paused', pausedFor: 'merchant' });
  });

  it('resumes a paused program when its calendar is connected, and says what to do when it is not', () => {
    spec.given([created, paused('merchant')]).when(resume()).then([{ type: 'ProgramResumed', programId: 'p1', merchantId: 'm1', reason: 'merchant', resumedAt: now }]);
    const error = spec.given([created, paused('calendar-disconnected')]).when(resume({ calendarConnected: false })).thenFails('CalendarNeededToResume');
    expect(error.message).toMatch(/Google Calendar, which is not connected/);
    spec.given([created]).when(resume()).thenFails('ProgramNotPaused');
  });

  it('connecting the calendar again resumes only what the disconnection paused', () => {
    spec.given([created, paused('calendar-disconnected')]).when(resume({ reason: 'calendar-connected' })).then([
      { type: 'ProgramResumed', programId: 'p1', merchantId: 'm1', reason: 'calendar-connected', resumedAt: now },
    ]);
    spec.given([created, paused('merchant')]).when(resume({ reason: 'calendar-connected' })).then([]);
    spec.given([created]).when(resume({ reason: 'calendar-connected' })).then([]);
  });
});
