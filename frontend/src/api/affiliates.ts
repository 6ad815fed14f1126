import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  AffiliateMembership,
  JoinProgramRequest,
  MerchantAffiliate,
  SetPrimaryRequest,
} from '@leadledger/contracts/membership';
import { api } from '../lib/api-client';
import { shouldRetryDashboardQuery } from '../lib/query-client';
import { refreshAfterAffiliateRemoved, refreshMemberships } from './invalidation';
import { affiliateKeys } from './query-keys';

/** The merchant's affiliates with their approved calls (a merchant dashboard query). */
export const merchantAffiliatesQueryOptions = () =>
  queryOptions({
    queryKey: affiliateKeys.merchantList(),
    queryFn: () => api.get<MerchantAffiliate[]>('/api/affiliates/merchant'),
    retry: shouldRetryDashboardQuery,
  });

/** The signed-in affiliate's memberships, archived programs included. */
export const membershipsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: affiliateKeys.memberships(),
    queryFn: () => api.get<AffiliateMembership[]>('/api/affiliates/user'),
    enabled,
  });

export const removeAffiliateMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (membershipId: string) => api.delete<void>(`/api/affiliates/${encodeURIComponent(membershipId)}`),
    onSuccess: () => refreshAfterAffiliateRemoved(queryClient),
  });

export const joinProgramMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: JoinProgramRequest) => api.post<AffiliateMembership>('/api/affiliates/join-program', body),
    onSuccess: () => refreshMemberships(queryClient),
  });

export const setPrimaryMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: SetPrimaryRequest) => api.post<AffiliateMembership>('/api/affiliates/set-primary', body),
    onSuccess: () => refreshMemberships(queryClient),
  });
