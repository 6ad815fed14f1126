import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ProgramLeadRules } from '@leadledger/contracts/lead-quality';
import { api } from '../lib/api-client';
import { shouldRetryDashboardQuery } from '../lib/query-client';
import { programKeys } from './query-keys';

/** A program's expected countries and automatic rejection rule (docs/product/lead-quality.md). */
export const leadRulesQueryOptions = (programId: string) =>
  queryOptions({
    queryKey: programKeys.leadRules(programId),
    queryFn: () => api.get<ProgramLeadRules>(`/api/affiliate-programs/${encodeURIComponent(programId)}/lead-rules`),
    retry: shouldRetryDashboardQuery,
  });

/** The answer is the rules as saved; nothing else on screen shows them, so nothing else is refreshed. */
export const changeLeadRulesMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ programId, ...rules }: ProgramLeadRules & { programId: string }) =>
      api.put<ProgramLeadRules>(`/api/affiliate-programs/${encodeURIComponent(programId)}/lead-rules`, rules),
    onSuccess: (rules, { programId }) => queryClient.setQueryData(programKeys.leadRules(programId), rules),
  });
