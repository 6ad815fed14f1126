import { BadRequestException } from '@nestjs/common';
import type { CardDetails } from '../../infrastructure/payments/payments.port';

/** docs/product/validation.md, Card forms, in its own words, checked in its order. */
export const PAYOUT_CARD_MESSAGES = {
  missing: 'Please fill in all required fields',
  number: 'Please enter a valid card number',
  expiry: 'Please enter a valid expiry date (MM/YY)',
  cvc: 'Please enter a valid CVC',
} as const;

const refuse = (field: string, message: string) => new BadRequestException({ message, errors: { [field]: message } });

const present = (value: unknown): boolean => value !== undefined && value !== null && String(value).trim() !== '';

/**
 * `SetupPayoutMethodRequest` (contracts/payout.ts) -> the card for the processor. Shape checks only;
 * Luhn, "not expired" and "is a debit card" are the processor's. Never logged, stored or echoed.
 */
export function parsePayoutMethodRequest(body: unknown): CardDetails {
  const { cardNumber, expiryDate, cvc } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (![cardNumber, expiryDate, cvc].every(present)) throw refuse('card', PAYOUT_CARD_MESSAGES.missing);

  const digits = typeof cardNumber === 'string' ? cardNumber.replace(/[\s-]/g, '') : '';
  if (!/^\d{13,19}$/.test(digits)) throw refuse('cardNumber', PAYOUT_CARD_MESSAGES.number);

  const expiry = typeof expiryDate === 'string' ? /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiryDate.trim()) : null;
  if (!expiry) throw refuse('expiryDate', PAYOUT_CARD_MESSAGES.expiry);

  const cvcText = typeof cvc === 'string' || typeof cvc === 'number' ? String(cvc).trim() : '';
  if (!/^\d{3,4}$/.test(cvcText)) throw refuse('cvc', PAYOUT_CARD_MESSAGES.cvc);

  return { number: digits, expMonth: Number(expiry[1]), expYear: 2000 + Number(expiry[2]), cvc: cvcText };
}
