import type { FakeReply } from './payments.contract';
import { stripeError } from './fake-stripe-wire.contract';

/*
 * The fake Stripe's balance (fake-stripe.contract.ts): one balance transaction per money movement,
 * in the balance it moved (the platform's, or a connected account's for its payouts), listed as
 * `GET /v1/balance_transactions` lists them (https://docs.stripe.com/api/balance_transactions/list).
 * Test support only.
 */

export interface FakeBalanceTransaction {
  id: string;
  /** `platform`, or the connected account whose balance moved. */
  scope: string;
  type: string;
  amount: number;
  fee: number;
  source: string;
  /** Unix seconds, as Stripe gives it. */
  created: number;
}

/** Stripe's standard US card pricing, so the fee field carries something a reader can check. */
export const cardFee = (amount: number): number => Math.round(amount * 0.029) + 30;

const MAX_LIMIT = 100;

/** Newest first; `created[gte]`, `created[lt]` (and gt/lte), `limit` (1-100, default 10), `starting_after`. */
export function listBalanceTransactions(entries: readonly FakeBalanceTransaction[], scope: string, query: URLSearchParams): FakeReply {
  const limit = query.has('limit') ? Number(query.get('limit')) : 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return stripeError(400, 'invalid_request_error', 'Invalid integer: limit must be between 1 and 100', { param: 'limit' });
  const bound = (name: string) => (query.has(`created[${name}]`) ? Number(query.get(`created[${name}]`)) : null);
  const [gte, gt, lt, lte] = [bound('gte'), bound('gt'), bound('lt'), bound('lte')];
  const inPeriod = (t: number) => (gte === null || t >= gte) && (gt === null || t > gt) && (lt === null || t < lt) && (lte === null || t <= lte);
  const listed = entries.filter((e) => e.scope === scope && inPeriod(e.created)).reverse();
  const after = query.get('starting_after');
  let start = 0;
  if (after) {
    const at = listed.findIndex((e) => e.id === after);
    if (at < 0) return stripeError(400, 'invalid_request_error', `No such balance_transaction: '${after}'`, { code: 'resource_missing', param: 'starting_after' });
    start = at + 1;
  }
  const page = listed.slice(start, start + limit);
  return {
    json: {
      object: 'list',
      url: '/v1/balance_transactions',
      has_more: start + limit < listed.length,
      data: page.map((e) => ({
        id: e.id,
        object: 'balance_transaction',
        amount: e.amount,
        available_on: e.created + 2 * 24 * 60 * 60,
        created: e.created,
        currency: 'usd',
        description: null,
        fee: e.fee,
        fee_details: e.fee ? [{ amount: e.fee, currency: 'usd', description: 'Stripe processing fees', type: 'stripe_fee' }] : [],
        net: e.amount - e.fee,
        reporting_category: e.type,
        source: e.source,
        status: 'available',
        type: e.type,
      })),
    },
  };
}
