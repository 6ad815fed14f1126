import { deciderSpecification } from '../shared/decider-specification';
import type { JoinProgram, RemoveAffiliate, RevokePrimaryMembership, SetPrimaryMembership } from './membership.commands';
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
  alreadyMember: false,
  isFirstMembership: true,
  now,
  ...overrides,
});
const setPrimary = (affiliateId = 'a1'): SetPrimaryMembership => ({ type: 'SetPrimaryMembership', membershipId: 'ms1', affiliateId, now: later });
const revokePrimary = (affiliateId = 'a1'): RevokePrimaryMembership => ({ type: 'RevokePrimaryMembership', membershipId: 'ms1', affiliateId, now: later });
const remove = (merchantId = 'm1'): RemoveAffiliate => ({ type: 'RemoveAffiliate', membershipId: 'ms1', merchantId, now: later });

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
    it('joins, as primary when it is the first membership', () => {
      spec.given([]).when(join()).then([joined(true)]);
    });

    it('joins, not primary when the affiliate already has memberships', () => {
      spec.given([]).when(join({ isFirstMembership: false })).then([joined(false)]);
    });

    it.each(['merchant', 'admin'] as const)('refuses a joiner whose role is %s', (joinerRole) => {
      spec.given([]).when(join({ joinerRole })).thenFails('OnlyAffiliatesCanJoin');
    });

    it('refuses an archived program with the expired message', () => {
      const error = spec.given([]).when(join({ programArchived: true })).thenFails('ProgramExpired');
      expect(error.kind).toBe('conflict');
      expect(error.message).toBe('This program has expired. Please contact the merchant for a new link.');
    });

    it('refuses an affiliate already in the program', () => {
      const error = spec.given([]).when(join({ alreadyMember: true })).thenFails('AlreadyMember');
      expect(error.kind).toBe('conflict');
      expect(error.message).toBe('You have already joined this program.');
    });

    it('tells a member of an archived program they already joined', () => {
      spec.given([]).when(join({ alreadyMember: true, programArchived: true })).thenFails('AlreadyMember');
    });

    it.each([
      ['set primary', setPrimary()],
      ['revoke primary', revokePrimary()],
      ['remove', remove()],
    ])('cannot %s', (_, command) => {
      const error = spec.given([]).when(command).thenFails('MembershipNotFound');
      expect(error.kind).toBe('not-found');
    });
  });

  describe('when joined and not primary', () => {
    const history = [joined(false)];

    it('refuses a second join even when the read model has not caught up', () => {
      spec.given(history).when(join({ alreadyMember: false })).thenFails('AlreadyMember');
    });

    it('becomes primary', () => {
      spec.given(history).when(setPrimary()).then([madePrimary]);
    });

    it('looks missing to another affiliate', () => {
      spec.given(history).when(setPrimary('a2')).thenFails('MembershipNotFound');
      spec.given(history).when(revokePrimary('a2')).thenFails('MembershipNotFound');
    });

    it('has nothing to revoke', () => {
      spec.given(history).when(revokePrimary()).then([]);
    });

    it('is removed by the program merchant', () => {
      spec.given(history).when(remove()).then([removed(false)]);
    });

    it('looks missing to another merchant', () => {
      const error = spec.given(history).when(remove('m2')).thenFails('MembershipNotFound');
      expect(error.kind).toBe('not-found');
    });
  });

  describe('when primary', () => {
    it('produces nothing when made primary again', () => {
      spec.given([joined(true)]).when(setPrimary()).then([]);
      spec.given([joined(false), madePrimary]).when(setPrimary()).then([]);
    });

    it('gives up primacy when another membership takes it', () => {
      spec.given([joined(true)]).when(revokePrimary()).then([revoked]);
    });

    it('is removed, saying it was primary so another can be promoted', () => {
      spec.given([joined(true)]).when(remove()).then([removed(true)]);
    });
  });

  describe('when primacy was revoked', () => {
    const history = [joined(true), revoked];

    it('can be made primary again', () => {
      spec.given(history).when(setPrimary()).then([madePrimary]);
    });

    it('produces nothing when revoked again', () => {
      spec.given(history).when(revokePrimary()).then([]);
    });
  });

  describe('when removed', () => {
    const history = [joined(true), removed(true)];

    it('refuses to be removed again', () => {
      const error = spec.given(history).when(remove()).thenFails('AffiliateAlreadyRemoved');
      expect(error.kind).toBe('conflict');
    });

    it('still looks missing to another merchant', () => {
      spec.given(history).when(remove('m2')).thenFails('MembershipNotFound');
    });

    it('refuses to become primary', () => {
      spec.given(history).when(setPrimary()).thenFails('MembershipRemoved');
    });

    it('is no longer primary, so revoking produces nothing', () => {
      spec.given(history).when(revokePrimary()).then([]);
    });

    it('refuses the affiliate rejoining', () => {
      spec.given(history).when(join({ isFirstMembership: false })).thenFails('RemovedAffiliateCannotRejoin');
    });
  });
});
