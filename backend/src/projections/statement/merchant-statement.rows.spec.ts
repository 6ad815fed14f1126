import { type StoredEvent, encodePosition } from '../../infrastructure/event-store/event-store.port';
import { statementLineRow } from './merchant-statement.rows';

const recordedAt = new Date('2026-11-03T10:00:00Z');
const stored = (type: string, data: Record<string, unknown>): StoredEvent => ({
  eventId: 'e1', type, data, metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt: recordedAt.toISOString() },
  schemaVersion: 1, streamId: 'call-c1', streamPosition: 3, position: encodePosition(5, 9), recordedAt,
});
const ids = { merchantId: 'm1', callId: 'c1' };

describe('merchant statement lines', () => {
  it('splits a charge into commission and platform fee, with the processor id and the charge time', () => {
    expect(statementLineRow(stored('MerchantCharged', { ...ids, processorChargeId: 'ch_1', payoutCents: 4000, feeCents: 400, chargeCents: 4400, chargedAt: '2026-11-03T09:59:59.000Z' }))).toEqual({
      eventId: 'e1', position: encodePosition(5, 9), merchantId: 'm1', callId: 'c1', kind: 'charge', occurredAt: '2026-11-03T09:59:59.000Z',
      commissionCents: 4000, feeCents: 400, amountCents: 4400, processorId: 'ch_1', declineReason: null,
    });
  });

  it('gives a refund both parts back: the commission is the refund less its fee', () => {
    expect(statementLineRow(stored('ChargeRefunded', { ...ids, processorRefundId: 're_1', refundCents: 4400, feeCents: 400, refundedAt: '2026-11-05T00:00:00.000Z' }))).toMatchObject({
      kind: 'refund', occurredAt: '2026-11-05T00:00:00.000Z', commissionCents: 4000, feeCents: 400, amountCents: 4400, processorId: 're_1',
    });
  });

  it('lists a declined attempt with its reason and no money', () => {
    expect(statementLineRow(stored('ChargeDeclined', { ...ids, reason: 'Your card was declined.', declinedAt: '2026-11-04T00:00:00.000Z' }))).toMatchObject({
      kind: 'declined', amountCents: null, commissionCents: null, feeCents: null, processorId: null, declineReason: 'Your card was declined.',
    });
  });

  it('falls back to the recorded time, reads digit strings as cents and refuses anything else', () => {
    const line = statementLineRow(stored('MerchantCharged', { ...ids, processorChargeId: 'ch_1', payoutCents: '4000', feeCents: 400.5, chargeCents: -1 }));
    expect(line).toMatchObject({ occurredAt: recordedAt.toISOString(), commissionCents: 4000, feeCents: null, amountCents: null });
  });

  it('writes nothing for events that move no money on the card, or that name no merchant or call', () => {
    expect(statementLineRow(stored('CommissionCredited', { ...ids, amountCents: 4000 }))).toBeNull();
    expect(statementLineRow(stored('ApprovalStarted', { ...ids, chargeCents: 4400 }))).toBeNull();
    expect(statementLineRow(stored('MerchantCharged', { callId: 'c1', chargeCents: 4400 }))).toBeNull();
  });
});
