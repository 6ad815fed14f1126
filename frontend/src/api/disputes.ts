import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AdminDispute, DisputeSummary, RaiseDisputeRequest, ResolveDisputeRequest } from '@leadledger/contracts/dispute';
import { api } from '../lib/api-client';
import { refreshAfterDisputeRaised, refreshAfterDisputeResolved } from './invalidation';
import { adminKeys } from './query-keys';

/** The admin queue's filter, as `GET /api/admin/disputes?status=` takes it. */
export type DisputeFilter = 'open' | 'resolved' | 'all';

export const adminDisputesQueryOptions = (status: DisputeFilter) =>
  queryOptions({
    queryKey: adminKeys.disputes(status),
    queryFn: () => api.get<AdminDispute[]>(`/api/admin/disputes?status=${status}`),
  });

export interface RaiseDisputeVariables extends RaiseDisputeRequest {
  callId: string;
}

/** Merchant: own approved call; affiliate: own rejected call; within 30 days of the booking. */
export const raiseDisputeMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ callId, ...body }: RaiseDisputeVariables) =>
      api.post<DisputeSummary>(`/api/calls/${encodeURIComponent(callId)}/dispute`, body),
    // After a 409 or 422 too: the row on screen was out of date (already disputed, window closed).
    onSettled: () => refreshAfterDisputeRaised(queryClient),
  });

export interface ResolveDisputeVariables extends ResolveDisputeRequest {
  disputeId: string;
}

export const resolveDisputeMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ disputeId, ...body }: ResolveDisputeVariables) =>
      api.post<AdminDispute>(`/api/admin/disputes/${encodeURIComponent(disputeId)}/resolve`, body),
    // After failures too: a 402 records the processor's reason, a 503 leaves it `resolving`.
    onSettled: () => refreshAfterDisputeResolved(queryClient),
  });
