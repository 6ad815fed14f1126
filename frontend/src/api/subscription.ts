import { queryOptions } from '@tanstack/react-query';
import type { Subscription } from '@leadledger/contracts/subscription';
import { api } from '../lib/api-client';
import { subscriptionKeys } from './query-keys';

/** The merchant's free trial (docs/product/screen-states.md, Subscription). */
export const subscriptionQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: subscriptionKeys.detail(),
    queryFn: () => api.get<Subscription>('/api/billing/subscription'),
    enabled,
  });
