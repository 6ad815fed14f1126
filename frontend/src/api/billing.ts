import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BillingSetupStatus, MerchantBalance, PaymentMethodRequest } from '@leadledger/contracts/billing';
import { api } from '../lib/api-client';
import { CARD_SETUP_DELAY_MS, delay } from '../lib/delay';
import { refreshAfterPaymentMethodChange } from './invalidation';
import { billingKeys } from './query-keys';

/** docs/product/api.md, Merchant billing: asked when the approval dialog opens, so it is never served stale there. */
export const billingSetupStatusQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.setupStatus(),
    queryFn: () => api.get<BillingSetupStatus>('/api/billing/setup-status'),
  });

export const merchantBalanceQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.balance(),
    queryFn: () => api.get<MerchantBalance>('/api/billing/balance'),
  });

/** docs/product/limits-and-timings.md, Delays: the client waits 2 seconds before a card setup call. */
export const setupPaymentMethodMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: PaymentMethodRequest) => {
      await delay(CARD_SETUP_DELAY_MS);
      return api.post<BillingSetupStatus>('/api/billing/setup-complete', body);
    },
    onSuccess: () => refreshAfterPaymentMethodChange(queryClient),
  });

export const updatePaymentMethodMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: PaymentMethodRequest) => {
      await delay(CARD_SETUP_DELAY_MS);
      return api.post<BillingSetupStatus>('/api/billing/update-payment-method', body);
    },
    onSuccess: () => refreshAfterPaymentMethodChange(queryClient),
  });

export const deletePaymentMethodMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: () => api.delete<void>('/api/billing/delete-payment-method'),
    onSuccess: () => refreshAfterPaymentMethodChange(queryClient),
  });
