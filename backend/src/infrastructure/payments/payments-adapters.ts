import { type Clock, systemClock } from '../clock/clock';
import type { PaymentProcessor } from './payments.port';
import type { SandboxRecordStore } from './sandbox-records';
import { SandboxPayments } from './sandbox.payments';
import { StripePayments, type StripePaymentsOptions } from './stripe.payments';

/**
 * Stripe when `STRIPE_SECRET_KEY` is set, the sandbox otherwise (DESIGN.md 7). A configuration that
 * cannot work is refused at start rather than at the first approval: a publishable key cannot move
 * money, and Connect onboarding needs our public origin (`APP_URL`) to send affiliates back to.
 * `STRIPE_API_URL` points a test key at a server speaking Stripe's wire format instead of
 * api.stripe.com (the crash suite's local fake Stripe, which must outlive the app it serves).
 */
export function paymentsFromEnvironment(
  env: Record<string, string | undefined> = process.env,
  clock: Clock = systemClock,
  /** Where the sandbox keeps what money it moved (the app's database: it survives a restart); memory when absent. */
  sandboxRecords?: SandboxRecordStore,
): PaymentProcessor {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return new SandboxPayments({ clock, ...(sandboxRecords ? { records: sandboxRecords } : {}) });
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) {
    throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...), or unset for the sandbox');
  }
  const appUrl = env.APP_URL?.trim().replace(/\/+$/, '');
  if (!appUrl || !/^https?:\/\//.test(appUrl)) {
    throw new Error('Set APP_URL (e.g. https://leadledger.example) with STRIPE_SECRET_KEY: Stripe Connect onboarding returns affiliates to it');
  }
  const endpoint = stripeEndpoint(env.STRIPE_API_URL?.trim(), secretKey);
  return new StripePayments({
    secretKey,
    onboarding: { returnUrl: `${appUrl}/affiliate-payouts?onboarding=complete`, refreshUrl: `${appUrl}/affiliate-payouts?onboarding=refresh` },
    clock,
    ...(endpoint ? { endpoint } : {}),
  });
}

/**
 * Where the Stripe SDK sends its requests when not to api.stripe.com. Only with a test key: a live
 * key sent to any other host would hand real credentials (and card numbers) to that host.
 */
function stripeEndpoint(value: string | undefined, secretKey: string): StripePaymentsOptions['endpoint'] | null {
  if (!value) return null;
  if (!/^(sk|rk)_test_/.test(secretKey)) {
    throw new Error('STRIPE_API_URL may only be set with a test key (sk_test_...): a live key is only ever sent to api.stripe.com');
  }
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  const plain = url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname && (url.pathname === '/' || url.pathname === '') && !url.search && !url.username;
  if (!url || !plain) {
    throw new Error(`STRIPE_API_URL must be an http(s) origin such as http://127.0.0.1:12111, with no path (got "${value}")`);
  }
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  const port = url.port ? Number(url.port) : protocol === 'https' ? 443 : 80;
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port, protocol };
}
