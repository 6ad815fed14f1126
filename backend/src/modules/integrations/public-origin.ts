import type { Request } from 'express';

/**
 * Our address as the outside world reaches it, for OAuth redirect URIs and webhook URLs:
 * `APP_URL` when set (it must match what is registered with the provider), else this request's.
 */
export function publicOrigin(req: Request): string {
  const configured = process.env.APP_URL?.trim().replace(/\/+$/, '');
  return configured || `${req.protocol}://${req.get('host')}`;
}
