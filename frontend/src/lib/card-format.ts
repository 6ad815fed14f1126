import type { PaymentMethodRequest } from '@leadledger/contracts/billing';
import type { SetupPayoutMethodRequest } from '@leadledger/contracts/payout';

/** docs/product/validation.md, Card input formatting. */
const digits = (value: string) => value.replace(/\D/g, '');

/** Digits grouped in fours, at most 19 characters ("4242 4242 4242 4242"). */
export function formatCardNumber(value: string): string {
  return digits(value)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
    .slice(0, 19);
}

/** Digits as MM/YY, at most 5 characters. */
export function formatExpiry(value: string): string {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export function formatCvc(value: string): string {
  return digits(value).slice(0, 4);
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export const emptyCard: CardInput = { number: '', expiry: '', cvc: '' };

export function isCardComplete(card: CardInput): boolean {
  return card.number.trim() !== '' && card.expiry.trim() !== '' && card.cvc.trim() !== '';
}

/** Field problems beyond "all required" (docs/product/validation.md, Card forms; docs/product/limits-and-timings.md, Fields), or null when the card can be sent. */
export function cardProblem(card: CardInput, now = new Date()): string | null {
  const number = digits(card.number);
  if (number.length < 13 || number.length > 19) return 'Please enter a valid card number';
  const match = /^(\d{2})\/(\d{2})$/.exec(card.expiry);
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) return 'Please enter a valid expiry date (MM/YY)';
  const year = 2000 + Number(match[2]);
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    return 'This card has expired';
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return 'Please enter a valid CVC';
  return null;
}

/** The API wants the month and a four-digit year as numbers. */
export function toPaymentMethodRequest(card: CardInput): PaymentMethodRequest {
  const [month, year] = card.expiry.split('/');
  return {
    paymentMethod: {
      card: { number: digits(card.number), exp_month: Number(month), exp_year: 2000 + Number(year), cvc: card.cvc },
    },
  };
}

/** "Visa •••• 4242, expires 04/28". */
export function describeCard(card: { brand: string; last4: string; exp_month: number; exp_year: number }): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} •••• ${card.last4}, expires ${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`;
}

/** The payout setup call takes the card as typed: digits, `MM/YY` and the CVC (docs/product/api.md, Payouts and earnings). */
export function toPayoutMethodRequest(card: CardInput): SetupPayoutMethodRequest {
  return { cardNumber: digits(card.number), expiryDate: card.expiry, cvc: card.cvc };
}
