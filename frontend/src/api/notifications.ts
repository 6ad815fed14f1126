import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  NotificationPage,
  NotificationPreferences,
  OutboxEmailPage,
  UnreadCount,
  UpdateNotificationPreferencesRequest,
} from '@leadledger/contracts/notification';
import { api } from '../lib/api-client';
import { notificationKeys } from './query-keys';

/** How often the top bar asks for the unread count (no push channel: docs/architecture/notifications.md). */
export const UNREAD_POLL_MS = 30_000;

export const notificationsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: notificationKeys.list(limit),
    queryFn: () => api.get<NotificationPage>(`/api/notifications?limit=${limit}`),
  });

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: () => api.get<UnreadCount>('/api/notifications/unread-count'),
    refetchInterval: UNREAD_POLL_MS,
  });

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: () => api.get<NotificationPreferences>('/api/notifications/preferences'),
  });

export const outboxEmailsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.emails(),
    queryFn: () => api.get<OutboxEmailPage>('/api/notifications/emails?limit=20'),
  });

const refreshNotifications = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: notificationKeys.all });

export const markReadMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: string) => api.post<void>(`/api/notifications/${encodeURIComponent(id)}/read`),
    onSuccess: () => refreshNotifications(queryClient),
  });

export const markAllReadMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: () => api.post<void>('/api/notifications/read-all'),
    onSuccess: () => refreshNotifications(queryClient),
  });

/** The answer is the whole new state: stored at once, so the switches never flicker back. */
export const updatePreferencesMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: UpdateNotificationPreferencesRequest) => api.put<NotificationPreferences>('/api/notifications/preferences', body),
    onSuccess: (preferences) => queryClient.setQueryData(notificationKeys.preferences(), preferences),
  });
