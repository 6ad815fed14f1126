import type { ProcessorRecord, UnmatchedItem } from '@leadledger/contracts/admin';
import { dollarString as dollars } from '../../merchant-billing/dollar-string';

/**
 * Reconciliation as pure functions over rows (docs/architecture/ledger.md): a processor record is an event that
 * carries a processor id; it matches when the ledger journal of that same event moved exactly its
 * amount through `processor:clearing` (a charge in, a payout or refund out).
 */
export type ProcessorKind = ProcessorRecord['kind'];

export const PROCESSOR_EVENT_KIND: Record<string, ProcessorKind> = { MerchantCharged: 'charge', ChargeRefunded: 'refund', PayoutCompleted: 'payout' };

export interface ProcessorRow {
  kind: ProcessorKind;
  processorId: string | null;
  eventId: string;
  streamId: string;
  recordedAt: string;
  /** What the event says the processor moved; null when the event's amount is not whole cents. */
  amountCents: number | null;
  hasJournal: boolean;
  /** Signed sum of the journal's `processor:clearing` lines (0 when it has none). */
  clearingCents: number;
}

/** A journal through clearing whose event names no processor movement (or no stored event at all). */
export interface StrayJournal {
  eventId: string;
  eventType: string | null;
  clearingCents: number;
}

/** A `merchant:<id>:charges` account off zero, and whether an approval can explain it for now. */
export interface MerchantAccountRow {
  account: string;
  balanceCents: number;
  approvalInFlight: boolean;
}

const signed = (kind: ProcessorKind, amountCents: number): number => (kind === 'charge' ? amountCents : -amountCents);

export function toProcessorRecord(row: ProcessorRow): ProcessorRecord {
  const ledgerCents = row.hasJournal ? row.clearingCents : null;
  const matched = !!row.processorId && row.amountCents !== null && ledgerCents === signed(row.kind, row.amountCents);
  return {
    kind: row.kind,
    processorId: row.processorId ?? '',
    eventId: row.eventId,
    streamId: row.streamId,
    recordedAt: row.recordedAt,
    amountCents: row.amountCents ?? 0,
    ledgerCents,
    matched,
  };
}

/** Why a record does not match, or null when it does. */
export function unmatchedRecord(record: ProcessorRecord, row: ProcessorRow): UnmatchedItem | null {
  if (record.matched) return null;
  const base = { eventId: record.eventId, processorId: record.processorId || null, amountCents: record.amountCents };
  if (record.ledgerCents === null) return { ...base, kind: 'missing-journal', detail: `The ${record.kind} ${record.processorId} has no ledger journal.` };
  if (!row.processorId) return { ...base, kind: 'journal-without-processor-record', detail: `The ${record.kind} event ${record.eventId} names no processor id.` };
  if (row.amountCents === null) return { ...base, kind: 'amount-mismatch', detail: `The ${record.kind} ${record.processorId} does not state its amount in whole cents.` };
  return {
    ...base,
    kind: 'amount-mismatch',
    detail: `The processor moved ${dollars(signed(record.kind, record.amountCents))} for ${record.kind} ${record.processorId}; its journal moved ${dollars(record.ledgerCents)} through processor:clearing.`,
  };
}

export function strayJournalItem(j: StrayJournal): UnmatchedItem {
  return {
    kind: 'journal-without-processor-record',
    eventId: j.eventId,
    processorId: null,
    amountCents: j.clearingCents,
    detail: `The ${j.eventType ?? 'unknown'} journal ${j.eventId} moved ${dollars(j.clearingCents)} through processor:clearing without a processor id.`,
  };
}

/** A merchant account is zero once every approval reached a wallet (ledger.accounts.ts). */
export function unbalancedAccountItem(a: MerchantAccountRow): UnmatchedItem | null {
  if (a.balanceCents === 0 || a.approvalInFlight) return null;
  return { kind: 'unbalanced-account', eventId: null, processorId: null, amountCents: a.balanceCents, detail: `${a.account} holds ${dollars(a.balanceCents)} with no approval in flight.` };
}

export interface Matching {
  matched: { charges: number; refunds: number; payouts: number };
  unmatched: UnmatchedItem[];
}

export function reconcile(rows: readonly ProcessorRow[], strays: readonly StrayJournal[], accounts: readonly MerchantAccountRow[]): Matching {
  const matched = { charges: 0, refunds: 0, payouts: 0 };
  const unmatched: UnmatchedItem[] = [];
  for (const row of rows) {
    const record = toProcessorRecord(row);
    const problem = unmatchedRecord(record, row);
    if (problem) unmatched.push(problem);
    else matched[`${row.kind}s` as keyof typeof matched] += 1;
  }
  unmatched.push(...strays.map(strayJournalItem));
  for (const account of accounts) {
    const item = unbalancedAccountItem(account);
    if (item) unmatched.push(item);
  }
  return { matched, unmatched };
}
