import type { BalanceTransaction } from '../../../infrastructure/payments/payments.port';
import { type LedgerMovement, matchProcessorRecords, processorReport } from './processor-reconciliation.match';

const FROM = new Date('2026-03-01T00:00:00.000Z');
const TO = new Date('2026-03-02T00:00:00.000Z');
const NOON = '2026-03-01T12:00:00.000Z';

const txn = (source: string, type: string, amountCents: number, overrides: Partial<BalanceTransaction> = {}): BalanceTransaction => ({
  id: `txn_${source}`, type, amountCents, feeCents: 0, created: NOON, source, ...overrides,
});
const moved = (processorId: string | null, kind: LedgerMovement['kind'], ledgerCents: number, overrides: Partial<LedgerMovement> = {}): LedgerMovement => ({
  kind, processorId, ledgerCents, eventId: `ev-${processorId}`, streamId: kind === 'payout' ? 'affiliate-wallet-a1' : 'call-c1', recordedAt: NOON, ...overrides,
});
const match = (processor: BalanceTransaction[], ledger: LedgerMovement[]) => processorReport(matchProcessorRecords(processor, ledger, FROM, TO));

describe('matching the ledger against the processor', () => {
  it('matches a charge, a refund and a payout by the transfer that funded it, with counts and cents', () => {
    const report = match(
      [txn('ch_1', 'charge', 1100, { feeCents: 62 }), txn('re_1', 'refund', -1100), txn('tr_1', 'transfer', -975)],
      [moved('ch_1', 'charge', 1100), moved('re_1', 'refund', -1100), moved('tr_1', 'payout', -975)],
    );
    expect(report.matched).toEqual({ charge: { count: 1, cents: 1100 }, refund: { count: 1, cents: -1100 }, payout: { count: 1, cents: -975 } });
    expect(report.totals).toEqual({ processorCents: -975, ledgerCents: -975, processorFeesCents: 62 });
    expect([...report.processorOnly, ...report.ledgerOnly, ...report.amountDiffers]).toEqual([]);
  });

  it('lists what only the processor has, what only we have, and amounts that differ, naming whose they are', () => {
    const report = match(
      [txn('ch_proc', 'charge', 500), txn('ch_diff', 'charge', 1100), txn('tr_1', 'charge', -975)],
      [moved('ch_ours', 'charge', 1100), moved('ch_diff', 'charge', 1000), moved('tr_1', 'payout', -975)],
    );
    expect(report.processorOnly).toEqual([
      expect.objectContaining({ processorId: 'ch_proc', processorCents: 500, ledgerCents: null, eventId: null, callId: null }),
      // The same id under another kind is not the same movement.
      expect.objectContaining({ processorId: 'tr_1', kind: 'charge', processorCents: -975 }),
    ]);
    expect(report.ledgerOnly).toEqual([
      expect.objectContaining({ processorId: 'ch_ours', ledgerCents: 1100, processorCents: null, eventId: 'ev-ch_ours', callId: 'c1', affiliateId: null }),
      expect.objectContaining({ processorId: 'tr_1', kind: 'payout', callId: null, affiliateId: 'a1' }),
    ]);
    expect(report.amountDiffers).toEqual([expect.objectContaining({ processorId: 'ch_diff', processorCents: 1100, ledgerCents: 1000, balanceTransactionId: 'txn_ch_diff' })]);
    expect(report.matched.charge.count).toBe(0);
  });

  it('lists a movement our event names no processor id for as ours only', () => {
    expect(match([], [moved(null, 'charge', 1100)]).ledgerOnly).toEqual([expect.objectContaining({ processorId: null, ledgerCents: 1100 })]);
  });

  it('matches a processor id recorded twice by us only once', () => {
    const report = match([txn('ch_1', 'charge', 1100)], [moved('ch_1', 'charge', 1100), moved('ch_1', 'charge', 1100, { eventId: 'ev-again' })]);
    expect(report.matched.charge.count).toBe(1);
    expect(report.ledgerOnly.map((l) => l.eventId)).toEqual(['ev-again']);
  });

  it('pairs across midnight and reports each pair in the period of our record, and leaves the rest out', () => {
    const lateAtNight = '2026-02-28T23:59:59.000Z';
    const justAfter = '2026-03-01T00:00:01.000Z';
    const report = match(
      [txn('ch_edge', 'charge', 1100, { created: lateAtNight }), txn('ch_before', 'charge', 700, { created: lateAtNight }), txn('ch_next', 'charge', 300, { created: '2026-03-02T00:00:00.000Z' })],
      [moved('ch_edge', 'charge', 1100, { recordedAt: justAfter }), moved('ch_old', 'charge', 900, { recordedAt: lateAtNight })],
    );
    expect(report.matched.charge).toEqual({ count: 1, cents: 1100 });
    expect([...report.processorOnly, ...report.ledgerOnly]).toEqual([]);
  });

  it("sums the processor's other entries by type instead of calling them unmatched", () => {
    const report = match([txn('po_bank', 'payout', -5000), txn('fee_1', 'stripe_fee', -200), txn('po_bank2', 'payout', -100), { ...txn('x', 'adjustment', 5), source: null }], []);
    expect(report.other).toEqual([
      { type: 'adjustment', count: 1, amountCents: 5 },
      { type: 'payout', count: 2, amountCents: -5100 },
      { type: 'stripe_fee', count: 1, amountCents: -200 },
    ]);
    expect(report.processorOnly).toEqual([]);
  });
});
