import { type StoredEvent, encodePosition } from '../../infrastructure/event-store/event-store.port';
import { ledgerRows } from './ledger-entries.rows';

const recordedAt = new Date('2026-01-05T10:00:00Z');
const stored = (type: string, data: Record<string, unknown>, eventId = 'e1'): StoredEvent => ({
  eventId, type, data, metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt: recordedAt.toISOString() },
  schemaVersion: 1, streamId: 's', streamPosition: 1, position: encodePosition(1, 1), recordedAt,
});

describe('ledger rows', () => {
  it('writes a charge as one journal named by the event, lines from 1, summing to zero', () => {
    const rows = ledgerRows(stored('MerchantCharged', {
      callId: 'c1', merchantId: 'm1', affiliateId: 'a1', processorChargeId: 'ch_1', idempotencyKey: 'approve-c1', payoutCents: 1235, feeCents: 124, chargeCents: 1359, chargedAt: 't',
    }, 'ev-charge'));
    expect(rows).toEqual([
      { journalId: 'ev-charge', line: 1, account: 'processor:clearing', amountCents: 1359, eventId: 'ev-charge', eventType: 'MerchantCharged', recordedAt },
      { journalId: 'ev-charge', line: 2, account: 'merchant:m1:charges', amountCents: -1359, eventId: 'ev-charge', eventType: 'MerchantCharged', recordedAt },
      { journalId: 'ev-charge', line: 3, account: 'merchant:m1:charges', amountCents: 124, eventId: 'ev-charge', eventType: 'MerchantCharged', recordedAt },
      { journalId: 'ev-charge', line: 4, account: 'platform:revenue:commission-fee', amountCents: -124, eventId: 'ev-charge', eventType: 'MerchantCharged', recordedAt },
    ]);
    expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(0);
  });

  it('moves a credited commission from the merchant account to the affiliate payable', () => {
    const rows = ledgerRows(stored('CommissionCredited', { affiliateId: 'a1', callId: 'c1', merchantId: 'm1', amountCents: 1235, creditedAt: 't' }));
    expect(rows.map(({ line, account, amountCents }) => ({ line, account, amountCents }))).toEqual([
      { line: 1, account: 'merchant:m1:charges', amountCents: 1235 },
      { line: 2, account: 'affiliate:a1:payable', amountCents: -1235 },
    ]);
  });

  it('numbers lines after dropping zero lines (a fee under half a cent)', () => {
    const rows = ledgerRows(stored('MerchantCharged', { merchantId: 'm1', payoutCents: 4, feeCents: 0, chargeCents: 4 }));
    expect(rows.map((r) => r.line)).toEqual([1, 2]);
  });

  it('writes nothing for events that move no money', () => {
    expect(ledgerRows(stored('CallBooked', { callId: 'c1' }))).toEqual([]);
    expect(ledgerRows(stored('ApprovalStarted', { callId: 'c1', chargeCents: 100 }))).toEqual([]);
    expect(ledgerRows(stored('PayoutRequested', { affiliateId: 'a1', amountCents: 100 }))).toEqual([]);
  });

  it('refuses a charge whose amounts do not itemise', () => {
    expect(() => ledgerRows(stored('MerchantCharged', { merchantId: 'm1', payoutCents: 1000, feeCents: 100, chargeCents: 1200 }))).toThrow('is not commission');
  });
});
