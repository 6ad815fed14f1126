import type { MoneyInstruction, ProcessorAnswer } from '../../domain/money-movement/money-movement';
import { PaymentDeclined, PaymentError, PaymentProviderUnavailable, PaymentRequestRejected } from '../../infrastructure/payments/payments.errors';
import type { PaymentProcessor } from '../../infrastructure/payments/payments.port';

/** The processor's answer, with its typed error when it said no (for the HTTP message); null: no answer. */
export type Asked = { answer: ProcessorAnswer; error: PaymentError | null } | { answer: null; error: unknown };

/**
 * Sends one instruction as it stands, outside any transaction (docs/architecture/money-movements.md).
 * A refusal is an answer; no answer (timeout, 5xx, 429) is not, and neither is a key the processor
 * says was used for another request: the first request under it may have moved the money, so the
 * movement stays in flight for the sweeper rather than being recorded as failed.
 */
export async function askProcessor(processor: PaymentProcessor, instruction: MoneyInstruction): Promise<Asked> {
  try {
    return { answer: { outcome: 'moved', processorId: await send(processor, instruction) }, error: null };
  } catch (error) {
    if (!(error instanceof PaymentError) || error instanceof PaymentProviderUnavailable) return { answer: null, error };
    if (error instanceof PaymentRequestRejected && /idempoten/i.test(error.detail)) return { answer: null, error };
    const declineCode = error instanceof PaymentDeclined ? error.declineCode : null;
    return { answer: { outcome: 'refused', reason: error.message, declineCode }, error };
  }
}

async function send(processor: PaymentProcessor, instruction: MoneyInstruction): Promise<string> {
  switch (instruction.kind) {
    case 'charge': {
      const { customerId, paymentMethodId, amountCents, idempotencyKey, description, metadata } = instruction;
      return (await processor.charge({ customerId, paymentMethodId, amountCents, currency: 'usd', idempotencyKey, description, metadata })).chargeId;
    }
    case 'refund': {
      const { chargeId, amountCents, idempotencyKey, reason } = instruction;
      return (await processor.refund({ chargeId, amountCents, idempotencyKey, reason })).refundId;
    }
    case 'payout': {
      const { accountId, amountCents, idempotencyKey, description } = instruction;
      return (await processor.payout({ accountId, amountCents, idempotencyKey, description })).transferId;
    }
    default: {
      const unreachable: never = instruction;
      return unreachable;
    }
  }
}
