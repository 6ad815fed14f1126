import type { AffiliateMembership, MerchantAffiliate } from '@leadledger/contracts/membership';
import type { AffiliateProgram } from '@leadledger/contracts/program';
import { type Browser, logIn, PASSWORD, signUp, type SignedUp } from './accounts';
import { connectSandbox, createProgram } from './merchant-setup';
import type { TestApp } from './test-app';

/** One signed-in person and their browser. */
export interface Person {
  browser: Browser;
  user: SignedUp;
}

export interface MerchantWithProgram extends Person {
  integrationId: string;
  program: AffiliateProgram;
}

/** A uuid nobody owns: for "missing" as opposed to "not a uuid". */
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

export const UNKNOWN_CODE_MESSAGE = 'This referral code does not match any program. Check the link or ask the merchant for a new one.';
export const EXPIRED_MESSAGE = 'This program has expired. Please contact the merchant for a new link.';
export const SIGN_IN_MESSAGE = 'Please sign in to continue.';
export const MERCHANT_ONLY = 'This is only available to merchant accounts.';
export const AFFILIATE_ONLY = 'This is only available to affiliate accounts.';

export async function newMerchant(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Person> {
  const browser = t.browser();
  return { browser, user: await signUp(browser, { role: 'merchant', ...overrides }) };
}

export async function newAffiliate(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Person> {
  const browser = t.browser();
  return { browser, user: await signUp(browser, { role: 'affiliate', firstName: 'Alan', lastName: 'Turing', ...overrides }) };
}

/** A merchant with a connected sandbox Google calendar and one Google program ($50 unless told). */
export async function merchantWithProgram(t: TestApp, body: Record<string, unknown> = {}): Promise<MerchantWithProgram> {
  const merchant = await newMerchant(t);
  const integrationId = await connectSandbox(merchant.browser, 'google');
  const program = (await createProgram(merchant.browser, { payoutPerCall: 50, integration: 'google', ...body })) as AffiliateProgram;
  return { ...merchant, integrationId, program };
}

/** Joins through the API (201 expected) and returns the membership. */
export async function joinProgram(browser: Browser, referralCode: string): Promise<AffiliateMembership> {
  const res = await browser.post('/api/affiliates/join-program').send({ referralCode });
  if (res.status !== 201) throw new Error(`join failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as AffiliateMembership;
}

export async function archiveProgram(browser: Browser, programId: string): Promise<void> {
  const res = await browser.delete(`/api/affiliate-programs/${programId}`);
  if (res.status !== 204) throw new Error(`archive failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** GET /api/affiliates/user as this affiliate (200 expected). */
export async function membershipsOf(browser: Browser): Promise<AffiliateMembership[]> {
  return (await browser.get('/api/affiliates/user').expect(200)).body;
}

/** GET /api/affiliates/merchant as this merchant (200 expected). */
export async function affiliatesOf(browser: Browser): Promise<MerchantAffiliate[]> {
  return (await browser.get('/api/affiliates/merchant').expect(200)).body;
}

/** GET /api/affiliate-programs/merchant as this merchant (200 expected). */
export async function programsOf(browser: Browser): Promise<AffiliateProgram[]> {
  return (await browser.get('/api/affiliate-programs/merchant').expect(200)).body;
}

/** No account was made: signing in with these credentials is refused. */
export async function expectNoAccount(t: TestApp, email: string, password: string = PASSWORD): Promise<void> {
  const res = await logIn(t.browser(), email, password);
  expect(res.status).toBe(401);
}
