import { money } from '../../shared/csv/csv-writer';
import type { CsvTable } from '../export/csv-views';
import type { ProcessorLine } from './processor-reconciliation.match';

/** Every line of the period, matched ones too, so finance can tick the whole period off. */
export const processorReconciliationCsv = (lines: readonly ProcessorLine[]): CsvTable => ({
  header: ['status', 'kind', 'at', 'processor_id', 'balance_transaction_id', 'processor_amount', 'ledger_amount', 'difference', 'event_id', 'call_id', 'merchant_id', 'affiliate_id', 'payout_id'],
  rows: lines.map((l) => [
    l.status, l.kind, l.at, l.processorId, l.balanceTransactionId, money(l.processorCents), money(l.ledgerCents),
    money((l.processorCents ?? 0) - (l.ledgerCents ?? 0)), l.eventId, l.callId, l.merchantId, l.affiliateId, l.payoutId,
  ]),
});
