import { HttpException, HttpStatus, ServiceUnavailableException } from '@nestjs/common';
import { PaymentDeclined } from '../../infrastructure/payments/payments.errors';
import { paymentHttpError } from '../merchant-billing/payment-http-error';
import type { MovementSettlement } from './money-movements';

/**
 * A movement that did not end in `moved`, as HTTP (docs/architecture/money-movements.md): a
 * refusal is the processor's (402 for a declined card); no answer is 503 and the sweeper retries;
 * an answer that could not be recorded is 202, "pending": the money may have moved, and it will
 * show once the sweeper records it. Null when it moved.
 */
export function settlementHttpError(settlement: MovementSettlement, messages: { silent: string; pending: string }, id: string): unknown {
  switch (settlement.outcome) {
    case 'moved':
      return null;
    case 'unknown':
      return new ServiceUnavailableException({ message: messages.silent, code: 'ProcessorSilent', id });
    case 'unrecorded':
      return new HttpException({ message: messages.pending, code: 'MovementPending', id }, HttpStatus.ACCEPTED);
    case 'refused':
      if (settlement.error instanceof PaymentDeclined) return new HttpException({ message: settlement.error.message, code: 'PaymentDeclined' }, 402);
      if (settlement.error === null) return new HttpException({ message: settlement.reason ?? 'The payment was refused.', code: 'PaymentRefused' }, 402);
      return paymentHttpError(settlement.error);
    default: {
      const unreachable: never = settlement.outcome;
      return unreachable;
    }
  }
}
