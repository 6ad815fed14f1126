import { queryOptions } from '@tanstack/react-query';
import type { ProcessorReconciliation, ProcessorReconciliationQuery } from '@leadledger/contracts/admin-processor-reconciliation';
import { api } from '../lib/api-client';
import { toQueryString } from './admin';
import { adminKeys } from './query-keys';

/** Reconciliation against the processor's own records (contracts/admin-processor-reconciliation.ts). */
export const processorReconciliationKeys = {
  all: [...adminKeys.all, 'reconciliation', 'processor'] as const,
  report: (query: ProcessorReconciliationQuery) => [...processorReconciliationKeys.all, query] as const,
};

export const processorReconciliationQueryOptions = (query: ProcessorReconciliationQuery) =>
  queryOptions({
    queryKey: processorReconciliationKeys.report(query),
    queryFn: () => api.get<ProcessorReconciliation>(`/api/admin/reconciliation/processor${toQueryString(query)}`),
  });

/** The same period as CSV, every line matched or not. */
export const processorReconciliationCsvHref = (query: ProcessorReconciliationQuery): string =>
  `/api/admin/reconciliation/processor.csv${toQueryString(query)}`;
