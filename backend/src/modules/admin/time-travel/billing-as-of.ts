import type { LedgerJournal } from '@leadledger/contracts/admin';
import type { AsOfEvent, MerchantBillingAsOf } from '@leadledger/contracts/admin-time-travel';
import type { MerchantBillingEvent } from '../../../domain/merchant-billing/merchant-billing.events';
import { evolve, initialState, type MerchantBillingState } from '../../../domain/merchant-billing/merchant-billing.state';
import type { StoredEvent } from '../../../infrastructure/event-store/event-store.port';
import { eventsUpTo, foldEvents } from './stream-as-of';

/**
 * The card on file at `at`, from the billing stream folded by its own `evolve`, and the events
 * that put it there. Only what a person recognises a card by: never the processor's ids.
 */
export function cardAsOf(stream: readonly StoredEvent[], at: Date): { card: MerchantBillingAsOf['card']; events: StoredEvent[] } {
  const events = eventsUpTo(stream, at);
  const method = foldEvents<MerchantBillingEvent, MerchantBillingState>(events, initialState, evolve).paymentMethod;
  return { card: method ? { brand: method.brand, last4: method.last4, expMonth: method.expMonth, expYear: method.expYear } : null, events };
}

/**
 * A merchant's charges and refunds as events, from their journals on the merchant's account
 * (ledger.accounts.ts): the charge is the line crediting it in full, the refund the line debiting it.
 */
export function moneyEventsOf(journals: readonly LedgerJournal[], merchantAccount: string): AsOfEvent[] {
  return journals.map((j) => {
    const own = j.lines.filter((l) => l.account === merchantAccount);
    const whole = j.eventType === 'ChargeRefunded' ? Math.max(0, ...own.map((l) => l.amountCents)) : Math.max(0, ...own.map((l) => -l.amountCents));
    return { eventId: j.eventId, type: j.eventType, occurredAt: j.recordedAt, streamId: j.streamId, amountCents: whole };
  });
}
