import { deciderSpecification } from '../shared/decider-specification';
import type { JoinProgram, RemoveAffiliate } from './membership.commands';
import { membershipDecider } from './membership.decide';
import type { AffiliateJoinedProgram, AffiliateRemovedFromProgram, MembershipMadePrimary, MembershipPrimaryRevoked } from './membership.events';

const spec = deciderSpecification(membershipDecider);
const now = '2025-08-06T10:00:00.000Z';
const later = '2025-08-07T10:00:00.000Z';

const join = (overrides: Partial<JoinProgram> = {}): JoinProgram => ({
  type: 'JoinProgram',
  membershipId: 'ms1',
  affiliateId: 'a1',
  joinerRole: 'affiliate',
  programId: 'p1',
  merchantId: 'm1',
  programArchived: false,
  isPrimary: true,
  now,
  ...overrides,
});
const remove = (overrides: Partial<RemoveAffiliate> = {}): RemoveAffiliate => ({ type: 'RemoveAffiliate', membershipId: 'ms1', merchantId: 'm1', wasPrimary: false, now: later, ...overrides });

// Same key order as the decider builds them: the specification compares JSON.
const joined = (isPrimary: boolean): AffiliateJoinedProgram => ({
  type: 'AffiliateJoinedProgram',
  membershipId: 'ms1',
  affiliateId: 'a1',
  programId: 'p1',
  merchantId: 'm1',
  isPrimary,
  joinedAt: now,
});
const madePrimary: MembershipMadePrimary = { type: 'MembershipMadePrimary', membershipId: 'ms1', affiliateId: 'a1', madePrimaryAt: later };
const revoked: MembershipPrimaryRevoked = { type: 'MembershipPrimaryRevoked', membershipId: 'ms1', affiliateId: 'a1', revokedAt: later };
const removed = (wasPrimary: boolean): AffiliateRemovedFromProgram => ({
  type: 'AffiliateRemovedFromProgram',
  membershipId: 'ms1',
  affiliateId: 'a1',
  programId: 'p1',
  merchantId: 'm1',
  wasPrimary,
  removedAt: later,
});

describe('membership', () => {
  describe('when the affiliate has not joined', () => {
    it('joins, primary as the primary-membership stream decided', () => {
      spec.given([]).when(join()).then([joined(true)]);
      spec.given([]).when(join({ isPrimary: false })).then([joined(false)]);
    });

    it.each(['merchant', 'admin'] as const)('refuses a joiner whose role is %s', (joinerRole) => {
      spec.given([]).when(join({ joinerRole })).thenFails('OnlyAffiliatesCanJoin');
    });

    it('refuses an archived program with the expired message', () => {
      const error = spec.given([]).when(join({ programArchived: true })).thenFails('ProgramExpired');
      expect(error.kind).toBe('conflict');
      expect(error.message).toBe('This program has expired. Please contact the merchant for a new link.');
    });

    it('cannot be removed', () => {
      const error = spec.given([]).when(remove()).thenFails('MembershipNotFound');
      expect(error.kind).toBe('not-found');
    });
  });

  describe('when joined', () => {
    const history = [joined(false)];

    it('refuses a second join: the stream itself knows, whatever the read model says', () => {
      const error = spec.given(history).when(join()).thenFails('AlreadyMember');
      expect(error.kind).toBe('conflict');
      expect(error.message).toBe('You have already joined this program.');
    });

    it('tells a member of an archived program they already joined', () => {
      spec.given(history).when(join({ programArchived: true })).thenFails('AlreadyMember');
    });

    it('is removed by the program merchant, saying whether it was primary', () => {
      spec.given(history).when(remove()).then([removed(false)]);
      spec.given([joined(true)]).when(remove({ wasPrimary: true })).then([removed(true)]);
    });

    it('looks missing to another merchant', () => {
      const error = spec.given(history).when(remove({ merchantId: 'm2' })).thenFails('MembershipNotFound');
      expect(error.kind).toBe('not-found');
    });

    it('still folds primary switches written before the primary-membership stream existed', () => {
      expect([joined(false), madePrimary].reduce(membershipDecider.evolve, membershipDecider.initialState)).toMatchObject({ isPrimary: true, joinedAt: now });
      expect([joined(true), revoked].reduce(membershipDecider.evolve, membershipDecider.initialState)).toMatchObject({ isPrimary: false });
    });
  });

  describe('when removed', () => {
    const history = [joined(true), removed(true)];

    it('refuses to be removed again', () => {
      const error = spec.given(history).when(remove()).thenFails('AffiliateAlreadyRemoved');
      expect(error.kind).toBe('conflict');
    });

    it('still looks missing to another merchant', () => {
      spec.given(history).when(remove({ merchantId: 'm2' })).thenFails('MembershipNotFound');
    });

    it('refuses the affiliate rejoining', () => {
      spec.given(history).when(join({ isPrimary: false })).thenFails('RemovedAffiliateCannotRejoin');
    });

    it('is no longer primary', () => {
      expect(history.reduce(membershipDecider.evolve, membershipDecider.initialState)).toMatchObject({ status: 'removed', isPrimary: false });
    });
  });
});
