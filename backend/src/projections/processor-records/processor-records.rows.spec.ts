import { type StoredEvent, encodePosition } from '../../infrastructure/event-store/event-store.port';
import { processorRecordRow } from './processor-records.rows';

const recordedAt = new Date('2026-03-01T10:00:00Z');
const stored = (type: string, data: Record<string, unknown>): StoredEvent => ({
  eventId: 'e1', type, data, metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt: recordedAt.toISOString() },
  schemaVersion: 1, streamId: 'call-c1', streamPosition: 3, position: encodePosition(5, 9), recordedAt,
});
const base = { eventId: 'e1', position: encodePosition(5, 9), streamId: 'call-c1', recordedAt: '2026-03-01T10:00:00.000Z' };

describe('processor record rows', () => {
  it('takes the processor id and amount each kind of movement names', () => {
    expect(processorRecordRow(stored('MerchantCharged', { processorChargeId: 'ch_1', chargeCents: 1359, payoutCents: 1235, feeCents: 124 }))).toEqual({
      ...base, type: 'MerchantCharged', processorId: 'ch_1', amountCents: 1359,
    });
    expect(processorRecordRow(stored('PayoutCompleted', { processorTransferId: 'tr_1', amountCents: 1235, netCents: 1210, feeCents: 25 }))).toMatchObject({ processorId: 'tr_1', amountCents: 1210 });
    expect(processorRecordRow(stored('ChargeRefunded', { processorRefundId: 're_1', refundCents: 1359, feeCents: 124 }))).toMatchObject({ processorId: 're_1', amountCents: 1359 });
  });

  it('keeps a movement that names no processor id, or no amount in whole cents, with nulls', () => {
    expect(processorRecordRow(stored('MerchantCharged', { chargeCents: 100 }))).toMatchObject({ processorId: null, amountCents: 100 });
    expect(processorRecordRow(stored('MerchantCharged', { processorChargeId: 'ch_1', chargeCents: 12.5 }))?.amountCents).toBeNull();
    expect(processorRecordRow(stored('MerchantCharged', { processorChargeId: 'ch_1', chargeCents: -5 }))?.amountCents).toBeNull();
    expect(processorRecordRow(stored('MerchantCharged', { processorChargeId: 'ch_1', chargeCents: '1359' }))?.amountCents).toBe(1359);
  });

  it('writes nothing for events that move no money through the processor', () => {
    expect(processorRecordRow(stored('CommissionCredited', { amountCents: 1235 }))).toBeNull();
    expect(processorRecordRow(stored('ApprovalStarted', { chargeCents: 1359 }))).toBeNull();
  });
});
