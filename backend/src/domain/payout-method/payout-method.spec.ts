import { replay } from '../shared/decider';
import { payoutMethodDecider, type PayoutMethodEvent } from './payout-method';

const set = { type: 'SetPayoutMethod' as const, affiliateId: 'a1', accountId: 'acct_1', externalAccountId: 'card_1', brand: 'visa', last4: '5556', expMonth: 12, expYear: 2034, now: 't' };

describe('the payout method decider', () => {
  it('sets a card, keeps the account after removal, and refuses removing nothing', () => {
    const events: PayoutMethodEvent[] = payoutMethodDecider.decide(set, payoutMethodDecider.initialState);
    expect(events).toEqual([{ type: 'PayoutMethodSet', affiliateId: 'a1', accountId: 'acct_1', externalAccountId: 'card_1', brand: 'visa', last4: '5556', expMonth: 12, expYear: 2034, setAt: 't' }]);
    let state = replay(payoutMethodDecider, events);
    expect(payoutMethodDecider.decide(set, state)).toEqual([]);
    const removed = payoutMethodDecider.decide({ type: 'RemovePayoutMethod', affiliateId: 'a1', now: 'u' }, state);
    expect(removed).toEqual([{ type: 'PayoutMethodRemoved', affiliateId: 'a1', accountId: 'acct_1', externalAccountId: 'card_1', removedAt: 'u' }]);
    state = replay(payoutMethodDecider, [...events, ...removed]);
    expect(state).toEqual({ accountId: 'acct_1', card: null });
    expect(() => payoutMethodDecider.decide({ type: 'RemovePayoutMethod', affiliateId: 'a1', now: 'v' }, state)).toThrow('There is no payout method to remove.');
  });
});
