import type { User } from '@leadledger/contracts/user';
import type { Response } from 'supertest';
import type { TestApp } from './test-app';

/** One cookie-keeping client (see TestApp.browser). */
export type Browser = ReturnType<TestApp['browser']>;

export const PASSWORD = 'correct horse battery';

let counter = 0;
/** An address no other test in this process uses. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}@example.com`;
}

export interface SignedUp extends User {
  password: string;
  /** The raw `ll_session` value this browser received at signup. */
  cookie: string;
}

/** Registers through the API (201 expected) and leaves `browser` signed in. */
export async function signUp(browser: Browser, overrides: Record<string, unknown> = {}): Promise<SignedUp> {
  const body = { email: uniqueEmail(), password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace', role: 'merchant', ...overrides };
  const res = await browser.post('/api/auth/register').send(body);
  if (res.status !== 201) throw new Error(`signUp: expected 201, got ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error('signUp: no ll_session cookie was set');
  return { ...(res.body as User), password: String(body.password), cookie };
}

export function logIn(browser: Browser, email: string, password: string) {
  return browser.post('/api/auth/login').send({ email, password });
}

/** The `ll_session` Set-Cookie header of a response, whole, or undefined. */
export function sessionSetCookie(res: Response): string | undefined {
  const raw = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return all.find((c) => c.startsWith('ll_session='));
}

/** The value of the `ll_session` cookie a response set, or undefined. */
export function sessionCookie(res: Response): string | undefined {
  const header = sessionSetCookie(res);
  const value = header ? decodeURIComponent(header.slice('ll_session='.length).split(';')[0]) : '';
  return value || undefined;
}

/** GET /api/auth/user from a fresh browser replaying `cookie` by hand. */
export function whoAmI(t: TestApp, cookie: string) {
  return t.browser().get('/api/auth/user').set('Cookie', `ll_session=${encodeURIComponent(cookie)}`);
}
