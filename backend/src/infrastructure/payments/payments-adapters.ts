import { type Clock, systemClock } from '../clock/clock';
import { EnvironmentReader, type RawEnvironment } from '../config/environment-reader';
import { InvalidEnvironment } from '../config/environment';
import { readStripe } from '../config/service-settings';
import type { PaymentProcessor } from './payments.port';
import type { SandboxRecordStore } from './sandbox-records';
import { SandboxPayments } from './sandbox.payments';
import { StripePayments } from './stripe.payments';

/**
 * Stripe when `STRIPE_SECRET_KEY` is set, the sandbox otherwise (README.md, Configuration). Its rules (a secret
 * key, APP_URL beside it, STRIPE_API_URL only with a test key) live with the rest of the
 * configuration (config/service-settings.ts), which main.ts has checked before anything started;
 * checked again here for callers that pass their own variables.
 */
export function paymentsFromEnvironment(
  env: RawEnvironment,
  clock: Clock = systemClock,
  /** Where the sandbox keeps what money it moved (the app's database: it survives a restart); memory when absent. */
  sandboxRecords?: SandboxRecordStore,
): PaymentProcessor {
  const reader = new EnvironmentReader(env);
  const stripe = readStripe(reader);
  if (reader.problems.length > 0) throw new InvalidEnvironment(reader.problems);
  if (!stripe) return new SandboxPayments({ clock, ...(sandboxRecords ? { records: sandboxRecords } : {}) });
  const { secretKey, appUrl, endpoint } = stripe;
  return new StripePayments({
    secretKey,
    onboarding: { returnUrl: `${appUrl}/affiliate-payouts?onboarding=complete`, refreshUrl: `${appUrl}/affiliate-payouts?onboarding=refresh` },
    clock,
    ...(endpoint ? { endpoint } : {}),
  });
}
