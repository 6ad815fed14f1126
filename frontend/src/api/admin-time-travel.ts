import { queryOptions } from '@tanstack/react-query';
import type { AffiliateWalletAsOf, BalanceSheetAsOf, LedgerAccountAsOf, MerchantBillingAsOf } from '@leadledger/contracts/admin-time-travel';
import { api } from '../lib/api-client';
import { toQueryString } from './admin';
import { adminKeys } from './query-keys';

/**
 * The console's as-of views (contracts/admin-time-travel.ts). Keys sit under the admin keys, so
 * anything that refreshes the admin console refreshes these too; each answer is about a fixed
 * instant in the past, so it never goes stale on its own.
 */
export const asOfKeys = {
  all: [...adminKeys.all, 'as-of'] as const,
  balanceSheet: (at: string) => [...asOfKeys.all, 'balance-sheet', at] as const,
  ledgerAccount: (account: string, at: string) => [...asOfKeys.all, 'ledger-account', account, at] as const,
  affiliateWallet: (affiliateId: string, at: string) => [...asOfKeys.all, 'affiliate-wallet', affiliateId, at] as const,
  merchantBilling: (merchantId: string, at: string) => [...asOfKeys.all, 'merchant-billing', merchantId, at] as const,
};

export const balanceSheetAsOfQueryOptions = (at: string) =>
  queryOptions({
    queryKey: asOfKeys.balanceSheet(at),
    queryFn: () => api.get<BalanceSheetAsOf>(`/api/admin/as-of/balance-sheet${toQueryString({ at })}`),
    staleTime: Infinity,
  });

export const balanceSheetAsOfCsvHref = (at: string) => `/api/admin/as-of/balance-sheet.csv${toQueryString({ at })}`;

export const ledgerAccountAsOfQueryOptions = (account: string, at: string) =>
  queryOptions({
    queryKey: asOfKeys.ledgerAccount(account, at),
    queryFn: () => api.get<LedgerAccountAsOf>(`/api/admin/as-of/ledger-account${toQueryString({ account, at })}`),
    staleTime: Infinity,
  });

export const affiliateWalletAsOfQueryOptions = (affiliateId: string, at: string) =>
  queryOptions({
    queryKey: asOfKeys.affiliateWallet(affiliateId, at),
    queryFn: () => api.get<AffiliateWalletAsOf>(`/api/admin/as-of/affiliate-wallet/${encodeURIComponent(affiliateId)}${toQueryString({ at })}`),
    staleTime: Infinity,
  });

export const merchantBillingAsOfQueryOptions = (merchantId: string, at: string) =>
  queryOptions({
    queryKey: asOfKeys.merchantBilling(merchantId, at),
    queryFn: () => api.get<MerchantBillingAsOf>(`/api/admin/as-of/merchant-billing/${encodeURIComponent(merchantId)}${toQueryString({ at })}`),
    staleTime: Infinity,
  });
