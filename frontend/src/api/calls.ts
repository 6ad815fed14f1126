import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  AffiliateReferral,
  AffiliateStats,
  BulkCallStatusRequest,
  BulkCallStatusResponse,
  Call,
  UnattributedBooking,
  UpdateCallStatusRequest,
} from '@leadledger/contracts/call';
import { api } from '../lib/api-client';
import { shouldRetryDashboardQuery } from '../lib/query-client';
import { refreshAfterCallStatusChange } from './invalidation';
import { callKeys, statsKeys } from './query-keys';

/** A merchant dashboard query (docs/product/limits-and-timings.md, Cache and retries): up to 3 retries, none after a 401. */
export const pendingCallsQueryOptions = () =>
  queryOptions({
    queryKey: callKeys.pending(),
    queryFn: () => api.get<Call[]>('/api/calls/pending'),
    retry: shouldRetryDashboardQuery,
  });

/** Approved and rejected calls only (docs/product/screen-states.md, Call status). */
export const callHistoryQueryOptions = () =>
  queryOptions({
    queryKey: callKeys.history(),
    queryFn: () => api.get<Call[]>('/api/calls/history'),
    retry: shouldRetryDashboardQuery,
  });

export const affiliateReferralsQueryOptions = () =>
  queryOptions({
    queryKey: callKeys.affiliate(),
    queryFn: () => api.get<AffiliateReferral[]>('/api/calls/affiliate'),
  });

export const affiliateStatsQueryOptions = () =>
  queryOptions({
    queryKey: statsKeys.affiliate(),
    queryFn: () => api.get<AffiliateStats>('/api/stats/affiliate'),
  });

export interface UpdateCallStatusVariables extends UpdateCallStatusRequest {
  callId: string;
}

/** Approving charges the card first; a 402 (declined) leaves the call pending (docs/product/money.md, Charging on approval). */
export const updateCallStatusMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ callId, ...body }: UpdateCallStatusVariables) =>
      api.put<Call>(`/api/calls/${encodeURIComponent(callId)}/status`, body),
    // Refresh after failures too: a decline or "already decided" changes what the list should show.
    onSettled: () => refreshAfterCallStatusChange(queryClient),
  });

export const bulkCallStatusMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: BulkCallStatusRequest) => api.post<BulkCallStatusResponse>('/api/calls/bulk-status', body),
    onSettled: () => refreshAfterCallStatusChange(queryClient),
  });

/** Calendly bookings through the merchant's programs that no affiliate could be credited with. */
export const unattributedBookingsQueryOptions = () =>
  queryOptions({
    queryKey: callKeys.unattributed(),
    queryFn: () => api.get<UnattributedBooking[]>('/api/calls/unattributed'),
    retry: shouldRetryDashboardQuery,
  });
