import { deciderSpecification } from '../shared/decider-specification';
import { autoRejectRule, NO_LEAD_RULES } from './program-lead-rules';
import type { ChangeLeadRules } from './program.commands';
import { programDecider } from './program.decide';
import type { ProgramArchived, ProgramCreated, ProgramLeadRulesChanged } from './program.events';
import { evolve, initialState } from './program.state';

const spec = deciderSpecification(programDecider);
const now = '2026-11-03T10:00:00.000Z';
const created: ProgramCreated = {
  type: 'ProgramCreated', programId: 'p1', merchantId: 'm1', name: 'Acme calls', referralCode: 'Ab3_x-9Z', payoutCents: 4_000,
  integration: 'google', integrationId: 'i1', calendlyEventType: null, createdAt: '2026-11-01T00:00:00.000Z',
};
const change = (o: Partial<ChangeLeadRules> = {}): ChangeLeadRules => ({
  type: 'ChangeLeadRules', programId: 'p1', merchantId: 'm1', expectedCountries: ['+1', '+44'], rejectAtOrBelow: null, rejectSignals: ['self-booking-email'], now, ...o,
});
const changed: ProgramLeadRulesChanged = {
  type: 'ProgramLeadRulesChanged', programId: 'p1', merchantId: 'm1', expectedCountries: ['+1', '+44'], rejectAtOrBelow: null, rejectSignals: ['self-booking-email'], changedAt: now,
};

describe('program lead rules', () => {
  describe('when the program is live', () => {
    it('sets the expected countries and the rejection rule', () => {
      spec.given([created]).when(change()).then([changed]);
    });

    it('keeps the rules in the program state; a program that never set them has none', () => {
      expect([created].reduce(evolve, initialState)).not.toHaveProperty('leadRules');
      expect(autoRejectRule(undefined)).toBeNull();
      expect([created, changed].reduce(evolve, initialState)).toMatchObject({ leadRules: { expectedCountries: ['+1', '+44'], rejectAtOrBelow: null, rejectSignals: ['self-booking-email'] } });
    });

    it('changes nothing when the rules are the same (duplicates and order aside)', () => {
      spec.given([created, changed]).when(change({ expectedCountries: [' +1', '+44', '+1'] })).then([]);
    });

    it('clears the rules', () => {
      spec.given([created, changed]).when(change({ expectedCountries: [], rejectSignals: [] })).then([{ ...changed, expectedCountries: [], rejectSignals: [] }]);
    });

    it.each([['44'], ['+0'], ['+12345'], ['UK']])('refuses the country %p', (country) => {
      expect(spec.given([created]).when(change({ expectedCountries: [country] })).thenFails('LeadRulesInvalid').message).toContain(country);
    });

    it.each([-1, 100, 12.5])('refuses a score of %p', (rejectAtOrBelow) => {
      spec.given([created]).when(change({ rejectAtOrBelow })).thenFails('LeadRulesInvalid');
    });

    it('refuses an unknown signal', () => {
      expect(spec.given([created]).when(change({ rejectSignals: ['sketchy'] })).thenFails('LeadRulesInvalid').message).toContain('sketchy');
    });
  });

  it('is not found for another merchant, and refused on an archived program', () => {
    spec.given([created]).when(change({ merchantId: 'm2' })).thenFails('ProgramNotFound');
    spec.given([]).when(change()).thenFails('ProgramNotFound');
    const archived: ProgramArchived = { type: 'ProgramArchived', programId: 'p1', merchantId: 'm1', archivedAt: now };
    spec.given([created, archived]).when(change()).thenFails('ProgramArchivedCannotChange');
  });

  it('makes a booking rule only when the merchant set one', () => {
    expect(autoRejectRule(NO_LEAD_RULES)).toBeNull();
    expect(autoRejectRule({ expectedCountries: ['+1'], rejectAtOrBelow: 40, rejectSignals: [] })).toEqual({ rejectAtOrBelow: 40, rejectSignals: [] });
  });
});
