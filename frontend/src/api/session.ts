import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '@leadledger/contracts/user';
import { ApiError, api, isNetworkError } from '../lib/api-client';

/** The key is the path, so the key alone names the request (docs/product/api.md, Client rules). */
export const sessionKeys = {
  all: ['/api/auth/user'] as const,
  user: () => sessionKeys.all,
};

async function fetchSessionUser(): Promise<User | null> {
  try {
    return await api.get<User>('/api/auth/user');
  } catch (error) {
    // A 401 is the ordinary answer for a visitor, not a failure.
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** docs/product/limits-and-timings.md, Cache and retries: 2 minutes fresh, refetched on mount, one retry. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.user(),
    queryFn: fetchSessionUser,
    staleTime: 2 * 60 * 1000,
    refetchOnWindowFocus: false,
    refetchOnMount: true,
    retry: (failureCount, error) => failureCount < 1 && !isNetworkError(error),
  });

export interface Session {
  user: User | null;
  /** True until the first check has finished (docs/product/screen-states.md, Session). */
  isLoading: boolean;
}

export function useSession(): Session {
  const query = useQuery(sessionQueryOptions());

  useEffect(() => {
    // docs/product/screen-states.md, Session: a failed check (other than 401) means signed out, with a warning only.
    if (query.error) console.warn('Could not check the session; treating as signed out.', query.error);
  }, [query.error]);

  return { user: query.data ?? null, isLoading: query.isPending };
}
