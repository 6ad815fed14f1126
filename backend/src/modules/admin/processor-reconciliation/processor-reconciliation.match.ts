import type {
  ProcessorLineStatus,
  ProcessorMovementKind,
  ProcessorOtherEntries,
  ProcessorReconciliation,
  ProcessorReconciliationItem,
} from '@leadledger/contracts/admin-processor-reconciliation';
import type { BalanceTransaction } from '../../../infrastructure/payments/payments.port';

/**
 * Our ledger against the processor's books (docs/architecture/ledger.md), as a pure function. Each
 * of our money movements names the processor's id (`processor_records`); the processor lists the
 * same id as its balance transaction's source. Both sides are signed the same way: a charge into
 * `processor:clearing` is positive, a refund or a payout's transfer out of it negative.
 */

/** One money movement our ledger recorded (a `processor_records` row with its journal). */
export interface LedgerMovement {
  kind: ProcessorMovementKind;
  processorId: string | null;
  /** Signed as it moved `processor:clearing`. */
  ledgerCents: number;
  eventId: string;
  streamId: string;
  recordedAt: string;
}

export interface ProcessorLine extends ProcessorReconciliationItem {
  status: ProcessorLineStatus;
}

export interface ProcessorMatching {
  lines: ProcessorLine[];
  other: ProcessorOtherEntries[];
  processorFeesCents: number;
}

/** Stripe's types for what our ledger records; `payment*` are the same movements on some accounts. */
const KIND_OF_TYPE: Readonly<Record<string, ProcessorMovementKind>> = {
  charge: 'charge',
  payment: 'charge',
  refund: 'refund',
  payment_refund: 'refund',
  transfer: 'payout',
};

/** `call-<id>` names the call, `affiliate-wallet-<id>` the affiliate (streams: domain/*). */
export function subjectOfStream(streamId: string): Pick<ProcessorReconciliationItem, 'callId' | 'affiliateId'> {
  const call = /^call-(.+)$/.exec(streamId);
  const wallet = /^affiliate-wallet-(.+)$/.exec(streamId);
  return { callId: call?.[1] ?? null, affiliateId: wallet?.[1] ?? null };
}

const nobody = { callId: null, merchantId: null, affiliateId: null, payoutId: null };

/**
 * Pairs each ledger movement with the processor entry of the same id and kind. Only lines whose
 * time (ours when we have it, else the processor's) falls in [from, to) are returned: callers pass
 * both sides over a wider window, so a movement the processor stamped just before midnight and we
 * recorded just after is matched rather than listed twice.
 */
export function matchProcessorRecords(processor: readonly BalanceTransaction[], ledger: readonly LedgerMovement[], from: Date, to: Date): ProcessorMatching {
  const inPeriod = (at: string) => Date.parse(at) >= from.getTime() && Date.parse(at) < to.getTime();
  const unused = new Map<string, BalanceTransaction[]>();
  const others = new Map<string, ProcessorOtherEntries>();
  let processorFeesCents = 0;
  for (const entry of processor) {
    const kind = KIND_OF_TYPE[entry.type];
    if (kind && entry.source) {
      const key = `${kind} ${entry.source}`;
      unused.set(key, [...(unused.get(key) ?? []), entry]);
    } else if (inPeriod(entry.created)) {
      const other = others.get(entry.type) ?? { type: entry.type, count: 0, amountCents: 0 };
      others.set(entry.type, { ...other, count: other.count + 1, amountCents: other.amountCents + entry.amountCents });
    }
  }

  const lines: ProcessorLine[] = [];
  for (const movement of ledger) {
    const candidates = movement.processorId ? unused.get(`${movement.kind} ${movement.processorId}`) : undefined;
    const entry = candidates?.shift();
    const status: ProcessorLineStatus = !entry ? 'ledger-only' : entry.amountCents === movement.ledgerCents ? 'matched' : 'amount-differs';
    if (!inPeriod(movement.recordedAt)) continue;
    if (entry) processorFeesCents += entry.feeCents;
    lines.push({
      status,
      kind: movement.kind,
      processorId: movement.processorId,
      balanceTransactionId: entry?.id ?? null,
      processorCents: entry?.amountCents ?? null,
      ledgerCents: movement.ledgerCents,
      at: movement.recordedAt,
      eventId: movement.eventId,
      ...nobody,
      ...subjectOfStream(movement.streamId),
    });
  }
  for (const [key, entries] of unused) {
    const kind = key.split(' ')[0] as ProcessorMovementKind;
    for (const entry of entries.filter((e) => inPeriod(e.created))) {
      processorFeesCents += entry.feeCents;
      lines.push({
        status: 'processor-only', kind, processorId: entry.source, balanceTransactionId: entry.id,
        processorCents: entry.amountCents, ledgerCents: null, at: entry.created, eventId: null, ...nobody,
      });
    }
  }
  lines.sort((a, b) => a.at.localeCompare(b.at));
  return { lines, other: [...others.values()].sort((a, b) => a.type.localeCompare(b.type)), processorFeesCents };
}

type Report = Omit<ProcessorReconciliation, 'from' | 'to' | 'processorMode'>;

/** Counts and sums of the matched, the three unmatched groups, and the totals of each side. */
export function processorReport({ lines, other, processorFeesCents }: ProcessorMatching): Report {
  const matched = { charge: { count: 0, cents: 0 }, refund: { count: 0, cents: 0 }, payout: { count: 0, cents: 0 } };
  const totals = { processorCents: 0, ledgerCents: 0, processorFeesCents };
  const group = (status: ProcessorLineStatus) => lines.filter((l) => l.status === status).map(({ status: _status, ...item }) => item);
  for (const line of lines) {
    totals.processorCents += line.processorCents ?? 0;
    totals.ledgerCents += line.ledgerCents ?? 0;
    if (line.status === 'matched') {
      matched[line.kind].count += 1;
      matched[line.kind].cents += line.ledgerCents ?? 0;
    }
  }
  return { matched, totals, processorOnly: group('processor-only'), ledgerOnly: group('ledger-only'), amountDiffers: group('amount-differs'), other };
}
