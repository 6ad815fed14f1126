import { deciderSpecification } from '../shared/decider-specification';
import type { ArchiveProgram, CreateProgram } from './program.commands';
import { programDecider } from './program.decide';
import type { ProgramArchived, ProgramCreated } from './program.events';

const spec = deciderSpecification(programDecider);
const now = '2025-08-06T10:00:00.000Z';
const later = '2025-08-07T10:00:00.000Z';
const meetingType = { uri: 'https://api.calendly.com/event_types/ET1', name: 'Discovery call', schedulingUrl: 'https://calendly.com/acme/discovery' };

const create = (overrides: Partial<CreateProgram> = {}): CreateProgram => ({
  type: 'CreateProgram',
  programId: 'p1',
  merchantId: 'm1',
  name: 'Acme discovery calls',
  referralCode: 'Ab3_x-9Z',
  payoutCents: 5_000,
  integration: 'google',
  integrationId: 'i1',
  calendlyEventType: null,
  now,
  ...overrides,
});

// Same shape and key order as the decider builds it: the specification compares JSON.
const created = (command: CreateProgram = create()): ProgramCreated => ({
  type: 'ProgramCreated',
  programId: command.programId,
  merchantId: command.merchantId,
  name: command.name,
  referralCode: command.referralCode,
  payoutCents: command.payoutCents,
  integration: command.integration,
  integrationId: command.integrationId,
  calendlyEventType: command.calendlyEventType,
  createdAt: command.now,
});

const archive = (merchantId = 'm1'): ArchiveProgram => ({ type: 'ArchiveProgram', programId: 'p1', merchantId, now: later });
const archived: ProgramArchived = { type: 'ProgramArchived', programId: 'p1', merchantId: 'm1', archivedAt: later };

describe('program', () => {
  describe('when it does not exist', () => {
    it('creates a Google program', () => {
      spec.given([]).when(create()).then([created()]);
    });

    it('creates a Calendly program with its meeting type', () => {
      const command = create({ integration: 'calendly', calendlyEventType: meetingType });
      spec.given([]).when(command).then([created(command)]);
    });

    it.each([1, 1_000_000])('accepts a commission of %p cent(s)', (payoutCents) => {
      const command = create({ payoutCents });
      spec.given([]).when(command).then([created(command)]);
    });

    it.each([0, -100, 1_000_001, 12.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses a commission of %p cents', (payoutCents) => {
      const error = spec.given([]).when(create({ payoutCents })).thenFails('PayoutOutOfRange');
      expect(error.kind).toBe('invalid');
      expect(error.message).toBe('The commission must be more than $0 and at most $10,000.');
    });

    it('refuses a Calendly program without a meeting type', () => {
      const error = spec.given([]).when(create({ integration: 'calendly', calendlyEventType: null })).thenFails('CalendlyEventTypeRequired');
      expect(error.message).toBe('Please select a Calendly meeting type for this program.');
    });

    it('refuses a Google program with a meeting type', () => {
      spec.given([]).when(create({ integration: 'google', calendlyEventType: meetingType })).thenFails('EventTypeOnlyForCalendly');
    });

    it.each(['a'.repeat(8), 'Z'.repeat(32), 'abc-DEF_123'])('accepts the referral code %p', (referralCode) => {
      const command = create({ referralCode });
      spec.given([]).when(command).then([created(command)]);
    });

    it.each(['', 'a'.repeat(7), 'a'.repeat(33), 'abcd efgh', 'abcd/efgh', 'abcdéfgh', 'abcd?ref='])('refuses the referral code %p', (referralCode) => {
      spec.given([]).when(create({ referralCode })).thenFails('ReferralCodeMalformed');
    });

    it('cannot be archived', () => {
      const error = spec.given([]).when(archive()).thenFails('ProgramNotFound');
      expect(error.kind).toBe('not-found');
    });
  });

  describe('when active', () => {
    it('refuses to be created again', () => {
      const error = spec.given([created()]).when(create()).thenFails('ProgramAlreadyExists');
      expect(error.kind).toBe('conflict');
    });

    it('is archived by its merchant', () => {
      spec.given([created()]).when(archive()).then([archived]);
    });

    it('looks missing to another merchant', () => {
      const error = spec.given([created()]).when(archive('m2')).thenFails('ProgramNotFound');
      expect(error.kind).toBe('not-found');
    });
  });

  describe('when archived', () => {
    it('refuses to be archived again', () => {
      const error = spec.given([created(), archived]).when(archive()).thenFails('ProgramAlreadyArchived');
      expect(error.kind).toBe('conflict');
    });

    it('still looks missing to another merchant, who learns nothing of its state', () => {
      spec.given([created(), archived]).when(archive('m2')).thenFails('ProgramNotFound');
    });

    it('refuses to be created again', () => {
      spec.given([created(), archived]).when(create()).thenFails('ProgramAlreadyExists');
    });
  });

  describe('when replayed', () => {
    it('keeps the owner, name, code, payout and integration, and marks the archive', () => {
      const state = [created(), archived].reduce(programDecider.evolve, programDecider.initialState);
      expect(state).toEqual({ status: 'archived', programId: 'p1', merchantId: 'm1', name: 'Acme discovery calls', referralCode: 'Ab3_x-9Z', payoutCents: 5_000, integration: 'google', pausedFor: null, decisionTerms: { days: 7, onDeadline: 'escalate' } });
    });
  });
});
