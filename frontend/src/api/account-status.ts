import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AccountStatus, ReinstateAccountRequest, SuspendAccountRequest } from '@leadledger/contracts/account-status';
import { api } from '../lib/api-client';
import { adminKeys } from './query-keys';

/** Under `adminKeys.all`, so the console's own refreshes reach it too; composed here, like the event types' key. */
export const accountStatusKeys = {
  all: [...adminKeys.all, 'accounts'] as const,
  detail: (userId: string) => [...accountStatusKeys.all, userId] as const,
};

const accountPath = (userId: string) => `/api/admin/accounts/${encodeURIComponent(userId)}`;

export const accountStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountStatusKeys.detail(userId),
    queryFn: () => api.get<AccountStatus>(accountPath(userId)),
  });

/**
 * A suspension or reinstatement changes the badge in the people lists, the subject's timeline
 * and its account panel: the whole console is refreshed, after a 409 too (another admin acted).
 */
const refreshConsole = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.all });

export const suspendAccountMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ userId, ...body }: SuspendAccountRequest & { userId: string }) => api.post<AccountStatus>(`${accountPath(userId)}/suspend`, body),
    onSuccess: (status) => queryClient.setQueryData(accountStatusKeys.detail(status.userId), status),
    onSettled: () => refreshConsole(queryClient),
  });

export const reinstateAccountMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ userId, ...body }: ReinstateAccountRequest & { userId: string }) => api.post<AccountStatus>(`${accountPath(userId)}/reinstate`, body),
    onSuccess: (status) => queryClient.setQueryData(accountStatusKeys.detail(status.userId), status),
    onSettled: () => refreshConsole(queryClient),
  });
