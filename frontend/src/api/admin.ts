import { mutationOptions, queryOptions, useQuery, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type {
  ActivityDay,
  AdminAffiliatesResponse,
  AdminCsvView,
  AdminMerchantsResponse,
  AdminOverview,
  EventDetail,
  EventLogPage,
  EventLogQuery,
  LedgerAccountBalance,
  LedgerJournalPage,
  ProcessorRecordPage,
  ReadModelStatus,
  Reconciliation,
  ReconciliationPeriod,
  Timeline,
  TimelineKind,
} from '@leadledger/contracts/admin';
import { api } from '../lib/api-client';
import { adminKeys } from './query-keys';
import { useSession } from './session';

/** `GET /api/admin/event-types` is not typed in contracts/admin.ts; composed here, not in query-keys.ts. */
const eventTypesKey = () => [...adminKeys.all, 'event-types'] as const;

type QueryValue = string | number | boolean | undefined | null;

/** `{ a: 1, b: undefined, c: '' }` -> `?a=1`: empty filters are left out, the order is kept. */
export function toQueryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Each admin view's CSV file (contracts/admin.ts `AdminCsvView`), with the view's own query. */
export function adminCsvHref(view: AdminCsvView, query: object = {}): string {
  return `/api/admin/export/${view}.csv${toQueryString(query)}`;
}

export interface DateRangeQuery {
  from?: string;
  to?: string;
}

export interface LedgerJournalQuery {
  account?: string;
  offset: number;
  limit: number;
}

export interface ReconciliationQuery extends DateRangeQuery {
  period: ReconciliationPeriod;
}

export interface ProcessorRecordQuery {
  offset: number;
  limit: number;
  unmatchedOnly?: boolean;
}

export const adminOverviewQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.overview(), queryFn: () => api.get<AdminOverview>('/api/admin/overview') });

export const adminMerchantsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.merchants(), queryFn: () => api.get<AdminMerchantsResponse>('/api/admin/merchants') });

export const adminAffiliatesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.affiliates(), queryFn: () => api.get<AdminAffiliatesResponse>('/api/admin/affiliates') });

export const adminActivityQueryOptions = (query: DateRangeQuery) =>
  queryOptions({
    queryKey: adminKeys.activity(query),
    queryFn: () => api.get<ActivityDay[]>(`/api/admin/charts/activity${toQueryString(query)}`),
  });

/** The event types the log filter offers; a list of names (tolerates `{ types: [...] }` too). */
export const adminEventTypesQueryOptions = () =>
  queryOptions({
    queryKey: eventTypesKey(),
    queryFn: async () => {
      const body = await api.get<string[] | { types: string[] }>('/api/admin/event-types');
      return Array.isArray(body) ? body : body.types;
    },
  });

/** One page of the event log; called by the grid's datasource rather than through the cache. */
export function fetchEventLogPage(query: EventLogQuery): Promise<EventLogPage> {
  return api.get<EventLogPage>(`/api/admin/events${toQueryString(query)}`);
}

export const adminEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: adminKeys.event(eventId),
    queryFn: () => api.get<EventDetail>(`/api/admin/events/${encodeURIComponent(eventId)}`),
  });

export const adminTimelineQueryOptions = (kind: TimelineKind, id: string) =>
  queryOptions({
    queryKey: adminKeys.timeline(kind, id),
    queryFn: () => api.get<Timeline>(`/api/admin/timelines/${kind}/${encodeURIComponent(id)}`),
  });

export const ledgerAccountsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.ledgerAccounts(),
    queryFn: () => api.get<LedgerAccountBalance[]>('/api/admin/ledger/accounts'),
  });

export const ledgerJournalsQueryOptions = (query: LedgerJournalQuery) =>
  queryOptions({
    queryKey: adminKeys.ledgerJournals(query),
    queryFn: () => api.get<LedgerJournalPage>(`/api/admin/ledger/journals${toQueryString(query)}`),
  });

export const reconciliationQueryOptions = (query: ReconciliationQuery) =>
  queryOptions({
    queryKey: adminKeys.reconciliation(query),
    queryFn: () => api.get<Reconciliation>(`/api/admin/reconciliation${toQueryString(query)}`),
  });

export const processorRecordsQueryOptions = (query: ProcessorRecordQuery) =>
  queryOptions({
    queryKey: adminKeys.processorRecords(query),
    queryFn: () => api.get<ProcessorRecordPage>(`/api/admin/reconciliation/records${toQueryString(query)}`),
  });

/** Polled: lag and parking change on their own while the console is open. */
export const readModelsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.projections(),
    queryFn: () => api.get<ReadModelStatus[]>('/api/admin/projections'),
    refetchInterval: 5000,
  });

export const resumeReadModelMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (name: string) => api.post<ReadModelStatus>(`/api/admin/projections/${encodeURIComponent(name)}/resume`),
    // After a 409 too: someone else resumed it, and the list on screen is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.projections() }),
  });

/**
 * docs/product/screens-and-routes.md, Roles and permissions: admin queries run only for the admin role. The console is behind
 * the admin guard already; this keeps the rule even if a view is ever mounted elsewhere.
 */
export function useAdminQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
  enabled = true,
) {
  const { user } = useSession();
  return useQuery({ ...options, enabled: enabled && user?.role === 'admin' });
}
