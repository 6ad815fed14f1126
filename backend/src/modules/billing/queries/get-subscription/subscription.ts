import type { Subscription } from '@leadledger/contracts/subscription';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The merchant's free trial, counted from the account's creation. There is no monthly fee
 * (docs/product/money.md, Pricing), so when the trial ends the account simply stays active on per-call pricing.
 */
export function subscriptionOf(createdAt: Date, trialDays: number, now: Date): Subscription {
  const trialEndsAt = new Date(createdAt.getTime() + trialDays * DAY);
  const remaining = trialEndsAt.getTime() - now.getTime();
  return remaining > 0
    ? { status: 'trialing', daysLeft: Math.ceil(remaining / DAY), trialEndsAt: trialEndsAt.toISOString() }
    : { status: 'active', daysLeft: 0, trialEndsAt: trialEndsAt.toISOString() };
}
