import { payoutMethodDecider } from '../../domain/payout-method/payout-method';
import { payoutMethodStream } from '../../domain/payout-method/payout-method.stream';
import { merchantBillingDecider } from '../../domain/merchant-billing/merchant-billing.decide';
import { billingStream } from '../../domain/merchant-billing/merchant-billing.stream';
import { callStream } from '../../domain/call/call.stream';
import { walletStream } from '../../domain/affiliate-wallet/affiliate-wallet.stream';
import { type MoneyInFlight, type MoneyInstruction, chargeInstruction, payoutDescription } from '../../domain/money-movement/money-movement';
import { asDomainEvent } from '../../domain/shared/stream-reader';
import type { Decider } from '../../domain/shared/decider';
import { type EventStore, type LogPosition, type StoredEvent, comparePositions } from '../../infrastructure/event-store/event-store.port';

type Started = { merchantId?: string; payoutCents: number; feeCents: number; netCents: number; idempotencyKey?: string; payoutId?: string };

/**
 * Movements started before their events carried the instruction (docs/architecture/money-movements.md):
 * the card or payout account is the one on file before the started event, as the code of that time
 * chose it. Only such old events come here; null when nothing was on file (the movement then fails).
 */
export async function legacyInstruction(store: EventStore, movement: MoneyInFlight): Promise<MoneyInstruction | null> {
  const own = movement.aggregate === 'call' ? callStream(movement.aggregateId) : walletStream(movement.aggregateId);
  const started = (await store.readStream(own)).findLast((e) => {
    const data = e.data as Started;
    return (e.type === 'ApprovalStarted' && data.idempotencyKey === movement.idempotencyKey) || (e.type === 'PayoutRequested' && data.payoutId === movement.idempotencyKey);
  });
  if (!started) return null;
  const data = started.data as Started;
  if (movement.kind === 'payout') {
    const method = await stateBefore(store, payoutMethodStream(movement.aggregateId), started.position, payoutMethodDecider);
    if (!method.accountId) return null;
    return { kind: 'payout', idempotencyKey: movement.idempotencyKey, amountCents: data.netCents, accountId: method.accountId, description: payoutDescription(movement.idempotencyKey) };
  }
  const billing = await stateBefore(store, billingStream(data.merchantId ?? ''), started.position, merchantBillingDecider);
  const card = billing.paymentMethod;
  if (!card) return null;
  const on = { customerId: card.processorCustomerId, paymentMethodId: card.processorPaymentMethodId };
  return chargeInstruction(movement.aggregateId, movement.idempotencyKey, data.payoutCents, data.feeCents, on);
}

async function stateBefore<C, E extends { type: string }, S>(store: EventStore, stream: string, position: LogPosition, decider: Decider<C, E, S>): Promise<S> {
  const events: StoredEvent[] = await store.readStream(stream);
  return events.filter((e) => comparePositions(e.position, position) < 0).map((e) => asDomainEvent<E>(e)).reduce(decider.evolve, decider.initialState);
}
