import { BadGatewayException, HttpException, ServiceUnavailableException, UnprocessableEntityException } from '@nestjs/common';
import { CardInvalid, CardNotDebit, PaymentDeclined, PaymentError, PaymentProviderUnavailable } from '../../infrastructure/payments/payments.errors';

/**
 * A processor failure as HTTP, with the person-readable message (docs/product/messages.md, Failed responses). The processor's own
 * words (`detail`) stay out of the response; they never hold card data either.
 */
export function paymentHttpError(error: unknown): unknown {
  if (!(error instanceof PaymentError)) return error;
  if (error instanceof CardInvalid || error instanceof CardNotDebit) return new UnprocessableEntityException(error.message);
  // A card refused at the charge: 402 Payment Required, as card processors answer it.
  if (error instanceof PaymentDeclined) return new HttpException({ message: error.message, code: 'PaymentDeclined' }, 402);
  if (error instanceof PaymentProviderUnavailable) return new ServiceUnavailableException(error.message);
  return new BadGatewayException(error.message);
}
