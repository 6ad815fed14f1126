import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionResponse } from '@leadledger/contracts/auth';
import type { User } from '@leadledger/contracts/user';
import { api, isNetworkError } from '../lib/api-client';

/**
 * The key is the path, so the key alone names the request (docs/product/api.md, Client rules).
 * The app only needs to know whether someone is signed in, so it asks /api/auth/session, which
 * answers a visitor 200 with `user: null` where /api/auth/user answers 401 (docs/product/api.md,
 * Session and auth): no failed request in a visitor's console. The cache holds the user or null.
 */
export const sessionKeys = {
  all: ['/api/auth/session'] as const,
  user: () => sessionKeys.all,
};

async function fetchSessionUser(): Promise<User | null> {
  const { user } = await api.get<SessionResponse>('/api/auth/session');
  return user;
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
    // docs/product/screen-states.md, Session: a failed check means signed out, with a warning only.
    if (query.error) console.warn('Could not check the session; treating as signed out.', query.error);
  }, [query.error]);

  return { user: query.data ?? null, isLoading: query.isPending };
}
