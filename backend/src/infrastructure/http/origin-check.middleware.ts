import { ForbiddenException, Injectable, type NestMiddleware } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Node's request as middleware sees it; @fastify/middie copies Fastify's `protocol` onto it. */
type MiddlewareRequest = IncomingMessage & { protocol?: string };
import { processEnvironment } from '../config/process-environment';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Browsers send `Origin` on every cross-site mutation; one that is not ours is refused, so a
 * page elsewhere cannot act with the user's cookie (docs/architecture/overview.md, Security). Requests without `Origin`
 * (server-to-server calls, webhooks, curl) are not browser requests and pass. ALLOWED_ORIGINS
 * (comma-separated) adds origins, e.g. a separate frontend host.
 */
@Injectable()
export class OriginCheckMiddleware implements NestMiddleware {
  private readonly allowed = new Set(processEnvironment().allowedOrigins);

  use(req: MiddlewareRequest, _res: ServerResponse, next: () => void): void {
    const origin = req.headers.origin;
    if (SAFE_METHODS.has(req.method ?? '') || !origin) return next();
    if (this.allowed.has(origin) || sameOrigin(origin, req)) return next();
    throw new ForbiddenException('This request came from another website and was refused.');
  }
}

/** Scheme and host must both match; behind a TLS proxy set TRUST_PROXY so `req.protocol` is https. */
function sameOrigin(origin: string, req: MiddlewareRequest): boolean {
  try {
    const url = new URL(origin);
    return url.host === req.headers.host && url.protocol === `${req.protocol ?? 'http'}:`;
  } catch {
    return false;
  }
}
