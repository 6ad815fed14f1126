import type { EventLogQuery } from '@leadledger/contracts/admin';
import { nextDay, rangeError } from '../shared/date-range';

/** The toolbar's filters, as kept in the URL (so a link can open the log already filtered). */
export interface EventFilters {
  type: string;
  stream: string;
  actor: string;
  correlationId: string;
  /** UTC days, both inclusive on screen. */
  from: string;
  to: string;
}

export const filterNames = ['type', 'stream', 'actor', 'correlationId', 'from', 'to'] as const;

export const emptyFilters: EventFilters = { type: '', stream: '', actor: '', correlationId: '', from: '', to: '' };

export function filtersFromSearch(search: URLSearchParams): EventFilters {
  const filters = { ...emptyFilters };
  for (const name of filterNames) filters[name] = search.get(name)?.trim() ?? '';
  return filters;
}

/** Checked in the browser too, so a bad range never reaches the server (it would answer 400). */
export function filtersError(filters: EventFilters): string | null {
  return rangeError(filters.from, filters.to);
}

/**
 * The filter part of `GET /api/admin/events`: days become ISO instants on the recorded time,
 * `from` inclusive and `to` exclusive (contracts/admin.ts `EventLogQuery`), so To's whole day counts.
 */
export function filterQuery(filters: EventFilters): EventLogQuery {
  return {
    type: filters.type || undefined,
    stream: filters.stream || undefined,
    actor: filters.actor || undefined,
    correlationId: filters.correlationId || undefined,
    from: filters.from ? `${filters.from}T00:00:00.000Z` : undefined,
    to: filters.to ? `${nextDay(filters.to)}T00:00:00.000Z` : undefined,
  };
}
