import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { AffiliateSignupRequest, LoginRequest, RegisterRequest } from '@leadledger/contracts/auth';
import type { User } from '@leadledger/contracts/user';
import { api } from '../lib/api-client';
import { refreshMemberships, storeSignedInUser } from './invalidation';

export const loginMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: LoginRequest) => api.post<User>('/api/auth/login', body),
    onSuccess: (user) => storeSignedInUser(queryClient, user),
  });

export const registerMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: RegisterRequest) => api.post<User>('/api/auth/register', body),
    onSuccess: (user) => storeSignedInUser(queryClient, user),
  });

/** docs/product/api.md, Session and auth: signs up as an affiliate and joins the link's program in one call. */
export const affiliateSignupMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: AffiliateSignupRequest) => api.post<User>('/api/auth/affiliate-signup', body),
    onSuccess: async (user) => {
      storeSignedInUser(queryClient, user);
      await refreshMemberships(queryClient);
    },
  });

/** The caller clears the cache with `resetAfterSignOut` once it has left the signed-in page. */
export const logoutMutationOptions = () =>
  mutationOptions({
    mutationFn: () => api.post<void>('/api/auth/logout'),
  });

/** The browser's IANA zone, recorded at signup so booking slots use the merchant's hours. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
