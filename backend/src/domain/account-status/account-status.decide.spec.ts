import { deciderSpecification } from '../shared/decider-specification';
import type { ReinstateAccount, SuspendAccount } from './account-status.commands';
import { accountStatusDecider } from './account-status.decide';
import type { AccountReinstated, AccountSuspended } from './account-status.events';
import { evolve, initialState } from './account-status.state';

const spec = deciderSpecification(accountStatusDecider);
const now = '2026-11-03T10:00:00.000Z';
const later = '2026-11-04T10:00:00.000Z';

const suspend = (o: Partial<SuspendAccount> = {}): SuspendAccount => ({ type: 'SuspendAccount', userId: 'u1', role: 'merchant', reason: 'Chargebacks', adminId: 'a1', now, ...o });
const reinstate = (o: Partial<ReinstateAccount> = {}): ReinstateAccount => ({ type: 'ReinstateAccount', userId: 'u1', adminId: 'a2', now: later, ...o });
const suspended: AccountSuspended = { type: 'AccountSuspended', userId: 'u1', role: 'merchant', reason: 'Chargebacks', suspendedBy: 'a1', suspendedAt: now };
const reinstated: AccountReinstated = { type: 'AccountReinstated', userId: 'u1', reinstatedBy: 'a2', reinstatedAt: later };

describe('account status', () => {
  describe('when active', () => {
    it('suspends a merchant or an affiliate, naming the admin and the trimmed reason', () => {
      spec.given([]).when(suspend({ reason: '  Chargebacks  ' })).then([suspended]);
      spec.given([]).when(suspend({ role: 'affiliate' })).then([{ ...suspended, role: 'affiliate' }]);
    });

    it('never suspends an admin', () => {
      const error = spec.given([]).when(suspend({ role: 'admin' })).thenFails('AdminCannotBeSuspended');
      expect(error.kind).toBe('conflict');
      expect(error.message).toMatch(/only merchants and affiliates/);
    });

    it.each([['an empty', ''], ['a two-letter', '  ab  '], ['a 501-character', 'x'.repeat(501)]])('refuses %s reason', (_label, reason) => {
      spec.given([]).when(suspend({ reason })).thenFails('SuspensionReasonInvalid');
    });

    it('has nothing to reinstate', () => {
      const error = spec.given([]).when(reinstate()).thenFails('AccountNotSuspended');
      expect(error.kind).toBe('conflict');
    });
  });

  describe('when suspended', () => {
    it('refuses a second suspension', () => {
      const error = spec.given([suspended]).when(suspend({ reason: 'Again' })).thenFails('AccountAlreadySuspended');
      expect(error.kind).toBe('conflict');
    });

    it('reinstates, with the note when one is given', () => {
      spec.given([suspended]).when(reinstate()).then([reinstated]);
      spec.given([suspended]).when(reinstate({ note: ' Paid up ' })).then([{ ...reinstated, note: 'Paid up' }]);
      spec.given([suspended]).when(reinstate({ note: '   ' })).then([reinstated]);
    });

    it('refuses a note over 500 characters', () => {
      spec.given([suspended]).when(reinstate({ note: 'x'.repeat(501) })).thenFails('ReinstatementNoteInvalid');
    });
  });

  describe('when reinstated', () => {
    it('can be suspended again, and counts every suspension', () => {
      spec.given([suspended, reinstated]).when(suspend({ reason: 'Again' })).then([{ ...suspended, reason: 'Again' }]);
      spec.given([suspended, reinstated]).when(reinstate()).thenFails('AccountNotSuspended');
      const state = [suspended, reinstated, suspended].reduce(evolve, initialState);
      expect(state).toMatchObject({ status: 'suspended', suspensions: 2, reason: 'Chargebacks', suspendedBy: 'a1' });
    });
  });
});
