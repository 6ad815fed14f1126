import { rateLimitOf, type RateLimitSettings } from '../../../../infrastructure/config/app-config';
import type { RateLimit } from '../../../../infrastructure/http/rate-limiter';

const FIFTEEN_MINUTES = 15 * 60;

/**
 * A password change checks the current password, so a stolen session could guess it here: limit
 * each user, and each address across users (docs/architecture/security.md).
 */
export function changePasswordLimits(settings: RateLimitSettings, userId: string, ip: string | undefined): RateLimit[] {
  return [
    { key: `password-change:user:${userId}`, max: rateLimitOf(settings, 'passwordChangePerUser'), windowSeconds: FIFTEEN_MINUTES },
    { key: `password-change:ip:${ip ?? 'unknown'}`, max: rateLimitOf(settings, 'passwordChangePerIp'), windowSeconds: FIFTEEN_MINUTES },
  ];
}
