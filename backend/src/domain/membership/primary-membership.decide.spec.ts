import { deciderSpecification } from '../shared/decider-specification';
import type { MembershipMadePrimary, MembershipPrimaryRevoked } from './membership.events';
import type { MembershipState } from './membership.state';
import type { ChoosePrimary, RecordJoin, RecordRemoval, StartFromMemberships } from './primary-membership.commands';
import { primaryMembershipDecider } from './primary-membership.decide';
import type { MembershipJoinRecorded, MembershipRemovalRecorded, PrimaryMembershipsSeeded } from './primary-membership.events';

const spec = deciderSpecification(primaryMembershipDecider);
const t0 = '2025-08-01T10:00:00.000Z';
const t1 = '2025-08-02T10:00:00.000Z';
const now = '2025-08-06T10:00:00.000Z';

const membership = (id: string, overrides: Partial<Exclude<MembershipState, { status: 'absent' }>> = {}): MembershipState => ({
  status: 'active',
  membershipId: id,
  affiliateId: 'a1',
  programId: `p-${id}`,
  merchantId: `m-${id}`,
  isPrimary: false,
  joinedAt: t0,
  ...overrides,
});
const absent: MembershipState = { status: 'absent' };

const start = (memberships: MembershipState[]): StartFromMemberships => ({ type: 'StartFromMemberships', affiliateId: 'a1', memberships, now });
const recordJoin = (id: string): RecordJoin => ({ type: 'RecordJoin', affiliateId: 'a1', membershipId: id, programId: `p-${id}`, merchantId: `m-${id}`, now });
const choose = (id: string, state: MembershipState = membership(id), affiliateId = 'a1'): ChoosePrimary => ({ type: 'ChoosePrimary', affiliateId, membershipId: id, membership: state, now });
const recordRemoval = (id: string): RecordRemoval => ({ type: 'RecordRemoval', affiliateId: 'a1', membershipId: id, membership: membership(id), now });

// Same key order as the decider builds them: the specification compares JSON.
const joinRecorded = (id: string, isPrimary: boolean, joinedAt = now): MembershipJoinRecorded => ({
  type: 'MembershipJoinRecorded',
  affiliateId: 'a1',
  membershipId: id,
  programId: `p-${id}`,
  merchantId: `m-${id}`,
  isPrimary,
  joinedAt,
});
const removalRecorded = (id: string, wasPrimary: boolean): MembershipRemovalRecorded => ({
  type: 'MembershipRemovalRecorded',
  affiliateId: 'a1',
  membershipId: id,
  programId: `p-${id}`,
  merchantId: `m-${id}`,
  wasPrimary,
  removedAt: now,
});
const madePrimary = (id: string): MembershipMadePrimary => ({ type: 'MembershipMadePrimary', membershipId: id, affiliateId: 'a1', madePrimaryAt: now });
const revoked = (id: string): MembershipPrimaryRevoked => ({ type: 'MembershipPrimaryRevoked', membershipId: id, affiliateId: 'a1', revokedAt: now });
const seeded = (entries: [id: string, joinedAt: string, removed: boolean, isPrimary: boolean][]): PrimaryMembershipsSeeded => ({
  type: 'PrimaryMembershipsSeeded',
  affiliateId: 'a1',
  memberships: entries.map(([id, joinedAt, removed, isPrimary]) => ({ membershipId: id, programId: `p-${id}`, merchantId: `m-${id}`, joinedAt, removed, isPrimary })),
  seededAt: now,
});

describe('primary membership', () => {
  describe('when the stream is empty', () => {
    it('starts empty for an affiliate without memberships: the first join starts the stream', () => {
      spec.given([]).when(start([absent])).then([]);
      spec.given([]).when(recordJoin('x')).then([joinRecorded('x', true)]);
    });

    it('starts from the membership streams in join order, keeping their primary', () => {
      const later = membership('y', { joinedAt: t1, isPrimary: true });
      spec.given([]).when(start([later, membership('x')])).then([seeded([['x', t0, false, false], ['y', t1, false, true]])]);
    });

    it('repairs older data: keeps the earliest primary and revokes the others', () => {
      const memberships = [membership('x', { isPrimary: true }), membership('y', { joinedAt: t1, isPrimary: true })];
      spec.given([]).when(start(memberships)).then([seeded([['x', t0, false, true], ['y', t1, false, true]]), revoked('y')]);
    });

    it('repairs older data: makes the earliest live membership primary when none is', () => {
      const memberships = [membership('x', { status: 'removed' }), membership('y', { joinedAt: t1 })];
      spec.given([]).when(start(memberships)).then([seeded([['x', t0, true, false], ['y', t1, false, false]]), madePrimary('y')]);
    });

    it("leaves out another affiliate's membership", () => {
      spec.given([]).when(start([membership('x', { affiliateId: 'a2' })])).then([]);
    });
  });

  describe('when started', () => {
    const history = [joinRecorded('x', true), joinRecorded('y', false)];

    it('is started only once', () => {
      spec.given(history).when(start([membership('z')])).then([]);
    });

    it('records a later join as not primary, and the same join only once', () => {
      spec.given(history).when(recordJoin('z')).then([joinRecorded('z', false)]);
      spec.given(history).when(recordJoin('y')).then([]);
    });

    it('switches the primary: the old one revoked, the new one made primary', () => {
      spec.given(history).when(choose('y')).then([revoked('x'), madePrimary('y')]);
    });

    it('produces nothing when the chosen one is already primary', () => {
      spec.given(history).when(choose('x')).then([]);
      spec.given([...history, revoked('x'), madePrimary('y')]).when(choose('y')).then([]);
    });

    it("answers not found for another affiliate's or an unknown membership", () => {
      spec.given(history).when(choose('y', membership('y', { affiliateId: 'a2' }))).thenFails('MembershipNotFound');
      spec.given(history).when(choose('w', absent)).thenFails('MembershipNotFound');
    });

    it('records a membership the seed did not see, as its own stream tells it, before making it primary', () => {
      spec.given(history).when(choose('z', membership('z', { joinedAt: t1 }))).then([joinRecorded('z', false, t1), revoked('x'), madePrimary('z')]);
    });

    it('removes a membership that is not primary without touching the primary', () => {
      spec.given(history).when(recordRemoval('y')).then([removalRecorded('y', false)]);
    });

    it('hands a removed primary over to the earliest joined live membership', () => {
      spec.given([...history, joinRecorded('z', false)]).when(recordRemoval('x')).then([removalRecorded('x', true), revoked('x'), madePrimary('y')]);
    });

    it('leaves no primary when the last membership goes; the next join becomes primary', () => {
      const alone = [joinRecorded('x', true)];
      spec.given(alone).when(recordRemoval('x')).then([removalRecorded('x', true), revoked('x')]);
      spec.given([...alone, removalRecorded('x', true), revoked('x')]).when(recordJoin('y')).then([joinRecorded('y', true)]);
    });
  });

  describe('when a membership was removed', () => {
    const history = [joinRecorded('x', true), joinRecorded('y', false), removalRecorded('y', false)];

    it('refuses to make it primary, even before its own stream shows the removal', () => {
      spec.given(history).when(choose('y')).thenFails('MembershipRemoved');
      spec.given([joinRecorded('x', true)]).when(choose('x', membership('x', { status: 'removed' }))).thenFails('MembershipRemoved');
    });

    it('records the removal only once', () => {
      spec.given(history).when(recordRemoval('y')).then([]);
    });

    it('keeps the last join or removal, for the handler to complete on the membership stream', () => {
      const state = history.reduce(primaryMembershipDecider.evolve, primaryMembershipDecider.initialState);
      expect(state.lastChange).toEqual(removalRecorded('y', false));
      expect(state.primary).toBe('x');
    });
  });
});
