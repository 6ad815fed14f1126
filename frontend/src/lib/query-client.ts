import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, api } from './api-client';

const FIVE_MINUTES = 5 * 60 * 1000;

/** docs/product/limits-and-timings.md, Cache and retries: retry once, never after a 401 or when the network itself failed. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  if (/401|Failed to fetch|NetworkError/.test(message)) return false;
  return failureCount < 1;
}

/**
 * docs/product/limits-and-timings.md, Cache and retries: merchant dashboard queries (programs, affiliates, integrations, pending
 * calls) retry up to 3 times, network failures included, but never after a 401: that is the
 * session expiring, which `useSessionExpiry` turns into a toast and a trip to /auth.
 */
export function shouldRetryDashboardQuery(failureCount: number, error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  if (/401/.test(message)) return false;
  return failureCount < 3;
}

/**
 * Look-ups whose 404/409/410 is an answer ("no such code", "no Calendly connected", "expired"),
 * not a passing failure: asking again cannot change it, so only other failures get SPEC's retry.
 */
export function shouldRetryLookup(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && [404, 409, 410].includes(error.status)) return false;
  return shouldRetryQuery(failureCount, error);
}

/** docs/product/api.md, Client rules: data requests are GETs on the path formed from the key parts. */
const getFromKey: QueryFunction = ({ queryKey }) => api.get(queryKey.map(String).join('/'));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getFromKey,
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: shouldRetryQuery,
      },
      mutations: { retry: false },
    },
  });
}
