import { useQuery } from '@tanstack/react-query';
import type { TrackResponse } from '@leadledger/contracts/booking';
import { trackingRequestPath, type BookingLink } from '../../api/booking';
import { api } from '../../lib/api-client';
import { UTM_PARAMS } from '../../lib/program-links';

/** What a click is recorded with: the affiliate and every UTM of the set tracking links carry. */
const CLICK_PARAMS = ['aff', ...UTM_PARAMS];

/** The link's attribution parameters as the tracking endpoint takes them (ref, click and embed are the page's own). */
export function clickSearch(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CLICK_PARAMS) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  return kept.toString();
}

const storageKey = (code: string, search: string) => `leadledger:click:${code.toLowerCase()}?${search}`;

function remembered(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * A booking link records a click with its UTMs, as a tracking link does (issue 12), so the call it
 * books carries that click id. One click per visit of the link: the id is kept for the browser tab
 * (sessionStorage), so a refresh or a week change records nothing new. A link that already carries
 * `click` (it came through the tracking page) records nothing here. If recording fails (rate
 * limit, network), the booking goes ahead without a click: attribution still comes from `aff`.
 */
export function useBookingClick(link: BookingLink, search: string): string | null {
  const params = clickSearch(search);
  const key = storageKey(link.referralCode, params);
  const known = link.clickId ?? remembered(key);
  const click = useQuery({
    queryKey: ['booking-click', key],
    queryFn: async () => {
      const { clickId } = await api.get<TrackResponse>(trackingRequestPath(link.referralCode, params, document.referrer));
      try {
        sessionStorage.setItem(key, clickId);
      } catch {
        // Private mode without storage: one click per page load instead.
      }
      return clickId;
    },
    enabled: known === null,
    retry: false,
    staleTime: Infinity,
  });
  return known ?? click.data ?? null;
}
