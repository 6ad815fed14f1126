import { Client as PgClient } from 'pg';
import type { Client } from './http';
import { type Affiliate, approved, bookCalls, disputed, type Merchant, newAdmin, newAffiliate, newMerchant, rejected } from './journeys';
import type { Scenario } from './scenario';

/** Everyone and every call a burst needs, made before it through the API. */
export interface World {
  admin: Client;
  merchants: Merchant[];
  affiliates: Affiliate[];
  /** Pending calls, `approvals` per affiliate, for concurrent approvals of distinct calls. */
  pending: { merchant: Merchant; callId: string }[];
  /** One pending call that the burst approves many times at once. */
  contested: { merchant: Merchant; callId: string };
  /** Open disputes: merchants' on approved calls (refund) and affiliates' on rejected ones (charge). */
  disputes: { id: string; callId: string; raisedBy: 'merchant' | 'affiliate' }[];
}

export interface WorldShape {
  /** Commission per call of each merchant's program, in cents; one merchant per entry. */
  programs: number[];
  affiliatesPerMerchant: number;
  /** Calls approved before the burst per affiliate, so that every wallet has something to collect. */
  earnedCalls: number;
  /** Pending calls for the burst's distinct approvals, in total, spread over the affiliates. */
  approvals: number;
  /** Disputes raised by merchants (approved calls) and by affiliates (rejected calls), in total. */
  merchantDisputes: number;
  affiliateDisputes: number;
}

export async function buildWorld(s: Scenario, shape: WorldShape): Promise<World> {
  const db = new PgClient({ connectionString: s.databaseUrl });
  await db.connect();
  const admin = await newAdmin(s.baseUrl, db).finally(() => db.end());
  const merchants = await Promise.all(shape.programs.map((cents, i) => newMerchant(s.baseUrl, `m${i}`, cents)));
  const affiliates: Affiliate[] = [];
  for (let i = 0; i < shape.programs.length * shape.affiliatesPerMerchant; i++) affiliates.push(await newAffiliate(s.baseUrl, `a${i}`, merchants[i % merchants.length]));
  // What finishing Stripe's Connect onboarding does: the accounts may now receive transfers.
  s.stripe.completeAllOnboarding();

  // Room for the contested call and one dispute of each kind, whoever gets them.
  const perAffiliate = shape.earnedCalls + Math.ceil(shape.approvals / affiliates.length) + 3;
  const booked = await bookCalls(s.baseUrl, affiliates, perAffiliate);
  const pending: World['pending'] = [];
  const disputes: World['disputes'] = [];
  let contested: World['contested'] | null = null;
  await Promise.all(
    affiliates.map(async (affiliate, i) => {
      const calls = [...booked.get(affiliate)!];
      const merchant = affiliate.merchant;
      for (const callId of calls.splice(0, shape.earnedCalls)) await approved(merchant, callId);
      const mine = Math.floor(shape.approvals / affiliates.length) + (i < shape.approvals % affiliates.length ? 1 : 0);
      for (const callId of calls.splice(0, mine)) pending.push({ merchant, callId });
      if (i === 0) contested = { merchant, callId: calls.shift()! };
      if (i < shape.merchantDisputes) {
        const callId = calls.shift()!;
        await approved(merchant, callId);
        disputes.push({ id: await disputed(merchant.client, callId), callId, raisedBy: 'merchant' });
      }
      if (i < shape.affiliateDisputes) {
        const callId = calls.shift()!;
        await rejected(merchant, callId);
        disputes.push({ id: await disputed(affiliate.client, callId), callId, raisedBy: 'affiliate' });
      }
    }),
  );
  return { admin, merchants, affiliates, pending, contested: contested!, disputes };
}
