import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../runner/projection';
import { payoutListChange, type PayoutRow, type PayoutSettlement } from './payout-list.rows';

/**
 * `payout_list` (issue 5): an affiliate's payout history. Set-based per batch: one insert of the
 * payouts requested, then one update of those settled. A payout is requested before it settles and
 * settles once, so applying all inserts before all settlements gives the same rows as one by one.
 */
export class PayoutListProjection implements Projection {
  readonly name = 'payouts';
  readonly tables = ['payout_list'];
  readonly eventTypes = ['PayoutRequested', 'PayoutCompleted', 'PayoutFailed'] as const;

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    const requested: PayoutRow[] = [];
    const settled: PayoutSettlement[] = [];
    for (const event of events) {
      const change = payoutListChange(event);
      if (change?.kind === 'requested') requested.push(change.row);
      else if (change?.kind === 'settled') settled.push(change.settlement);
    }
    if (requested.length > 0) {
      await tx.query(
        `INSERT INTO payout_list (id, affiliate_id, amount_cents, revenue_cents, fee_cents, status, created_at)
         SELECT id, affiliate_id, amount, revenue, fee, 'requested', created_at
         FROM unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::bigint[], $5::bigint[], $6::timestamptz[]) AS r(id, affiliate_id, amount, revenue, fee, created_at)
         ON CONFLICT (id) DO NOTHING`,
        [
          requested.map((r) => r.id),
          requested.map((r) => r.affiliateId),
          requested.map((r) => r.amountCents),
          requested.map((r) => r.revenueCents),
          requested.map((r) => r.feeCents),
          requested.map((r) => r.createdAt),
        ],
      );
    }
    if (settled.length > 0) {
      await tx.query(
        `UPDATE payout_list p SET status = s.status, failure_reason = s.reason, processor_transfer_id = s.transfer_id, settled_at = s.settled_at
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::timestamptz[]) AS s(id, status, reason, transfer_id, settled_at)
         WHERE p.id = s.id`,
        [
          settled.map((s) => s.id),
          settled.map((s) => s.status),
          settled.map((s) => s.failureReason),
          settled.map((s) => s.processorTransferId),
          settled.map((s) => s.settledAt),
        ],
      );
    }
  }
}
