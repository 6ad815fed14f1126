import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MerchantAnalytics } from '@leadledger/contracts/analytics';
import { api } from '../lib/api-client';

export interface AnalyticsQuery {
  /** 4w, 12w or year: resolved by the server in the merchant's time zone. */
  period?: string;
  from?: string;
  to?: string;
  programId?: string;
}

/** The signed-in merchant's analytics for a period (the server defaults to the last 12 weeks). */
export const merchantAnalyticsQueryOptions = (query: AnalyticsQuery) => {
  const search = new URLSearchParams(Object.entries(query).filter(([, v]) => v) as [string, string][]).toString();
  return queryOptions({
    queryKey: ['/api/analytics/merchant', search],
    queryFn: () => api.get<MerchantAnalytics>(`/api/analytics/merchant${search ? `?${search}` : ''}`),
    // A new period or program keeps showing the last figures (and the program list) until its own arrive.
    placeholderData: keepPreviousData,
  });
};
