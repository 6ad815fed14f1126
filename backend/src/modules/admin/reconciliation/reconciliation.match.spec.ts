import { type ProcessorRow, reconcile, toProcessorRecord } from './reconciliation.match';

const row = (overrides: Partial<ProcessorRow> = {}): ProcessorRow => ({
  kind: 'charge', processorId: 'ch_1', eventId: 'e1', streamId: 'call-1', recordedAt: '2026-03-01T00:00:00.000Z', amountCents: 1359, hasJournal: true, clearingCents: 1359, ...overrides,
});

describe('reconciliation matching', () => {
  it('matches a charge moved into clearing, and payouts and refunds moved out', () => {
    expect(toProcessorRecord(row()).matched).toBe(true);
    expect(toProcessorRecord(row({ kind: 'payout', processorId: 'tr_1', amountCents: 1210, clearingCents: -1210 })).matched).toBe(true);
    expect(toProcessorRecord(row({ kind: 'refund', processorId: 're_1', amountCents: 1359, clearingCents: -1359 })).matched).toBe(true);
    const result = reconcile([row(), row({ kind: 'payout', processorId: 'tr_1', amountCents: 1210, clearingCents: -1210 })], [], []);
    expect(result).toEqual({ matched: { charges: 1, refunds: 0, payouts: 1 }, unmatched: [] });
  });

  it('lists a record without a journal, with ledgerCents null', () => {
    const record = toProcessorRecord(row({ hasJournal: false, clearingCents: 0 }));
    expect(record).toMatchObject({ ledgerCents: null, matched: false });
    expect(reconcile([row({ hasJournal: false, clearingCents: 0 })], [], []).unmatched).toEqual([
      { kind: 'missing-journal', eventId: 'e1', processorId: 'ch_1', amountCents: 1359, detail: 'The charge ch_1 has no ledger journal.' },
    ]);
  });

  it('lists an amount mismatch, including a payout whose sign is wrong', () => {
    const { unmatched, matched } = reconcile([row({ clearingCents: 1358 }), row({ kind: 'payout', processorId: 'tr_1', amountCents: 100, clearingCents: 100 })], [], []);
    expect(matched).toEqual({ charges: 0, refunds: 0, payouts: 0 });
    expect(unmatched.map((u) => u.kind)).toEqual(['amount-mismatch', 'amount-mismatch']);
    expect(unmatched[0].detail).toBe('The processor moved $13.59 for charge ch_1; its journal moved $13.58 through processor:clearing.');
  });

  it('lists a processor event without a processor id, and an amount that is not whole cents', () => {
    const { unmatched } = reconcile([row({ processorId: null }), row({ amountCents: null })], [], []);
    expect(unmatched.map((u) => u.kind)).toEqual(['journal-without-processor-record', 'amount-mismatch']);
  });

  it('lists clearing journals that no processor record explains', () => {
    const { unmatched } = reconcile([], [{ eventId: 'e9', eventType: 'CommissionCredited', clearingCents: 500 }], []);
    expect(unmatched).toEqual([{ kind: 'journal-without-processor-record', eventId: 'e9', processorId: null, amountCents: 500, detail: 'The CommissionCredited journal e9 moved $5.00 through processor:clearing without a processor id.' }]);
  });

  it('lists a merchant account off zero only when no approval is in flight', () => {
    const accounts = [
      { account: 'merchant:m1:charges', balanceCents: -1235, approvalInFlight: true },
      { account: 'merchant:m2:charges', balanceCents: -1235, approvalInFlight: false },
      { account: 'merchant:m3:charges', balanceCents: 0, approvalInFlight: false },
    ];
    expect(reconcile([], [], accounts).unmatched).toEqual([
      { kind: 'unbalanced-account', eventId: null, processorId: null, amountCents: -1235, detail: 'merchant:m2:charges holds -$12.35 with no approval in flight.' },
    ]);
  });
});
