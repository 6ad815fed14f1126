import type { AffiliateMembership } from '@leadledger/contracts/membership';
import type { AffiliateProgram } from '@leadledger/contracts/program';
import type { Browser } from './accounts';
import { connectSandbox, createProgram } from './merchant-setup';
import { joinProgram, merchantWithProgram, type MerchantWithProgram, newAffiliate, newMerchant, type Person } from './people';
import type { TestApp } from './test-app';

export const INVALID_BOOKING_LINK = 'Invalid Booking Link: this link does not match any program.';
export const EXPIRED = 'This program has expired. Please contact the merchant for a new link.';
export const SLOT_TAKEN = 'That time was just taken';
export const AFFILIATE_MISSING = 'This booking link is missing its affiliate; ask for a new link.';
export const BOOKS_THROUGH_CALENDLY = 'This program books through Calendly; use the tracking link.';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the UTC Sunday `weeksAhead` weeks after this week's (0 = this week). */
export function sundayOf(weeksAhead: number, now = new Date()): string {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sunday = midnight - now.getUTCDay() * DAY_MS + weeksAhead * 7 * DAY_MS;
  return new Date(sunday).toISOString().slice(0, 10);
}

/** The instant `days` after a `YYYY-MM-DD` date at `hh:mm` UTC (merchants here are in UTC unless told). */
export function at(date: string, days: number, time: string): string {
  return new Date(Date.parse(`${date}T${time}:00Z`) + days * DAY_MS).toISOString();
}

export interface BookingSetup extends MerchantWithProgram {
  affiliate: Person;
  membership: AffiliateMembership;
}

/** A Google program (sandbox calendar) with one affiliate: the usual booking link owner. */
export async function googleProgramWithAffiliate(t: TestApp, merchantOverrides: Record<string, unknown> = {}): Promise<BookingSetup> {
  const merchant = Object.keys(merchantOverrides).length === 0 ? await merchantWithProgram(t) : await merchantIn(t, merchantOverrides);
  const affiliate = await newAffiliate(t);
  const membership = await joinProgram(affiliate.browser, merchant.program.referralCode);
  return { ...merchant, affiliate, membership };
}

async function merchantIn(t: TestApp, overrides: Record<string, unknown>): Promise<MerchantWithProgram> {
  const merchant = await newMerchant(t, overrides);
  const integrationId = await connectSandbox(merchant.browser, 'google');
  const program = (await createProgram(merchant.browser, { payoutPerCall: 50, integration: 'google' })) as AffiliateProgram;
  return { ...merchant, integrationId, program };
}

/** A Calendly program (sandbox) with one affiliate. */
export async function calendlyProgramWithAffiliate(t: TestApp): Promise<BookingSetup> {
  const merchant = await newMerchant(t);
  const integrationId = await connectSandbox(merchant.browser, 'calendly');
  const { collection } = (await merchant.browser.get('/api/integrations/calendly/event-types').expect(200)).body;
  const type = collection.find((c: { uri: string }) => c.uri.endsWith('30-minute-strategy-call')) ?? collection[0];
  const program = (await createProgram(merchant.browser, { payoutPerCall: 40, integration: 'calendly', calendlyEventType: type.uri })) as AffiliateProgram;
  const affiliate = await newAffiliate(t);
  const membership = await joinProgram(affiliate.browser, program.referralCode);
  return { ...merchant, integrationId, program, affiliate, membership };
}

export function bookingBody(setup: { program: { referralCode: string }; membership?: { id: string } }, scheduledAt: string, overrides: Record<string, unknown> = {}) {
  return {
    referralCode: setup.program.referralCode,
    scheduledAt,
    customerName: 'Grace Hopper',
    customerEmail: `grace-${Math.random().toString(36).slice(2, 10)}@example.com`,
    customerPhone: '555 010 2000',
    countryCode: '+1',
    customerCompany: 'Navy',
    ...(setup.membership ? { aff: setup.membership.id } : {}),
    ...overrides,
  };
}

export function bookCall(browser: Browser, body: Record<string, unknown>, idempotencyKey?: string) {
  const req = browser.post('/api/book-call');
  if (idempotencyKey) req.set('Idempotency-Key', idempotencyKey);
  return req.send(body);
}

/** POST /api/calendar-events (200 expected). */
export async function weekOf(browser: Browser, referralCode: string, weekStart: string): Promise<{ timeZone: string; busy: { start: string; end: string }[]; availableSlots: string[] }> {
  const res = await browser.post('/api/calendar-events').send({ referralCode, weekStart });
  if (res.status !== 200) throw new Error(`calendar-events: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
