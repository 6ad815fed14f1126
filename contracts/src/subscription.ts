/** docs/product/api.md, Subscription: the merchant's free trial. */
export interface Subscription {
  status: 'trialing' | 'active' | 'inactive';
  daysLeft: number;
  trialEndsAt: string;
}
