import type { TimelineKind } from './admin';

/** The groups of `GET /api/admin/search`, always all present and in this order. */
export type AdminSearchGroupKind = 'merchants' | 'affiliates' | 'calls' | 'programs' | 'payments';

/** One match: what it is, a line about it, and the timeline that shows its whole history. */
export interface AdminSearchResult {
  title: string;
  /** Email, company, program, status... already joined for display; never money. */
  subtitle: string;
  /** The money the match moved (a charge, refund or payout), integer cents; null otherwise. */
  amountCents: number | null;
  /** When it happened or joined: results are newest first within a group. */
  at: string;
  opens: { kind: TimelineKind; id: string };
}

export interface AdminSearchGroup {
  kind: AdminSearchGroupKind;
  /** At most 10, newest first. */
  results: AdminSearchResult[];
  /** More matched than are listed: a narrower query finds them. */
  hasMore: boolean;
}

/**
 * `GET /api/admin/search?q=`: q is trimmed and must be 2 to 200 characters. Matching is
 * case-insensitive and by substring; a whole UUID also matches ids exactly.
 */
export interface AdminSearchResponse {
  query: string;
  groups: AdminSearchGroup[];
}
