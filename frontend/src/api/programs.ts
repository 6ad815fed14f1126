import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AffiliateProgram, ChangeProgramRequest, CreateProgramRequest, ProgramByCode } from '@leadledger/contracts/program';
import { api } from '../lib/api-client';
import { shouldRetryDashboardQuery, shouldRetryLookup } from '../lib/query-client';
import { refreshAfterProgramArchived, refreshAfterProgramChanged, refreshAfterProgramCreated } from './invalidation';
import { programKeys } from './query-keys';

/** The merchant's programs, archived ones included (a merchant dashboard query). */
export const merchantProgramsQueryOptions = () =>
  queryOptions({
    queryKey: programKeys.lists(),
    queryFn: () => api.get<AffiliateProgram[]>('/api/affiliate-programs/merchant'),
    retry: shouldRetryDashboardQuery,
  });

/** Public: what a signup link points at. A 404 means the link is invalid. */
export const programByCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: programKeys.byCode(code),
    queryFn: () => api.get<ProgramByCode>(`/api/affiliate-programs/by-code/${encodeURIComponent(code)}`),
    enabled: code.trim() !== '',
    retry: shouldRetryLookup,
  });

export const createProgramMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: CreateProgramRequest) => api.post<AffiliateProgram>('/api/affiliate-programs', body),
    onSuccess: () => refreshAfterProgramCreated(queryClient),
  });

/** DELETE archives: history is kept, new joins and bookings are refused (docs/product/screen-states.md, Programs). */
export const archiveProgramMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (program: Pick<AffiliateProgram, 'id' | 'referralCode'>) =>
      api.delete<void>(`/api/affiliate-programs/${encodeURIComponent(program.id)}`),
    onSuccess: (_result, program) => refreshAfterProgramArchived(queryClient, program.referralCode),
  });

/** Rename and/or a new commission for calls booked from now on (issue 12). */
export const changeProgramMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, ...body }: ChangeProgramRequest & { id: string }) => api.patch<AffiliateProgram>(`/api/affiliate-programs/${encodeURIComponent(id)}`, body),
    onSuccess: (program) => refreshAfterProgramChanged(queryClient, program.referralCode),
  });

/** Pause or resume taking bookings through the program's links. */
export const pauseProgramMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, action }: { id: string; action: 'pause' | 'resume' }) => api.post<AffiliateProgram>(`/api/affiliate-programs/${encodeURIComponent(id)}/${action}`),
    onSuccess: (program) => refreshAfterProgramChanged(queryClient, program.referralCode),
  });
