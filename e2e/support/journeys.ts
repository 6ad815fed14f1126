import type { Page } from 'playwright-core';
import { expectAccessible } from './accessibility';

/** Signs a new person up from /auth; lands on `/`. */
export async function signUpFromAuth(page: Page, person: { firstName: string; lastName: string; email: string; role: 'merchant' | 'affiliate' }): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.waitFor();
  await expectAccessible(page, 'sign-up tab');
  await form.getByLabel('First name').fill(person.firstName);
  await form.getByLabel('Last name (optional)').fill(person.lastName);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await form.getByText(person.role === 'merchant' ? 'Merchant (I want to recruit affiliates)' : 'Affiliate (I want to refer customers)').click();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expectAccessible(page, `new ${person.role}'s home`);
}

/** Signs in from /auth with the given account; lands on `/`. */
export async function signInFromAuth(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.waitFor();
  await expectAccessible(page, 'sign-in tab');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expectAccessible(page, 'home after sign-in');
}

type Request = Page['request'];

/** Registers through the API in this browser context (the account journey covers the UI). */
export async function registerByApi(request: Request, person: { firstName: string; email: string; role: 'merchant' | 'affiliate' }): Promise<void> {
  const res = await request.post('/api/auth/register', { data: { ...person, lastName: 'Tester', password: 'correct horse battery', timeZone: 'UTC' } });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
}

/** The sandbox OAuth flow through the API: connect, then the callback the consent page would call. */
export async function connectSandboxByApi(request: Request, provider: 'google' | 'calendly'): Promise<void> {
  const { authUrl } = await (await request.post(`/api/integrations/${provider}/connect`)).json();
  const state = new URL(authUrl, 'http://x').searchParams.get('state');
  const res = await request.get(`/api/integrations/${provider}/callback?code=sandbox-e2e&state=${state}`, { maxRedirects: 0 });
  if (!res.headers().location?.includes(`connected=${provider}`)) throw new Error(`connect ${provider} failed: ${res.headers().location}`);
}

export async function createProgramByApi(request: Request, body: Record<string, unknown>): Promise<{ id: string; referralCode: string }> {
  const res = await request.post('/api/affiliate-programs', { data: body });
  if (res.status() !== 201) throw new Error(`create program failed: ${res.status()} ${await res.text()}`);
  return res.json();
}

export async function joinByApi(request: Request, referralCode: string): Promise<{ id: string; programName: string }> {
  const res = await request.post('/api/affiliates/join-program', { data: { referralCode } });
  if (res.status() !== 201) throw new Error(`join failed: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** A customer on the booking page: first available slot, details, Book Call; lands on the success page. */
export async function bookFirstSlot(page: Page, bookingLink: string, customer: { name: string; email: string }): Promise<void> {
  await page.goto(bookingLink);
  const slot = await firstOpenSlot(page);
  await expectAccessible(page, 'booking page');
  await slot.click();
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('Full name').fill(customer.name);
  await form.getByLabel('Email').fill(customer.email);
  await form.getByRole('button', { name: 'Book Call' }).click();
  await page.waitForURL('**/booking-success**');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expectAccessible(page, 'booking confirmation');
}

/**
 * The first open slot of the week the page shows, or of the next one when this week has none left:
 * late on a Friday, or on a weekend, every slot of the current week is past.
 */
async function firstOpenSlot(page: Page) {
  await page.getByRole('button', { name: /, (available|taken|in the past)$/ }).first().waitFor();
  const open = page.getByRole('button', { name: /, available$/ });
  if ((await open.count()) === 0) {
    await page.getByRole('button', { name: 'Next week' }).click();
    await open.first().waitFor();
  }
  return open.first();
}

/** A merchant's card on file, through the API (the approval journey covers the dialog). */
export async function addMerchantCardByApi(request: Request, number = '4242424242424242'): Promise<void> {
  const res = await request.post('/api/billing/setup-complete', { data: { paymentMethod: { card: { number, exp_month: 12, exp_year: 2034, cvc: '123' } } } });
  if (res.status() !== 200) throw new Error(`card setup failed: ${res.status()} ${await res.text()}`);
}

/** Books the first free slot of next week through the public API; returns the call id. */
export async function bookByApi(request: Request, referralCode: string, aff: string, customer: { name: string; email: string }): Promise<string> {
  const now = new Date();
  const sunday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - now.getUTCDay() + 7)).toISOString().slice(0, 10);
  const week = await (await request.post('/api/calendar-events', { data: { referralCode, weekStart: sunday } })).json();
  const res = await request.post('/api/book-call', {
    data: { referralCode, aff, scheduledAt: week.availableSlots[0], customerName: customer.name, customerEmail: customer.email },
  });
  if (res.status() !== 201) throw new Error(`booking failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).callId;
}

/**
 * Through the API: a merchant with a sandbox Google calendar, a card on file and a program paying
 * `payoutPerCall`; an affiliate that joined it; a customer's call booked and approved (charged).
 */
export async function approvedCallByApi(
  merchant: Request,
  affiliate: Request,
  people: { stamp: number | string; merchant: string; affiliate: string; customer: string; payoutPerCall: number },
): Promise<string> {
  const email = (name: string) => `${name.split(' ')[0].toLowerCase()}.${people.stamp}@example.com`;
  await registerByApi(merchant, { firstName: people.merchant, email: email(people.merchant), role: 'merchant' });
  await connectSandboxByApi(merchant, 'google');
  await addMerchantCardByApi(merchant);
  const program = await createProgramByApi(merchant, { payoutPerCall: people.payoutPerCall, integration: 'google' });
  await registerByApi(affiliate, { firstName: people.affiliate, email: email(people.affiliate), role: 'affiliate' });
  const membership = await joinByApi(affiliate, program.referralCode);
  const callId = await bookByApi(merchant, program.referralCode, membership.id, { name: people.customer, email: email(people.customer) });
  const res = await merchant.put(`/api/calls/${callId}/status`, { data: { status: 'approved' } });
  if (res.status() !== 200) throw new Error(`approval failed: ${res.status()} ${await res.text()}`);
  return callId;
}
