import type Stripe from 'stripe';
import type { BalancePeriod, BalanceTransaction } from './payments.port';

type ListPage = (params: Stripe.BalanceTransactionListParams) => Promise<Stripe.ApiList<Stripe.BalanceTransaction>>;

/**
 * `GET /v1/balance_transactions` (https://docs.stripe.com/api/balance_transactions/list), 100 a
 * page, following `has_more` with `starting_after`. Stripe's `created` is whole seconds, so the
 * period's ends are rounded outwards to whole seconds: nothing of the period is cut off.
 */
export async function listStripeBalance(list: ListPage, { from, to }: BalancePeriod): Promise<BalanceTransaction[]> {
  const created = { gte: Math.floor(from.getTime() / 1000), lt: Math.ceil(to.getTime() / 1000) };
  const all: BalanceTransaction[] = [];
  let startingAfter: string | undefined;
  for (;;) {
    const page = await list({ created, limit: 100, ...(startingAfter ? { starting_after: startingAfter } : {}) });
    for (const t of page.data) {
      const source = typeof t.source === 'string' ? t.source : (t.source?.id ?? null);
      all.push({ id: t.id, type: t.type, amountCents: t.amount, feeCents: t.fee, created: new Date(t.created * 1000).toISOString(), source });
    }
    if (!page.has_more || page.data.length === 0) return all;
    startingAfter = page.data[page.data.length - 1].id;
  }
}
