import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../runner/projection';
import { sumDeltas, walletDelta, type WalletDelta } from './wallet-balances.rows';

/**
 * `wallet_balances` (affiliate -> available, reserved, credited and paid totals) and
 * `wallet_credits` (one row per credited call). Set-based: one upsert per table per batch; the
 * runner applies each batch exactly once (rows and checkpoint share the transaction).
 */
export class WalletBalancesProjection implements Projection {
  readonly name = 'wallets';
  readonly tables = ['wallet_balances', 'wallet_credits'];
  readonly eventTypes = ['CommissionCredited', 'PayoutRequested', 'PayoutCompleted', 'PayoutFailed', 'CommissionClawedBack'] as const;

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    const deltas = events.map(walletDelta).filter((d): d is WalletDelta => d !== null);
    if (deltas.length === 0) return;
    const sums = sumDeltas(deltas);
    await tx.query(
      `INSERT INTO wallet_balances AS w (affiliate_id, available_cents, reserved_cents, credited_total_cents, paid_total_cents, updated_at)
       SELECT * , now() FROM unnest($1::uuid[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[])
       ON CONFLICT (affiliate_id) DO UPDATE SET
         available_cents = w.available_cents + EXCLUDED.available_cents,
         reserved_cents = w.reserved_cents + EXCLUDED.reserved_cents,
         credited_total_cents = w.credited_total_cents + EXCLUDED.credited_total_cents,
         paid_total_cents = w.paid_total_cents + EXCLUDED.paid_total_cents,
         updated_at = now()`,
      [
        sums.map((s) => s.affiliateId),
        sums.map((s) => s.availableCents),
        sums.map((s) => s.reservedCents),
        sums.map((s) => s.creditedTotalCents),
        sums.map((s) => s.paidTotalCents),
      ],
    );
    const credits = deltas.filter((d) => d.credit !== null);
    if (credits.length === 0) return;
    await tx.query(
      `INSERT INTO wallet_credits (call_id, affiliate_id, merchant_id, amount_cents, credited_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::bigint[], $5::timestamptz[])
       ON CONFLICT (call_id) DO NOTHING`,
      [
        credits.map((d) => d.credit!.callId),
        credits.map((d) => d.affiliateId),
        credits.map((d) => d.credit!.merchantId),
        credits.map((d) => d.credit!.amountCents),
        credits.map((d) => d.credit!.creditedAt),
      ],
    );
  }
}
