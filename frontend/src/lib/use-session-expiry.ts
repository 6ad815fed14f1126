import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { resetAfterSignOut } from '../api/invalidation';
import { sessionKeys } from '../api/session';
import { toast } from '../components/ui/use-toast';
import { paths } from '../config/paths';
import { ApiError } from './api-client';

/** docs/product/limits-and-timings.md, Delays: 2 seconds before the session-expiry redirect. */
export const SESSION_EXPIRY_REDIRECT_MS = 2000;

/** Tells /auth to show the sign-in form even though the cached user has not been cleared yet. */
export interface SessionExpiredState {
  sessionExpired: true;
}

/**
 * Where to go after signing in: the `next` page the session expired on, when it is a path of this
 * app (`/...`, never `//host` or a scheme, which would make the sign-in page an open redirect),
 * else home.
 */
export function pageAfterSignIn(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || next.startsWith(paths.auth.path)) return paths.home.href();
  return next;
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** A 401 on anything but the session question itself, while the app believes someone is signed in. */
function sessionJustExpired(queryClient: QueryClient, error: unknown, key: readonly unknown[] | undefined): boolean {
  if (!isUnauthorized(error)) return false;
  if (key && key[0] === sessionKeys.all[0]) return false;
  return Boolean(queryClient.getQueryData(sessionKeys.user()));
}

/**
 * Session expiry, for every screen: the first 401 on any request of a signed-in
 * person shows the "Session Expired" toast and, 2 seconds later, the sign-in page, which brings the
 * person back to the page they were on (`/auth?next=...`). Mounted once, in the app layout, so no
 * screen is left showing "Could not load…" because it forgot to ask.
 */
export function useSessionExpiryWatcher(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location.pathname + location.search);
  here.current = location.pathname + location.search;
  const expiring = useRef(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expire = () => {
      if (expiring.current) return;
      expiring.current = true;
      toast({ title: 'Session Expired', description: 'Please log in again to continue.', variant: 'destructive' });
      const next = here.current;
      timer = setTimeout(async () => {
        const state: SessionExpiredState = { sessionExpired: true };
        const target = next.startsWith(paths.auth.path) ? paths.auth.href() : `${paths.auth.path}?next=${encodeURIComponent(next)}`;
        // Reach /auth first: dropping the user while still on a dashboard would flash the landing page.
        await navigate(target, { replace: true, state, flushSync: true });
        resetAfterSignOut(queryClient);
        expiring.current = false;
      }, SESSION_EXPIRY_REDIRECT_MS);
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && sessionJustExpired(queryClient, event.action.error, event.query.queryKey)) expire();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && sessionJustExpired(queryClient, event.action.error, undefined)) expire();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
      if (timer) clearTimeout(timer);
    };
  }, [navigate, queryClient]);
}
