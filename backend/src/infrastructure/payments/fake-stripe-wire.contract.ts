import type { FakeReply } from './payments.contract';

/*
 * Stripe's wire format as the local fake Stripe (fake-stripe.contract.ts) reads and writes it:
 * bracket-notation form bodies, `{ error: { type, code, message } }` replies, and the card checks
 * Stripe itself makes before any charge. Test support only (`.contract.ts`: not built).
 */

export type Form = Record<string, unknown>;

export interface FakeCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  funding: string;
}

/** Stripe's test cards by what they are for payouts; any other card is a credit card. */
const FUNDING: Record<string, string> = { '4000056655665556': 'debit', '5200828282828210': 'debit', '5105105105105100': 'prepaid' };

export function stripeError(status: number, type: string, message: string, extra: Record<string, unknown> = {}): FakeReply {
  return { status, json: { error: { type, message, ...extra } } };
}

export function noSuch(param: string, label: string, id: string): FakeReply {
  return stripeError(404, 'invalid_request_error', `No such ${label}: '${id}'`, { code: 'resource_missing', param });
}

/** Stripe's own card checks, answered as card errors with 402. */
export function readCard(card: Form | undefined): { number: string; summary: FakeCard } | { error: FakeReply } {
  const number = str(card?.number);
  if (!/^\d{13,19}$/.test(number) || !luhn(number)) return { error: stripeError(402, 'card_error', 'Your card number is incorrect.', { code: 'incorrect_number', param: 'number' }) };
  const brand = number.startsWith('4') ? 'Visa' : /^(5[1-5]|2[2-7])/.test(number) ? 'MasterCard' : 'Unknown';
  const summary = { brand, last4: number.slice(-4), exp_month: Number(card?.exp_month), exp_year: Number(card?.exp_year), funding: FUNDING[number] ?? 'credit' };
  return { number, summary };
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** `a[b][0]=x` -> `{ a: { b: ['x'] } }`: Stripe's bracket notation for nested parameters. */
export function parseStripeForm(body: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head, ...rest] = key.split('[');
    const path = [head, ...rest.map((part) => part.replace(/]$/, ''))];
    let node = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) node[segment] = value;
      else node = (node[segment] ??= {}) as Form;
    });
  }
  return arraysFromIndexes(root) as Form;
}

function arraysFromIndexes(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arraysFromIndexes(v)] as const);
  const indexed = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return indexed ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
