import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { EscalatedCall, RejectEscalatedCallRequest } from '@leadledger/contracts/escalation';
import { api } from '../lib/api-client';
import { refreshAfterEscalatedCallDecided } from './invalidation';
import { adminKeys } from './query-keys';

/** The admins' queue of calls left undecided past their deadline (docs/product/decision-deadlines.md). */
export const escalatedCallsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.escalatedCalls(),
    queryFn: () => api.get<EscalatedCall[]>('/api/admin/escalated-calls'),
  });

const callPath = (callId: string) => `/api/admin/escalated-calls/${encodeURIComponent(callId)}`;

/**
 * Charges the merchant's card on file commission + fee. A 202 (the charge was sent but not yet
 * recorded) is thrown as an ApiError so the screen says the approval is on its way, not done.
 */
export const approveEscalatedCallMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (callId: string) => api.post<EscalatedCall[]>(`${callPath(callId)}/approve`, undefined, { acceptedIsPending: true }),
    // The answer is the queue after the decision: shown at once, then everything is refreshed.
    onSuccess: (queue) => queryClient.setQueryData(adminKeys.escalatedCalls(), queue),
    // After failures too: a 402 records the decline, a 409 means the row was out of date.
    onSettled: () => refreshAfterEscalatedCallDecided(queryClient),
  });

export interface RejectEscalatedCallVariables extends RejectEscalatedCallRequest {
  callId: string;
}

export const rejectEscalatedCallMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ callId, ...body }: RejectEscalatedCallVariables) => api.post<EscalatedCall[]>(`${callPath(callId)}/reject`, body),
    onSuccess: (queue) => queryClient.setQueryData(adminKeys.escalatedCalls(), queue),
    onSettled: () => refreshAfterEscalatedCallDecided(queryClient),
  });
