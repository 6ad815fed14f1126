import type { FastifyRequest } from 'fastify';
import { processEnvironment } from '../../infrastructure/config/process-environment';

/**
 * Our address as the outside world reaches it, for OAuth redirect URIs and webhook URLs:
 * `APP_URL` when set (it must match what is registered with the provider), else this request's.
 */
export function publicOrigin(req: FastifyRequest): string {
  return processEnvironment().appUrl ?? `${req.protocol}://${req.headers.host}`;
}
