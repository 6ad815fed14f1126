import { comparePositions, type StoredEvent } from '../../infrastructure/event-store/event-store.port';

export type ReceiptCard = { brand: string; last4: string };

type Started = { idempotencyKey?: string; instruction?: { paymentMethodId?: string } };
type CardSet = { processorPaymentMethodId?: string; brand?: string; last4?: string };

/**
 * The card a charge went to (pure), from the call's stream and the merchant's billing stream. The
 * ApprovalStarted with the charge's idempotency key names the card in its instruction; one written
 * before instructions were carried charged the card on file at that moment
 * (docs/architecture/money-movements.md). Null when the records do not say: a receipt then shows no card
 * rather than a guess.
 */
export function chargedCard(callEvents: readonly StoredEvent[], billingEvents: readonly StoredEvent[], chargeEventId: string): ReceiptCard | null {
  const charge = callEvents.find((e) => e.eventId === chargeEventId && e.type === 'MerchantCharged');
  if (!charge) return null;
  const key = (charge.data as Started).idempotencyKey;
  const started = callEvents.findLast(
    (e) => e.type === 'ApprovalStarted' && (e.data as Started).idempotencyKey === key && comparePositions(e.position, charge.position) < 0,
  );
  if (!started) return null;
  const named = (started.data as Started).instruction?.paymentMethodId ?? null;

  let onFile: CardSet | null = null;
  const byId = new Map<string, CardSet>();
  for (const e of billingEvents) {
    if (comparePositions(e.position, started.position) >= 0) break;
    if (e.type === 'PaymentMethodSet') {
      onFile = e.data as CardSet;
      if (onFile.processorPaymentMethodId) byId.set(onFile.processorPaymentMethodId, onFile);
    } else if (e.type === 'PaymentMethodRemoved') {
      onFile = null;
    }
  }
  const card = named ? byId.get(named) : onFile;
  return card && typeof card.brand === 'string' && typeof card.last4 === 'string' ? { brand: card.brand, last4: card.last4 } : null;
}
