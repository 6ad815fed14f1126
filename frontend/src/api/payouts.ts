import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  CollectResponse,
  EarningsSummary,
  EarningsWeek,
  Payout,
  PayoutMethodStatus,
  SetupPayoutMethodRequest,
  SetupPayoutMethodResponse,
} from '@leadledger/contracts/payout';
import { api } from '../lib/api-client';
import { CARD_SETUP_DELAY_MS, delay } from '../lib/delay';
import { refreshAfterPayoutCollect, refreshAfterPayoutMethodChange } from './invalidation';
import { payoutKeys, payoutMethodKeys } from './query-keys';

/** docs/product/api.md, Earnings and payouts: dollar strings the server computed from the ledger. */
export const earningsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: payoutKeys.earningsSummary(),
    queryFn: () => api.get<EarningsSummary>('/api/earnings/affiliate'),
  });

export const weeklyEarningsQueryOptions = () =>
  queryOptions({
    queryKey: payoutKeys.earningsWeekly(),
    queryFn: () => api.get<EarningsWeek[]>('/api/earnings/affiliate/weekly'),
  });

export const payoutHistoryQueryOptions = () =>
  queryOptions({
    queryKey: payoutKeys.history(),
    queryFn: () => api.get<Payout[]>('/api/payouts/affiliate'),
  });

export const payoutMethodStatusQueryOptions = () =>
  queryOptions({
    queryKey: payoutMethodKeys.status(),
    queryFn: () => api.get<PayoutMethodStatus>('/api/payout/method-status'),
  });

/**
 * Add or replace the payout debit card. docs/product/limits-and-timings.md, Delays: the client waits 2 seconds first. The
 * answer is the new status, stored at once so the collect dialog can move on without a refetch.
 */
export const setupPayoutMethodMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: SetupPayoutMethodRequest) => {
      await delay(CARD_SETUP_DELAY_MS);
      return api.post<SetupPayoutMethodResponse>('/api/payout/setup-method', body);
    },
    onSuccess: ({ onboardingUrl: _url, ...status }) => {
      queryClient.setQueryData(payoutMethodKeys.status(), status);
      return refreshAfterPayoutMethodChange(queryClient);
    },
  });

export const deletePayoutMethodMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: () => api.delete<void>('/api/payout/delete-method'),
    onSuccess: () => refreshAfterPayoutMethodChange(queryClient),
  });

export interface CollectPayoutVariables {
  /** One uuid per collect attempt: a resend after a lost answer is not paid twice. */
  idempotencyKey: string;
}

/** Pays out the whole available balance minus the $0.25 fee (docs/product/money.md, Payouts). */
export const collectPayoutMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ idempotencyKey }: CollectPayoutVariables) =>
      api.post<CollectResponse>('/api/payout/collect', undefined, { headers: { 'Idempotency-Key': idempotencyKey }, acceptedIsPending: true }),
    onSettled: () => refreshAfterPayoutCollect(queryClient),
  });
