import type { Pool } from 'pg';

/** A program's decided calls, summed from `reputation_calls` (docs/product/reputation.md). */
export interface ReputationCounts {
  decided: number;
  approved: number;
  rejected: number;
  /** Exact median of max(decision - scheduled time, 0), in seconds; null with no decision. */
  medianSecondsToDecision: number | null;
  disputed: number;
  disputesUpheld: number;
  disputesDenied: number;
  disputesOpen: number;
}

export const NO_DECISIONS: ReputationCounts = { decided: 0, approved: 0, rejected: 0, medianSecondsToDecision: null, disputed: 0, disputesUpheld: 0, disputesDenied: 0, disputesOpen: 0 };

/**
 * The counts of each of these programs, one grouped query; a program with no decided call is
 * absent. A decision made before the call's time (a spam booking turned down at once) counts as
 * zero: the figure is how long an affiliate waits once the call has happened.
 */
export async function programReputationCounts(pool: Pool, programIds: string[]): Promise<Map<string, ReputationCounts>> {
  if (programIds.length === 0) return new Map();
  const { rows } = await pool.query(
    `SELECT program_id, count(*)::int AS decided,
            count(*) FILTER (WHERE outcome = 'approved')::int AS approved, count(*) FILTER (WHERE outcome = 'rejected')::int AS rejected,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(extract(epoch FROM decided_at - scheduled_at), 0)) AS median_seconds,
            count(dispute_status)::int AS disputed, count(*) FILTER (WHERE dispute_status = 'upheld')::int AS upheld,
            count(*) FILTER (WHERE dispute_status = 'denied')::int AS denied, count(*) FILTER (WHERE dispute_status = 'open')::int AS open
     FROM reputation_calls WHERE outcome IS NOT NULL AND program_id = ANY($1::uuid[])
     GROUP BY program_id`,
    [programIds],
  );
  return new Map(
    rows.map((r) => [
      r.program_id as string,
      {
        decided: r.decided, approved: r.approved, rejected: r.rejected,
        medianSecondsToDecision: r.median_seconds === null ? null : Number(r.median_seconds),
        disputed: r.disputed, disputesUpheld: r.upheld, disputesDenied: r.denied, disputesOpen: r.open,
      },
    ]),
  );
}

/** One affiliate's decided calls for a merchant and how many of them were no-shows. */
export interface AffiliateNoShowCounts {
  affiliateId: string;
  decided: number;
  noShows: number;
}

/**
 * Per affiliate, the merchant's calls booked in the period (inclusive dates in `timeZone`, as the
 * analytics screen counts them) that the merchant decided, and those rejected as a no-show. A
 * rejection the admin overturned on the affiliate's dispute is no no-show.
 */
export async function affiliateNoShowCounts(
  pool: Pool,
  merchantId: string,
  period: { from: string; to: string; timeZone: string; programId: string | null },
): Promise<AffiliateNoShowCounts[]> {
  const { rows } = await pool.query(
    `SELECT affiliate_id, count(*)::int AS decided,
            count(*) FILTER (WHERE rejection_reason = 'no-show' AND outcome = 'rejected' AND dispute_status IS DISTINCT FROM 'upheld')::int AS no_shows
     FROM reputation_calls
     WHERE merchant_id = $1 AND outcome IS NOT NULL AND ($5::uuid IS NULL OR program_id = $5::uuid)
       AND booked_at >= ($2::date::timestamp AT TIME ZONE $4) AND booked_at < (($3::date + 1)::timestamp AT TIME ZONE $4)
     GROUP BY affiliate_id`,
    [merchantId, period.from, period.to, period.timeZone, period.programId],
  );
  return rows.map((r) => ({ affiliateId: r.affiliate_id, decided: r.decided, noShows: r.no_shows }));
}
