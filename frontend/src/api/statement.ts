import { queryOptions } from '@tanstack/react-query';
import type { ChargeReceipt, MerchantStatement, RecentStatementLines } from '@leadledger/contracts/statement';
import { api } from '../lib/api-client';
import { statementKeys } from './query-keys';

/** The signed-in merchant's endpoints, or an admin's view of `merchantId`. */
const base = (merchantId: string | null) => (merchantId ? `/api/admin/merchants/${encodeURIComponent(merchantId)}` : '/api/billing');

export const statementQueryOptions = (merchantId: string | null, month: string | null) =>
  queryOptions({
    queryKey: statementKeys.month(merchantId, month),
    queryFn: () => api.get<MerchantStatement>(`${base(merchantId)}/statement${month ? `?month=${encodeURIComponent(month)}` : ''}`),
  });

/** The signed-in merchant's latest lines across months (Billing page); under `statementKeys.all`, so an approval refreshes it. */
export const recentStatementQueryOptions = () =>
  queryOptions({
    queryKey: [...statementKeys.all, 'me', 'recent'] as const,
    queryFn: () => api.get<RecentStatementLines>('/api/billing/statement/recent'),
  });

export const receiptQueryOptions = (merchantId: string | null, id: string) =>
  queryOptions({
    queryKey: statementKeys.receipt(merchantId, id),
    queryFn: () => api.get<ChargeReceipt>(`${base(merchantId)}/receipts/${encodeURIComponent(id)}`),
  });

/** A plain link (the browser downloads it with the session cookie). */
export const statementCsvHref = (merchantId: string | null, month: string) => `${base(merchantId)}/statement.csv?month=${encodeURIComponent(month)}`;
