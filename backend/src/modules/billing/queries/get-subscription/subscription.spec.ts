import { subscriptionOf } from './subscription';

const created = new Date('2026-03-01T10:00:00Z');

describe('merchant subscription', () => {
  it('is trialing with the whole trial left right after signup', () => {
    expect(subscriptionOf(created, 14, created)).toEqual({ status: 'trialing', daysLeft: 14, trialEndsAt: '2026-03-15T10:00:00.000Z' });
  });

  it('counts a started day as a day left', () => {
    expect(subscriptionOf(created, 14, new Date('2026-03-14T10:00:01Z')).daysLeft).toBe(1);
  });

  it('is active on per-call pricing once the trial is over, to the millisecond', () => {
    expect(subscriptionOf(created, 14, new Date('2026-03-15T10:00:00Z'))).toMatchObject({ status: 'active', daysLeft: 0 });
    expect(subscriptionOf(created, 14, new Date('2026-03-15T09:59:59.999Z'))).toMatchObject({ status: 'trialing', daysLeft: 1 });
  });
});
