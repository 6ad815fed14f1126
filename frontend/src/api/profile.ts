import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest, UpdateProfileRequest } from '@leadledger/contracts/profile';
import type { User } from '@leadledger/contracts/user';
import { api } from '../lib/api-client';
import { refreshAfterProfileChange } from './invalidation';

export const updateProfileMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: UpdateProfileRequest) => api.put<User>('/api/user/profile', body),
    onSuccess: (user) => refreshAfterProfileChange(queryClient, user),
  });

export const changePasswordMutationOptions = () =>
  mutationOptions({
    mutationFn: (body: ChangePasswordRequest) => api.put<void>('/api/user/password', body),
  });

export const uploadLogoMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('logo', file);
      return api.post<User>('/api/user/logo', form);
    },
    onSuccess: (user) => refreshAfterProfileChange(queryClient, user),
  });
