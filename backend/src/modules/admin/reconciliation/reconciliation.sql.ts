import { COMMISSION_FEE_REVENUE, PAYOUT_FEE_REVENUE, PROCESSOR_CLEARING } from '../../../domain/ledger/ledger.accounts';

/*
 * The ledger side of reconciliation. The processor side (records and the clearing journals no
 * record explains) reads the `processor_records` read model: projections/processor-records.
 */

const MERCHANT_ID = `CASE WHEN split_part(b.account, ':', 2) ~ '^[0-9a-f-]{36}$' THEN split_part(b.account, ':', 2)::uuid END`;

/**
 * Merchant accounts off zero, with whether an approval explains it: a charge waiting for the
 * processor, an approved call whose commission has not reached the wallet yet, or a dispute
 * being resolved (refund or clawback on its way).
 */
export const MERCHANT_ACCOUNTS_SQL = `
  SELECT b.account, b.balance,
         EXISTS (SELECT 1 FROM call_list c WHERE c.merchant_id = ${MERCHANT_ID}
                   AND (c.approval_in_progress OR (c.status = 'approved' AND NOT EXISTS (SELECT 1 FROM wallet_credits w WHERE w.call_id = c.id))))
      OR EXISTS (SELECT 1 FROM dispute_list d WHERE d.merchant_id = ${MERCHANT_ID} AND d.status = 'resolving') AS in_flight
  FROM (SELECT account, sum(amount_cents) AS balance FROM ledger_entries WHERE account LIKE 'merchant:%:charges'
        GROUP BY account HAVING sum(amount_cents) <> 0) b`;

/** Per UTC day in [$1, $2): fees earned and refunded, payout fees, and the money through clearing. */
export const DAILY_FIGURES_SQL = `
  SELECT to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
         coalesce(-sum(amount_cents) FILTER (WHERE account = '${COMMISSION_FEE_REVENUE}' AND event_type = 'MerchantCharged'), 0) AS fees_earned,
         coalesce(sum(amount_cents) FILTER (WHERE account = '${COMMISSION_FEE_REVENUE}' AND event_type = 'ChargeRefunded'), 0) AS fees_refunded,
         coalesce(-sum(amount_cents) FILTER (WHERE account = '${PAYOUT_FEE_REVENUE}'), 0) AS payout_fees,
         coalesce(sum(amount_cents) FILTER (WHERE account = '${PROCESSOR_CLEARING}' AND event_type = 'MerchantCharged'), 0) AS charges,
         coalesce(-sum(amount_cents) FILTER (WHERE account = '${PROCESSOR_CLEARING}' AND event_type = 'ChargeRefunded'), 0) AS refunds,
         coalesce(-sum(amount_cents) FILTER (WHERE account = '${PROCESSOR_CLEARING}' AND event_type = 'PayoutCompleted'), 0) AS payouts
  FROM ledger_entries
  WHERE account IN ('${COMMISSION_FEE_REVENUE}', '${PAYOUT_FEE_REVENUE}', '${PROCESSOR_CLEARING}') AND recorded_at >= $1 AND recorded_at < $2
  GROUP BY 1`;
