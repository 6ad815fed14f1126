/**
 * Every money movement (an approval's charge, an upheld dispute's refund, a payout) is one shape
 * (docs/architecture/money-movements.md): a `...Started` event carries the whole instruction below,
 * the processor is called with it outside any transaction, then its answer is recorded. A sweeper
 * can finish any movement from that event alone: nothing is looked up again, so the request and a
 * resumed attempt send the processor the very same request under the same idempotency key.
 */
export type ChargeInstruction = {
  kind: 'charge';
  idempotencyKey: string;
  amountCents: number;
  customerId: string;
  paymentMethodId: string;
  description: string;
  metadata: Record<string, string>;
};

export type RefundInstruction = {
  kind: 'refund';
  idempotencyKey: string;
  amountCents: number;
  chargeId: string;
  reason: 'requested_by_customer';
};

export type PayoutInstruction = {
  kind: 'payout';
  idempotencyKey: string;
  amountCents: number;
  accountId: string;
  description: string;
};

export type MoneyInstruction = ChargeInstruction | RefundInstruction | PayoutInstruction;

/** What the processor said. No answer at all (timeout, 5xx, key in use) is not an answer: the movement stays in flight. */
export type ProcessorAnswer =
  | { outcome: 'moved'; processorId: string }
  | { outcome: 'refused'; reason: string; declineCode: string | null };

/** The streams that hold money movements. */
export type MoneyAggregate = 'call' | 'wallet';

/** A movement waiting for its answer, as found on its stream. `instruction` is null for events written before it was carried. */
export type MoneyInFlight = {
  aggregate: MoneyAggregate;
  aggregateId: string;
  kind: MoneyInstruction['kind'];
  idempotencyKey: string;
  instruction: MoneyInstruction | null;
};

// Deterministic texts: a resumed attempt must repeat the first request exactly.
export const chargeDescription = (callId: string, payoutCents: number, feeCents: number): string =>
  `LeadLedger: approved call ${callId} (commission ${payoutCents} cents + platform fee ${feeCents} cents)`;

export const payoutDescription = (payoutId: string): string => `LeadLedger instant payout ${payoutId}`;

/** The card a charge goes to, as the merchant's billing stream held it when the movement started. */
export type CardOnFile = { customerId: string; paymentMethodId: string };

export function chargeInstruction(callId: string, idempotencyKey: string, payoutCents: number, feeCents: number, card: CardOnFile): ChargeInstruction {
  return {
    kind: 'charge',
    idempotencyKey,
    amountCents: payoutCents + feeCents,
    customerId: card.customerId,
    paymentMethodId: card.paymentMethodId,
    description: chargeDescription(callId, payoutCents, feeCents),
    metadata: { callId },
  };
}
