import { queryOptions } from '@tanstack/react-query';
import type { AdminSearchResponse } from '@leadledger/contracts/admin-search';
import { api } from '../lib/api-client';
import { adminKeys } from './query-keys';

/** The server refuses shorter queries (contracts/admin-search.ts); the console does not send them. */
export const ADMIN_SEARCH_MIN_LENGTH = 2;
export const ADMIN_SEARCH_MAX_LENGTH = 200;

/** Under `adminKeys.all`, so the console's one invalidation refreshes search results too. */
const searchKey = (q: string) => [...adminKeys.all, 'search', q] as const;

export const adminSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKey(q),
    queryFn: () => api.get<AdminSearchResponse>(`/api/admin/search?q=${encodeURIComponent(q)}`),
  });
