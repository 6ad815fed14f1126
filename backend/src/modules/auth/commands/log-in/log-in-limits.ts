import { rateLimitOf, type RateLimitSettings } from '../../../../infrastructure/config/app-config';
import type { RateLimit } from '../../../../infrastructure/http/rate-limiter';

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Sign-in limits, checked in this order (docs/architecture/security.md): the address, then the
 * address with the account, then the account from anywhere. Guesses from one address stop at the
 * second and never count toward the account's ceiling, so they cannot lock the owner out of it
 * from another address; the ceiling only stops guesses spread over many addresses.
 */
export function logInLimits(settings: RateLimitSettings, ip: string | undefined, email: string): RateLimit[] {
  const address = ip ?? 'unknown';
  const account = email.trim().toLowerCase();
  return [
    { key: `login:ip:${address}`, max: rateLimitOf(settings, 'loginPerIp'), windowSeconds: FIFTEEN_MINUTES },
    { key: `login:ip-email:${address}:${account}`, max: rateLimitOf(settings, 'loginPerEmail'), windowSeconds: FIFTEEN_MINUTES },
    { key: `login:email:${account}`, max: rateLimitOf(settings, 'loginPerAccount'), windowSeconds: FIFTEEN_MINUTES },
  ];
}
