import { queryOptions } from '@tanstack/react-query';
import type { ProgramReputation, ProgramReputationEntry } from '@leadledger/contracts/reputation';
import { api } from '../lib/api-client';
import { shouldRetryDashboardQuery, shouldRetryLookup } from '../lib/query-client';
import { reputationKeys } from './query-keys';

/** Public: the reputation of the program behind a signup link or referral code. */
export const reputationByCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: reputationKeys.byCode(code),
    queryFn: () => api.get<ProgramReputation>(`/api/reputation/by-code/${encodeURIComponent(code)}`),
    enabled: code.trim() !== '',
    retry: shouldRetryLookup,
  });

/** The signed-in merchant's programs, each with its reputation. */
export const merchantReputationQueryOptions = () =>
  queryOptions({
    queryKey: reputationKeys.merchant(),
    queryFn: () => api.get<ProgramReputationEntry[]>('/api/reputation/merchant'),
    retry: shouldRetryDashboardQuery,
  });

/** The programs the signed-in affiliate joined, each with its reputation. */
export const affiliateReputationQueryOptions = () =>
  queryOptions({
    queryKey: reputationKeys.affiliate(),
    queryFn: () => api.get<ProgramReputationEntry[]>('/api/reputation/affiliate'),
    retry: shouldRetryDashboardQuery,
  });
