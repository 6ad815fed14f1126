import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  AffectedProgram,
  CalendarEvent,
  CalendarIntegration,
  CalendlyEventTypesResponse,
  ConnectIntegrationResponse,
  SyncIntegrationResponse,
} from '@leadledger/contracts/integration';
import type { IntegrationProvider } from '@leadledger/contracts/program';
import { api } from '../lib/api-client';
import { shouldRetryDashboardQuery, shouldRetryLookup } from '../lib/query-client';
import { refreshAfterIntegrationChange } from './invalidation';
import { integrationKeys } from './query-keys';

/** A merchant dashboard query (docs/product/limits-and-timings.md, Cache and retries): up to 3 retries, none after a 401. */
export const integrationsQueryOptions = () =>
  queryOptions({
    queryKey: integrationKeys.lists(),
    queryFn: () => api.get<CalendarIntegration[]>('/api/integrations/calendar'),
    retry: shouldRetryDashboardQuery,
  });

export const calendarEventsQueryOptions = (integrationId: string) =>
  queryOptions({
    queryKey: integrationKeys.events(integrationId),
    queryFn: () => api.get<CalendarEvent[]>(`/api/integrations/calendar/events/${encodeURIComponent(integrationId)}`),
  });

/** docs/product/api.md, Integrations: asked only with an active Calendly integration and Calendly chosen. */
export const calendlyEventTypesQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: integrationKeys.calendlyEventTypes(),
    queryFn: () => api.get<CalendlyEventTypesResponse>('/api/integrations/calendly/event-types'),
    enabled,
    retry: shouldRetryLookup,
  });

export const connectIntegrationMutationOptions = () =>
  mutationOptions({
    mutationFn: (provider: IntegrationProvider) =>
      api.post<ConnectIntegrationResponse>(`/api/integrations/${provider}/connect`),
  });

export const syncIntegrationMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (integrationId: string) =>
      api.post<SyncIntegrationResponse>(`/api/integrations/${encodeURIComponent(integrationId)}/sync`),
    onSuccess: () => refreshAfterIntegrationChange(queryClient),
  });

export const disconnectIntegrationMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (integrationId: string) =>
      api.delete<void>(`/api/integrations/${encodeURIComponent(integrationId)}/disconnect`),
    onSuccess: () => refreshAfterIntegrationChange(queryClient),
  });

/** What disconnecting would pause: asked when the confirmation opens, never served stale. */
export const affectedProgramsQueryOptions = (integrationId: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...integrationKeys.all, encodeURIComponent(integrationId), 'affected-programs'],
    queryFn: () => api.get<AffectedProgram[]>(`/api/integrations/${encodeURIComponent(integrationId)}/affected-programs`),
    enabled,
    staleTime: 0,
  });
