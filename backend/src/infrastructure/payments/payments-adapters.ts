import { type Clock, systemClock } from '../clock/clock';
import type { PaymentProcessor } from './payments.port';
import { SandboxPayments } from './sandbox.payments';
import { StripePayments } from './stripe.payments';

/**
 * Stripe when `STRIPE_SECRET_KEY` is set, the sandbox otherwise (DESIGN.md 7). A configuration that
 * cannot work is refused at start rather than at the first approval: a publishable key cannot move
 * money, and Connect onboarding needs our public origin (`APP_URL`) to send affiliates back to.
 */
export function paymentsFromEnvironment(env: Record<string, string | undefined> = process.env, clock: Clock = systemClock): PaymentProcessor {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return new SandboxPayments({ clock });
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) {
    throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...), or unset for the sandbox');
  }
  const appUrl = env.APP_URL?.trim().replace(/\/+$/, '');
  if (!appUrl || !/^https?:\/\//.test(appUrl)) {
    throw new Error('Set APP_URL (e.g. https://leadledger.example) with STRIPE_SECRET_KEY: Stripe Connect onboarding returns affiliates to it');
  }
  return new StripePayments({
    secretKey,
    onboarding: { returnUrl: `${appUrl}/affiliate-payouts?onboarding=complete`, refreshUrl: `${appUrl}/affiliate-payouts?onboarding=refresh` },
    clock,
  });
}
