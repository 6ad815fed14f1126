import { encodePosition, type StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { chargedCard } from './receipt-card';

let seq = 0;
const at = (n: number, type: string, data: Record<string, unknown>, eventId = `e${++seq}`): StoredEvent => ({
  eventId, type, data, metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt: '2026-11-03T10:00:00Z' },
  schemaVersion: 1, streamId: 's', streamPosition: n, position: encodePosition(n, 0), recordedAt: new Date('2026-11-03T10:00:00Z'),
});
const visa = { processorPaymentMethodId: 'pm_visa', brand: 'visa', last4: '4242' };
const master = { processorPaymentMethodId: 'pm_mc', brand: 'mastercard', last4: '4444' };
const started = (n: number, key: string, paymentMethodId?: string) =>
  at(n, 'ApprovalStarted', { idempotencyKey: key, ...(paymentMethodId ? { instruction: { paymentMethodId } } : {}) });
const charged = (n: number, key: string, id: string) => at(n, 'MerchantCharged', { idempotencyKey: key }, id);

describe('the card a charge went to', () => {
  const billing = [at(1, 'PaymentMethodSet', visa), at(3, 'PaymentMethodSet', master)];

  it('is the card the approval instruction names, even after the merchant changed cards', () => {
    const call = [started(2, 'k1', 'pm_visa'), charged(4, 'k1', 'ch')];
    expect(chargedCard(call, billing, 'ch')).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('matches the approval by idempotency key: a declined first attempt used another card', () => {
    const call = [started(2, 'k1', 'pm_visa'), at(2, 'ChargeDeclined', { idempotencyKey: 'k1' }), started(5, 'k2', 'pm_mc'), charged(6, 'k2', 'ch')];
    expect(chargedCard(call, billing, 'ch')).toEqual({ brand: 'mastercard', last4: '4444' });
  });

  it('is the card on file when the approval started, for approvals written before instructions', () => {
    expect(chargedCard([started(2, 'k1'), charged(4, 'k1', 'ch')], billing, 'ch')).toEqual({ brand: 'visa', last4: '4242' });
    expect(chargedCard([started(4, 'k1'), charged(5, 'k1', 'ch')], billing, 'ch')).toEqual({ brand: 'mastercard', last4: '4444' });
  });

  it('is unknown when the records do not say', () => {
    expect(chargedCard([started(2, 'k1'), charged(4, 'k1', 'ch')], [at(1, 'PaymentMethodSet', visa), at(1, 'PaymentMethodRemoved', {})], 'ch')).toBeNull();
    expect(chargedCard([started(2, 'k1', 'pm_gone'), charged(4, 'k1', 'ch')], billing, 'ch')).toBeNull();
    expect(chargedCard([charged(4, 'k1', 'ch')], billing, 'ch')).toBeNull();
    expect(chargedCard([started(2, 'k1', 'pm_visa'), charged(4, 'k1', 'ch')], billing, 'other')).toBeNull();
  });
});
