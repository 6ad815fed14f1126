import type { Pool } from 'pg';
import type { MoneyAggregate } from '../../domain/money-movement/money-movement';

export type MovementCandidate = { aggregate: MoneyAggregate; aggregateId: string };

/**
 * Where money may be in flight, as the read models last saw it: approvals in progress, disputes
 * being resolved, payouts requested. Only a list to look at: each candidate's stream decides
 * whether a movement is really in flight (a lagging read model only delays the sweep).
 */
export async function movementCandidates(pool: Pool, limit: number): Promise<MovementCandidate[]> {
  const { rows } = await pool.query<{ aggregate: MoneyAggregate; id: string }>(
    `(SELECT 'call' AS aggregate, id::text FROM call_list WHERE approval_in_progress LIMIT $1)
     UNION
     (SELECT 'call', call_id::text FROM dispute_list WHERE status = 'resolving' LIMIT $1)
     UNION
     (SELECT 'wallet', affiliate_id::text FROM payout_list WHERE status = 'requested' LIMIT $1)`,
    [limit],
  );
  return rows.map((r) => ({ aggregate: r.aggregate, aggregateId: r.id }));
}
