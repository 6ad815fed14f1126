import { deciderFor, presentState, statesAfter } from './stream-deciders';

describe('stream deciders', () => {
  it('finds the decider by stream prefix, none for clicks', () => {
    expect(deciderFor('call-1')).not.toBeNull();
    expect(deciderFor('affiliate-wallet-a1')).not.toBeNull();
    expect(deciderFor('clicks-p1')).toBeNull();
  });

  it('folds a wallet stream and shows its lists as arrays, newest first', () => {
    const credit = (callId: string, amountCents: number) => ({ type: 'CommissionCredited', data: { affiliateId: 'a1', callId, merchantId: 'm1', amountCents, creditedAt: 't' } });
    const states = statesAfter('affiliate-wallet-a1', [{ streamPosition: 1, ...credit('c1', 100) }, { streamPosition: 2, ...credit('c2', 50) }]);
    expect(presentState(states.get(1))).toMatchObject({ availableCents: 100, credits: [{ callId: 'c1', amountCents: 100 }] });
    expect(presentState(states.get(2))).toMatchObject({ availableCents: 150, credits: [{ callId: 'c2', amountCents: 50 }, { callId: 'c1', amountCents: 100 }] });
  });

  it('keeps the state through an event type its decider does not know', () => {
    const states = statesAfter('program-p1', [
      { streamPosition: 1, type: 'ProgramCreated', data: { programId: 'p1', merchantId: 'm1', name: 'P', referralCode: 'abc', payoutCents: 100, integration: 'google', integrationId: 'i', calendlyEventType: null, createdAt: 't' } },
      { streamPosition: 2, type: 'ProgramRenamedInTheFuture', data: { name: 'Q' } },
    ]);
    expect(states.get(2)).toEqual(states.get(1));
    expect(states.get(2)).toMatchObject({ status: 'active', programId: 'p1' });
  });

  it('has no state for streams without a decider', () => {
    expect(statesAfter('clicks-p1', [{ streamPosition: 1, type: 'ClickRecorded', data: {} }]).size).toBe(0);
  });
});
