/**
 * What can go wrong with the payment processor, sorted by what the user can do about it. Messages
 * are written for people (docs/product/messages.md, Failed responses) and may be shown as they are; `detail` keeps the processor's
 * own words for the logs. Neither ever holds a card number or CVC.
 */
export abstract class PaymentError extends Error {
  constructor(
    message: string,
    /** The processor's HTTP status, when there was a response. */
    readonly status: number | null,
    readonly detail: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * The issuer said no. `declineCode` is Stripe's (`generic_decline`, `insufficient_funds`, ...);
 * an approval leaves the call pending and shows the message (docs/product/money.md, Charging on approval).
 */
export class PaymentDeclined extends PaymentError {
  constructor(
    readonly declineCode: string,
    status: number | null = 402,
    detail = declineCode,
  ) {
    super(declineMessage(declineCode), status, detail);
  }
}

export type CardField = 'number' | 'expiry' | 'cvc';

const INVALID: Record<CardField, string> = {
  number: 'The card number is not valid. Please check it and try again.',
  expiry: 'The expiry date is not valid, or the card has expired.',
  cvc: 'The security code (CVC) must be 3 or 4 digits.',
};

/** The card itself is wrong (Luhn, expiry, CVC): fixing the form helps, another attempt does not. */
export class CardInvalid extends PaymentError {
  constructor(
    readonly field: CardField,
    status: number | null = null,
    detail = `invalid ${field}`,
  ) {
    super(INVALID[field], status, detail);
  }
}

export type NotDebitReason = 'credit' | 'prepaid' | 'not_debit' | 'no_instant_payouts';

const NOT_DEBIT: Record<NotDebitReason, string> = {
  credit: 'Instant payouts need a debit card; this card is a credit card.',
  prepaid: 'Instant payouts need a debit card; this card is a prepaid card.',
  not_debit: 'Instant payouts need a debit card; this card is not a debit card.',
  no_instant_payouts: 'Instant payouts need a debit card that supports them; this card does not. Please use another debit card.',
};

/** A payout card that cannot receive instant payouts (docs/product/api.md, Payouts and earnings). */
export class CardNotDebit extends PaymentError {
  constructor(
    readonly reason: NotDebitReason,
    status: number | null = null,
    detail: string = reason,
  ) {
    super(NOT_DEBIT[reason], status, detail);
  }
}

/**
 * 5xx, 429, timeouts, no connection. The outcome of a money-moving call is unknown: retry it with
 * the same idempotency key (the processor replays or completes it) before treating it as failed.
 */
export class PaymentProviderUnavailable extends PaymentError {
  constructor(status: number | null, detail: string) {
    super('The payment processor is not responding right now. Please try again in a few minutes.', status, detail);
  }
}

/**
 * Any other refusal: an unknown or detached card, an amount below the minimum, an idempotency key
 * reused for a different request, our own credentials refused. Retrying the same request will not help.
 */
export class PaymentRequestRejected extends PaymentError {
  constructor(status: number | null, detail: string) {
    super(`The payment processor refused the request: ${detail}`, status, detail);
  }
}

/**
 * Stripe advises showing lost, stolen and fraud declines as a plain decline, so only reasons the
 * cardholder can act on are named.
 */
const DECLINE_REASONS: Record<string, string> = {
  insufficient_funds: 'insufficient funds',
  expired_card: 'the card has expired',
  incorrect_cvc: 'incorrect security code',
  invalid_cvc: 'incorrect security code',
  card_velocity_exceeded: 'the card is over its limit',
  withdrawal_count_limit_exceeded: 'the card is over its limit',
  card_not_supported: 'the card does not support this kind of purchase',
  currency_not_supported: 'the card does not support payments in US dollars',
  authentication_required: 'the bank wants the cardholder to confirm this payment; please add the card again or use another card',
};

export function declineMessage(declineCode: string): string {
  if (declineCode === 'processing_error') return 'The card could not be processed. Please try again.';
  const reason = DECLINE_REASONS[declineCode];
  return reason ? `The card was declined (${reason}).` : 'The card was declined.';
}
