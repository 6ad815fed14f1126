import { BadRequestException } from '@nestjs/common';
import type { CardDetails } from '../../../../infrastructure/payments/payments.port';

/** docs/product/validation.md, Card forms, and docs/product/limits-and-timings.md, Fields (13-19 digits, MM/YY, 3-4 digit CVC), in its own words. */
export const CARD_MESSAGES = {
  missing: 'Please fill in all payment method fields.',
  number: 'Please enter a valid card number',
  expiry: 'Please enter a valid expiry date (MM/YY)',
  cvc: 'Please enter a valid CVC',
} as const;

const refuse = (field: string, message: string) => new BadRequestException({ message, errors: { [field]: message } });

const present = (value: unknown): boolean => value !== undefined && value !== null && String(value).trim() !== '';

function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d{1,4}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * `PaymentMethodRequest` (contracts/billing.ts) -> the card for the processor. Shape checks only;
 * Luhn and "not expired" are the processor's (card-rules.ts). The card never goes further than the
 * processor call: callers must not log, store or echo it.
 */
export function parsePaymentMethodRequest(body: unknown): CardDetails {
  const card = (body as { paymentMethod?: { card?: Record<string, unknown> } } | null)?.paymentMethod?.card;
  if (typeof card !== 'object' || card === null) throw refuse('paymentMethod.card', CARD_MESSAGES.missing);
  const { number, exp_month: rawMonth, exp_year: rawYear, cvc } = card;
  if (![number, rawMonth, rawYear, cvc].every(present)) throw refuse('paymentMethod.card', CARD_MESSAGES.missing);

  const digits = typeof number === 'string' ? number.replace(/[\s-]/g, '') : '';
  if (!/^\d{13,19}$/.test(digits)) throw refuse('paymentMethod.card.number', CARD_MESSAGES.number);

  const expMonth = wholeNumber(rawMonth);
  const yearText = typeof rawYear === 'number' || typeof rawYear === 'string' ? String(rawYear).trim() : '';
  const year = wholeNumber(rawYear);
  if (expMonth === null || expMonth < 1 || expMonth > 12 || year === null || !/^(\d{2}|\d{4})$/.test(yearText)) {
    throw refuse('paymentMethod.card.exp', CARD_MESSAGES.expiry);
  }
  const expYear = yearText.length === 2 ? 2000 + year : year;

  if (typeof cvc !== 'string' && typeof cvc !== 'number') throw refuse('paymentMethod.card.cvc', CARD_MESSAGES.cvc);
  const cvcText = String(cvc).trim();
  if (!/^\d{3,4}$/.test(cvcText)) throw refuse('paymentMethod.card.cvc', CARD_MESSAGES.cvc);

  return { number: digits, expMonth, expYear, cvc: cvcText };
}
