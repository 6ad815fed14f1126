import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  BookCallRequest,
  BookCallResponse,
  CalendarEventsResponse,
  MerchantInfo,
  TrackResponse,
} from '@leadledger/contracts/booking';
import { api } from '../lib/api-client';
import { shouldRetryLookup } from '../lib/query-client';
import { bookingKeys } from './query-keys';

/**
 * Who a booking link came from: the program's `ref`, the affiliate's membership (`aff`) and the
 * tracking click (`click`) that led here, when present.
 */
export interface BookingLink {
  referralCode: string;
  affiliateId: string | null;
  clickId: string | null;
}

/**
 * The one place that names the attribution fields of the request bodies (contracts/booking.ts
 * `BookCallRequest.aff` and `clickId`); each is sent only when the link carries it. The server
 * drops fields a request does not know, so merchant-info and calendar-events may carry them too.
 */
function attribution({ referralCode, affiliateId, clickId }: BookingLink) {
  return {
    referralCode,
    ...(affiliateId ? { aff: affiliateId } : {}),
    ...(clickId ? { clickId } : {}),
  };
}

export const merchantInfoQueryOptions = (link: BookingLink) =>
  queryOptions({
    // The answer depends on the affiliate too: a removed affiliate's link is refused (410).
    queryKey: [...bookingKeys.merchantInfo(link.referralCode), link.affiliateId ?? ''],
    queryFn: () => api.post<MerchantInfo>('/api/merchant-info', attribution(link)),
    retry: shouldRetryLookup,
  });

/** One week of slots; `weekStart` is that week's Sunday in the merchant's zone. */
export const calendarWeekQueryOptions = (link: BookingLink, weekStart: string) =>
  queryOptions({
    queryKey: bookingKeys.week(link.referralCode, weekStart),
    queryFn: () => api.post<CalendarEventsResponse>('/api/calendar-events', { ...attribution(link), weekStart }),
    retry: shouldRetryLookup,
    // Slots are taken by other customers: ask again whenever the week is shown again.
    staleTime: 0,
  });

export interface BookCallVariables {
  link: BookingLink;
  booking: Omit<BookCallRequest, 'referralCode'>;
  /** One key per submit attempt, reused when the same attempt is sent again. */
  idempotencyKey: string;
}

export const bookCallMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ link, booking, idempotencyKey }: BookCallVariables) =>
      api.post<BookCallResponse>(
        '/api/book-call',
        { ...attribution(link), ...booking },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      ),
    // Whatever happened (booked, or the slot was just taken), the week has changed.
    onSettled: (_data, _error, { link }) =>
      queryClient.invalidateQueries({ queryKey: [...bookingKeys.all, 'calendar-events', link.referralCode] }),
  });

/**
 * `search` is the page's query string (`?aff=…&utm_…`), passed through as is. The page's own
 * referrer goes along as `referrer`: the API request's Referer would only name this page.
 */
export function trackingRequestPath(code: string, search: string, referrer: string): string {
  const params = new URLSearchParams(search);
  if (referrer && !params.has('referrer')) params.append('referrer', referrer);
  const query = params.toString();
  return `/api/track-with-loading/${encodeURIComponent(code)}${query ? `?${query}` : ''}`;
}

/** Records the click and answers where to go. Never retried: each request records a click. */
export const trackQueryOptions = (code: string, search: string, referrer = '') =>
  queryOptions({
    queryKey: bookingKeys.track(code, search),
    queryFn: () => api.get<TrackResponse>(trackingRequestPath(code, search, referrer)),
    retry: false,
    staleTime: Infinity,
  });
