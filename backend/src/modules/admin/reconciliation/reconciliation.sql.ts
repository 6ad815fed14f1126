import { COMMISSION_FEE_REVENUE, PAYOUT_FEE_REVENUE, PROCESSOR_CLEARING } from '../../../domain/ledger/ledger.accounts';

/**
 * The SQL behind reconciliation. The processor id and amount of each processor event type are
 * the ones its ledger journal uses (ledger.journals.ts): MerchantCharged chargeCents in,
 * PayoutCompleted netCents out, ChargeRefunded refundCents out.
 */
const PROCESSOR_ID = `CASE e.type WHEN 'MerchantCharged' THEN e.data ->> 'processorChargeId' WHEN 'PayoutCompleted' THEN e.data ->> 'processorTransferId' WHEN 'ChargeRefunded' THEN e.data ->> 'processorRefundId' END`;
const AMOUNT_TEXT = `CASE e.type WHEN 'MerchantCharged' THEN e.data ->> 'chargeCents' WHEN 'PayoutCompleted' THEN e.data ->> 'netCents' ELSE e.data ->> 'refundCents' END`;

/** Must match the partial index events_processor_records of migration 8. */
export const PROCESSOR_TYPES = `e.type IN ('MerchantCharged', 'PayoutCompleted', 'ChargeRefunded')`;

/** Processor records with what their journal did; `extra` adds conditions on `e`. */
export function processorRecordsSql(extra: string): string {
  return `
    SELECT e.global_position, e.event_id, e.type, e.stream_id, e.recorded_at, ${PROCESSOR_ID} AS processor_id,
           CASE WHEN (${AMOUNT_TEXT}) ~ '^[0-9]{1,15}$' THEN (${AMOUNT_TEXT})::bigint END AS amount_cents,
           j.lines > 0 AS has_journal, coalesce(j.clearing, 0) AS clearing_cents
    FROM events e
    CROSS JOIN LATERAL (SELECT count(*) AS lines, sum(l.amount_cents) FILTER (WHERE l.account = '${PROCESSOR_CLEARING}') AS clearing
                        FROM ledger_entries l WHERE l.event_id = e.event_id) j
    WHERE ${PROCESSOR_TYPES} ${extra}`;
}

/** The same predicate as reconciliation.match.ts toProcessorRecord, for paging unmatched records in SQL. */
export const RECORD_MATCHES = `(has_journal AND coalesce(processor_id, '') <> '' AND amount_cents IS NOT NULL
  AND clearing_cents = CASE type WHEN 'MerchantCharged' THEN amount_cents ELSE -amount_cents END)`;

/** Clearing journals (in the range $1..$2) whose event names no processor id, or is not stored. */
export const STRAY_JOURNALS_SQL = `
  SELECT l.event_id, l.event_type, sum(l.amount_cents) AS clearing
  FROM ledger_entries l LEFT JOIN events e ON e.event_id = l.event_id
  WHERE l.account = '${PROCESSOR_CLEARING}' AND l.recorded_at >= $1 AND l.recorded_at < $2
    AND coalesce(${PROCESSOR_ID}, '') = ''
  GROUP BY l.event_id, l.event_type`;

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
