import type { AffiliateNoShows } from '@leadledger/contracts/analytics';
import type { AffiliateNoShowCounts } from '../../projections/reputation/reputation.queries';

/** Each affiliate's no-show rate, the highest first, then by name (issue 16). Pure. */
export function noShowsOf(counts: AffiliateNoShowCounts[], names: Map<string, string>): AffiliateNoShows[] {
  return counts
    .map((c) => ({ ...c, affiliateName: names.get(c.affiliateId) ?? 'Former affiliate', noShowRate: c.decided === 0 ? null : c.noShows / c.decided }))
    .sort((a, b) => (b.noShowRate ?? 0) - (a.noShowRate ?? 0) || b.noShows - a.noShows || a.affiliateName.localeCompare(b.affiliateName));
}
