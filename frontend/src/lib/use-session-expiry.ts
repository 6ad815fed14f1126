import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { resetAfterSignOut } from '../api/invalidation';
import { toast } from '../components/ui/use-toast';
import { paths } from '../config/paths';
import { ApiError } from './api-client';

/** SPEC.md section 9: 2 seconds before the session-expiry redirect. */
export const SESSION_EXPIRY_REDIRECT_MS = 2000;

/** Tells /auth to show the sign-in form even though the cached user has not been cleared yet. */
export interface SessionExpiredState {
  sessionExpired: true;
}

/**
 * SPEC.md section 8 "Session expiry": a 401 on any merchant dashboard query shows a toast and
 * sends the browser to /auth after 2 seconds. Pass the errors of the screen's dashboard queries.
 */
export function useSessionExpiry(...errors: unknown[]): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const expired = errors.some((error) => error instanceof ApiError && error.status === 401);

  useEffect(() => {
    if (!expired) return;
    toast({ title: 'Session Expired', description: 'Please log in again to continue.', variant: 'destructive' });
    const timer = setTimeout(async () => {
      const state: SessionExpiredState = { sessionExpired: true };
      // Reach /auth first: dropping the user while still on `/` would flash the landing page.
      await navigate(paths.auth.href(), { replace: true, state, flushSync: true });
      resetAfterSignOut(queryClient);
    }, SESSION_EXPIRY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expired, navigate, queryClient]);
}
