import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '@leadledger/contracts/admin';
import { api } from '../lib/api-client';

export interface ContactRequest {
  name: string;
  email: string;
  topic: ContactMessage['topic'];
  message: string;
}

export const sendContactMessageMutationOptions = () =>
  mutationOptions({
    mutationFn: (body: ContactRequest) => api.post<{ id: string; message: string }>('/api/contact', body),
  });

const inboxKey = ['/api/admin/messages'] as const;

export const contactInboxQueryOptions = () => queryOptions({ queryKey: inboxKey, queryFn: () => api.get<ContactMessage[]>('/api/admin/messages') });

export const markHandledMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: string) => api.post<void>(`/api/admin/messages/${encodeURIComponent(id)}/handled`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
