import { randomUUID } from 'node:crypto';
import type { AdminDispute, DisputeSummary } from '@leadledger/contracts/dispute';
import { callDecider } from '../../src/domain/call/call.decide';
import { hashPassword } from '../../src/infrastructure/crypto/password-hasher';
import { EVENT_STORE, type EventStore } from '../../src/infrastructure/event-store/event-store.port';
import { decideAndAppend } from '../../src/modules/shared/event-sourced-command';
import { ProjectionWaiter } from '../../src/projections/runner/projection-waiter';
import { type Browser, logIn, PASSWORD, uniqueEmail } from './accounts';
import { addCard, bookCall, type CallSetup, merchantAndAffiliate } from './calls-setup';
import { withDatabase } from './database';
import { approveOne } from './payouts-setup';
import type { Person } from './people';
import { eventsAboutCall } from './stored-events';
import type { TestApp } from './test-app';

export const REASON = 'The customer never joined the call and did not reschedule.';
export const WINDOW_CLOSED = /^Disputes must be raised within 30 days of the booking; this call was booked on /;

/** Admins are made from the command line (docs/architecture/overview.md, Security); here the same row is inserted, then signed in. */
export async function newAdmin(t: TestApp, firstName = 'Grace', lastName = 'Hopper'): Promise<Person> {
  const email = uniqueEmail('admin');
  const id = randomUUID();
  const passwordHash = await hashPassword(PASSWORD);
  await withDatabase(t, (db) =>
    db.query(`INSERT INTO users (id, email, password_hash, first_name, last_name, role, time_zone) VALUES ($1, $2, $3, $4, $5, 'admin', 'UTC')`, [id, email, passwordHash, firstName, lastName]),
  );
  const browser = t.browser();
  const res = await logIn(browser, email, PASSWORD);
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { browser, user: { ...res.body, password: PASSWORD, cookie: '' } };
}

/** A merchant (card on file unless told) and an affiliate in its program ($12.35: fee $1.24, charge $13.59). */
export async function disputeSetup(t: TestApp, options: { card?: string | null; payoutPerCall?: number } = {}): Promise<CallSetup> {
  const setup = await merchantAndAffiliate(t, options.payoutPerCall ?? 12.35);
  if (options.card !== null) await addCard(setup.merchant.browser, options.card);
  return setup;
}

export const approvedCall = approveOne;

export async function rejectedCall(t: TestApp, setup: CallSetup): Promise<string> {
  const callId = await bookCall(t, setup);
  const res = await setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'rejected', reason: 'not-qualified', note: 'Not a fit.' });
  if (res.status !== 200) throw new Error(`rejection failed: ${res.status} ${JSON.stringify(res.body)}`);
  return callId;
}

/** CallBooked with a booking time in the past (the booking endpoint always books "now"). */
export async function bookCallAt(t: TestApp, setup: CallSetup, bookedAt: Date): Promise<string> {
  const callId = randomUUID();
  const { checkpoint } = await decideAndAppend(
    t.app.get<EventStore>(EVENT_STORE),
    `call-${callId}`,
    callDecider,
    {
      type: 'BookCall', callId, programId: setup.merchant.program.id, membershipId: setup.membershipId, affiliateId: setup.affiliate.user.id,
      merchantId: setup.merchant.user.id, payoutCents: Math.round(setup.merchant.program.payoutAmount * 100), customerName: 'Old Customer',
      customerEmail: `old-${callId}@example.com`, customerPhone: null, countryCode: null, customerCompany: null, scheduledAt: new Date(bookedAt.getTime() + 86_400_000).toISOString(),
      source: 'booking-page', externalRef: null, clickId: null, duplicateOf: null, meetingLink: null, now: bookedAt.toISOString(),
    },
    { correlationId: randomUUID(), actor: 'system', now: bookedAt },
  );
  if (checkpoint) await t.app.get(ProjectionWaiter).waitForEvery(checkpoint);
  return callId;
}

export function raise(browser: Browser, callId: string, reason: string = REASON) {
  return browser.post(`/api/calls/${callId}/dispute`).send({ reason });
}

/** Raises (201 expected) and returns the dispute. */
export async function raised(browser: Browser, callId: string): Promise<DisputeSummary> {
  const res = await raise(browser, callId);
  if (res.status !== 201) throw new Error(`dispute failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export function resolve(admin: Browser, disputeId: string, outcome: 'uphold' | 'deny', note = 'Checked the call recording.') {
  return admin.post(`/api/admin/disputes/${disputeId}/resolve`).send({ outcome, note });
}

export async function queue(admin: Browser, status?: string): Promise<AdminDispute[]> {
  return (await admin.get('/api/admin/disputes').query(status ? { status } : {}).expect(200)).body;
}

/** Events of one type about one call, on any stream (the call's, or the affiliate's wallet), in log order. */
export async function eventsAbout(t: TestApp, callId: string, type: string): Promise<Record<string, any>[]> {
  return (await eventsAboutCall(t, callId)).filter((e) => e.type === type).map((e) => e.data);
}

export async function walletOf(t: TestApp, affiliateId: string): Promise<{ available: number; reserved: number }> {
  return withDatabase(t, async (db) => {
    const { rows } = await db.query(`SELECT available_cents, reserved_cents FROM wallet_balances WHERE affiliate_id = $1`, [affiliateId]);
    return { available: Number(rows[0]?.available_cents ?? 0), reserved: Number(rows[0]?.reserved_cents ?? 0) };
  });
}
