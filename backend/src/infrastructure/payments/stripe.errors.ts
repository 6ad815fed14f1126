import Stripe from 'stripe';
import {
  type CardField,
  CardInvalid,
  CardNotDebit,
  PaymentDeclined,
  PaymentError,
  PaymentProviderUnavailable,
  PaymentRequestRejected,
} from './payments.errors';

/** Card errors that mean the form was wrong, while a card is being saved (a charge is a decline). */
const INVALID_CARD_CODES: Record<string, CardField> = {
  incorrect_number: 'number',
  invalid_number: 'number',
  invalid_expiry_month: 'expiry',
  invalid_expiry_year: 'expiry',
  expired_card: 'expiry',
  invalid_cvc: 'cvc',
  incorrect_cvc: 'cvc',
};

export type StripeStep = 'card-setup' | 'other';

/**
 * Sorts a stripe SDK failure into the port's errors (StripeCardError 402, StripeInvalidRequestError
 * 400/404, StripeAuthenticationError 401, StripePermissionError 403, StripeRateLimitError 429,
 * StripeAPIError 5xx, StripeConnectionError). Anything else (our own bugs) passes through untouched
 * rather than being disguised as an outage.
 */
export function translateStripeError(error: unknown, step: StripeStep = 'other'): unknown {
  if (error instanceof PaymentError || !(error instanceof Stripe.errors.StripeError)) return error;
  const status = typeof error.statusCode === 'number' ? error.statusCode : null;
  const code = error.code ?? undefined;
  const detail = [code ?? error.rawType ?? error.type, error.message].filter(Boolean).join(': ');
  if (error instanceof Stripe.errors.StripeCardError) {
    const field = code ? INVALID_CARD_CODES[code] : undefined;
    if (step === 'card-setup' && field) return new CardInvalid(field, status, detail);
    return new PaymentDeclined(error.decline_code ?? code ?? 'card_declined', status, detail);
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (status !== null && status >= 500)
  ) {
    return new PaymentProviderUnavailable(status, detail);
  }
  // Stripe's answer to a credit or prepaid card offered as a payout destination.
  if (code === 'invalid_card_type') return new CardNotDebit('not_debit', status, detail);
  return new PaymentRequestRejected(status, detail);
}

/** For removals, which succeed when the thing is already gone. */
export function isAlreadyGone(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === 'resource_missing');
}
