import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../runner/projection';
import { statementLineRow } from './merchant-statement.rows';

/**
 * `merchant_statement` (migration 14): every charge, refund and declined attempt on a merchant's
 * card, one row per event, for the merchant's statement, receipts and monthly CSV. Names (customer,
 * program, affiliate) are joined at read time from the other read models, so a rename shows
 * everywhere at once. Idempotent per event (keyed by event id).
 */
export class MerchantStatementProjection implements Projection {
  readonly name = 'merchant-statement';
  readonly tables = ['merchant_statement'];
  readonly eventTypes = ['MerchantCharged', 'ChargeRefunded', 'ChargeDeclined'] as const;

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    const rows = events.flatMap((event) => statementLineRow(event) ?? []);
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO merchant_statement (event_id, position, merchant_id, call_id, kind, occurred_at, commission_cents, fee_cents, amount_cents, processor_id, decline_reason)
       SELECT r."eventId", r."position", r."merchantId", r."callId", r.kind, r."occurredAt", r."commissionCents", r."feeCents", r."amountCents", r."processorId", r."declineReason"
       FROM json_to_recordset($1::json) AS r("eventId" uuid, "position" text, "merchantId" uuid, "callId" uuid, kind text, "occurredAt" timestamptz,
            "commissionCents" bigint, "feeCents" bigint, "amountCents" bigint, "processorId" text, "declineReason" text)
       ON CONFLICT (event_id) DO NOTHING`,
      [JSON.stringify(rows)],
    );
  }
}
