import type { LedgerJournal } from '@leadledger/contracts/admin';
import { encodePosition, type StoredEvent } from '../../../infrastructure/event-store/event-store.port';
import { cardAsOf, moneyEventsOf } from './billing-as-of';

const card = (last4: string) => ({ merchantId: 'm1', brand: 'visa', last4, expMonth: 12, expYear: 2034, processorCustomerId: 'cus_1', processorPaymentMethodId: `pm_${last4}` });
const stored = (n: number, type: string, data: Record<string, unknown>, occurredAt: string): StoredEvent => ({
  eventId: `ev-${n}`, type, data, schemaVersion: 1, streamId: 'merchant-billing-m1', streamPosition: n,
  metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt }, position: encodePosition(1, n), recordedAt: new Date(occurredAt),
});
const stream = [
  stored(1, 'PaymentMethodSet', { ...card('4242'), setAt: 't' }, '2026-10-01T00:00:00Z'),
  stored(2, 'PaymentMethodSet', { ...card('0341'), setAt: 't' }, '2026-10-10T00:00:00Z'),
  stored(3, 'PaymentMethodRemoved', { merchantId: 'm1', processorPaymentMethodId: 'pm_0341', removedAt: 't' }, '2026-10-20T00:00:00Z'),
];

describe('the card on file as of an instant', () => {
  it('is none before one was set', () => {
    expect(cardAsOf(stream, new Date('2026-09-30T00:00:00Z'))).toEqual({ card: null, events: [] });
  });

  it('is the card set last by then, without the processor ids', () => {
    const { card: onFile, events } = cardAsOf(stream, new Date('2026-10-15T00:00:00Z'));
    expect(onFile).toEqual({ brand: 'visa', last4: '0341', expMonth: 12, expYear: 2034 });
    expect(events).toHaveLength(2);
  });

  it('is none again after it was removed', () => {
    expect(cardAsOf(stream, new Date('2026-10-31T00:00:00Z')).card).toBeNull();
  });
});

describe('a merchant money journals as events', () => {
  const line = (journalId: string, line: number, account: string, amountCents: number) => ({ journalId, line, account, amountCents, eventId: journalId });
  const journals: LedgerJournal[] = [
    { journalId: 'r1', eventId: 'r1', eventType: 'ChargeRefunded', streamId: 'call-c1', recordedAt: '2026-10-05T00:00:00.000Z',
      lines: [line('r1', 1, 'processor:clearing', -1359), line('r1', 2, 'merchant:m1:charges', 1359), line('r1', 3, 'merchant:m1:charges', -124), line('r1', 4, 'platform:revenue:commission-fee', 124)] },
    { journalId: 'c1', eventId: 'c1', eventType: 'MerchantCharged', streamId: 'call-c1', recordedAt: '2026-10-04T00:00:00.000Z',
      lines: [line('c1', 1, 'processor:clearing', 1359), line('c1', 2, 'merchant:m1:charges', -1359), line('c1', 3, 'merchant:m1:charges', 124), line('c1', 4, 'platform:revenue:commission-fee', -124)] },
  ];

  it('shows the whole charge and the whole refund, not the fee lines', () => {
    expect(moneyEventsOf(journals, 'merchant:m1:charges')).toEqual([
      { eventId: 'r1', type: 'ChargeRefunded', occurredAt: '2026-10-05T00:00:00.000Z', streamId: 'call-c1', amountCents: 1359 },
      { eventId: 'c1', type: 'MerchantCharged', occurredAt: '2026-10-04T00:00:00.000Z', streamId: 'call-c1', amountCents: 1359 },
    ]);
  });
});
