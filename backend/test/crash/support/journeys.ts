import { randomUUID } from 'node:crypto';
import type { Client as PgClient } from 'pg';
import { hashPassword } from '../../../src/infrastructure/crypto/password-hasher';
import { Client } from './http';

/*
 * The journeys of the HTTP suites (test/support/*-setup.ts), spoken over the network to an app in
 * another process: signup, a sandbox Google calendar, a program, cards at the (fake) Stripe,
 * bookings through the public booking endpoint, approvals, rejections and disputes.
 */

export const PASSWORD = 'correct horse battery';
export const MERCHANT_CARD = '4242424242424242';
/** Stripe's Visa debit test card: takes instant payouts. */
export const DEBIT_CARD = '4000056655665556';

export interface Merchant {
  client: Client;
  id: string;
  programId: string;
  referralCode: string;
  payoutCents: number;
}

export interface Affiliate {
  client: Client;
  id: string;
  merchant: Merchant;
  membershipId: string;
}

let people = 0;

export async function signUp(baseUrl: () => string, role: 'merchant' | 'affiliate', label: string): Promise<{ client: Client; id: string }> {
  people += 1;
  const client = new Client(label, baseUrl);
  const email = `crash-${label}-${process.pid}-${people}@example.com`;
  const user = await client.expect(201, 'POST', '/api/auth/register', { email, password: PASSWORD, firstName: role === 'merchant' ? 'Ada' : 'Alan', lastName: label, role });
  return { client, id: user.id };
}

/** A merchant with a sandbox Google calendar, a program paying `payoutCents`, and a card at Stripe. */
export async function newMerchant(baseUrl: () => string, label: string, payoutCents: number): Promise<Merchant> {
  const { client, id } = await signUp(baseUrl, 'merchant', label);
  const { authUrl } = await client.expect(200, 'POST', '/api/integrations/google/connect');
  const state = new URL(authUrl, 'http://localhost').searchParams.get('state');
  await client.expect(303, 'GET', `/api/integrations/google/callback?code=sandbox-${Date.now()}&state=${encodeURIComponent(String(state))}`);
  const program = await client.expect(201, 'POST', '/api/affiliate-programs', { payoutPerCall: payoutCents / 100, integration: 'google' });
  await client.expect(200, 'POST', '/api/billing/setup-complete', { paymentMethod: { card: { number: MERCHANT_CARD, exp_month: 12, exp_year: 2034, cvc: '123' } } });
  return { client, id, programId: program.id, referralCode: program.referralCode, payoutCents };
}

/** An affiliate in `merchant`'s program with a debit card for payouts at Stripe. */
export async function newAffiliate(baseUrl: () => string, label: string, merchant: Merchant): Promise<Affiliate> {
  const { client, id } = await signUp(baseUrl, 'affiliate', label);
  const membership = await client.expect(201, 'POST', '/api/affiliates/join-program', { referralCode: merchant.referralCode });
  await client.expect(200, 'POST', '/api/payout/setup-method', { cardNumber: DEBIT_CARD, expiryDate: '12/34', cvc: '123' });
  return { client, id, merchant, membershipId: membership.id };
}

/** Admins are made from the command line (a users row); then signed in through the API. */
export async function newAdmin(baseUrl: () => string, db: PgClient): Promise<Client> {
  const email = `crash-admin-${process.pid}-${++people}@example.com`;
  await db.query(`INSERT INTO users (id, email, password_hash, first_name, last_name, role, time_zone) VALUES ($1, $2, $3, 'Grace', 'Hopper', 'admin', 'UTC')`, [
    randomUUID(), email, await hashPassword(PASSWORD),
  ]);
  const client = new Client('admin', baseUrl);
  await client.expect(200, 'POST', '/api/auth/login', { email, password: PASSWORD });
  return client;
}

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the UTC Sunday `weeksAhead` weeks after this week's. */
function sundayOf(weeksAhead: number): string {
  const now = new Date();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - now.getUTCDay() * DAY_MS + weeksAhead * 7 * DAY_MS).toISOString().slice(0, 10);
}

/** Free slots of the merchant's calendar in the next weeks, as the booking page lists them. */
async function freeSlots(client: Client, merchant: Merchant, wanted: number): Promise<string[]> {
  const slots: string[] = [];
  for (let week = 1; slots.length < wanted && week < 8; week++) {
    const { availableSlots } = await client.expect(200, 'POST', '/api/calendar-events', { referralCode: merchant.referralCode, weekStart: sundayOf(week) });
    slots.push(...availableSlots);
  }
  if (slots.length < wanted) throw new Error(`only ${slots.length} free slots for ${wanted} bookings`);
  return slots;
}

/** Books `count` calls for each affiliate through the public booking endpoint; one merchant's bookings in turn (slots). */
export async function bookCalls(baseUrl: () => string, affiliates: Affiliate[], count: number): Promise<Map<Affiliate, string[]>> {
  const booked = new Map<Affiliate, string[]>(affiliates.map((a) => [a, []]));
  const byMerchant = new Map<Merchant, Affiliate[]>();
  for (const a of affiliates) byMerchant.set(a.merchant, [...(byMerchant.get(a.merchant) ?? []), a]);
  await Promise.all(
    [...byMerchant].map(async ([merchant, theirs]) => {
      const visitor = new Client(`visitor-${merchant.client.who}`, baseUrl);
      const slots = await freeSlots(visitor, merchant, theirs.length * count);
      let next = 0;
      for (let i = 0; i < count; i++) {
        for (const affiliate of theirs) {
          const answer = await visitor.expect(201, 'POST', '/api/book-call', {
            referralCode: merchant.referralCode, scheduledAt: slots[next++], customerName: 'Grace Hopper', customerEmail: `customer-${randomUUID()}@example.com`,
            customerPhone: '555 010 2000', countryCode: '+1', customerCompany: 'Navy', aff: affiliate.membershipId,
          });
          booked.get(affiliate)!.push(answer.callId);
        }
      }
    }),
  );
  return booked;
}

export const approve = (merchant: Merchant, callId: string, label = 'approve') => merchant.client.send(label, 'PUT', `/api/calls/${callId}/status`, { status: 'approved' });

export async function approved(merchant: Merchant, callId: string): Promise<void> {
  const sent = await approve(merchant, callId);
  if (sent.status !== 200) throw new Error(`approval of ${callId}: ${sent.status ?? sent.error} ${JSON.stringify(sent.answer)}`);
}

export async function rejected(merchant: Merchant, callId: string): Promise<void> {
  await merchant.client.expect(200, 'PUT', `/api/calls/${callId}/status`, { status: 'rejected', reason: 'not-qualified', note: 'Not a fit.' });
}

export async function disputed(client: Client, callId: string): Promise<string> {
  const dispute = await client.expect(201, 'POST', `/api/calls/${callId}/dispute`, { reason: 'The customer never joined the call and did not reschedule.' });
  return dispute.id;
}

export const uphold = (admin: Client, disputeId: string, label = 'uphold') =>
  admin.send(label, 'POST', `/api/admin/disputes/${disputeId}/resolve`, { outcome: 'uphold', note: 'Checked the call recording.' });

export const collect = (affiliate: Affiliate, key: string | null, label = 'collect') => affiliate.client.send(label, 'POST', '/api/payout/collect', undefined, key);
