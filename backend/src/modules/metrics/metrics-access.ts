import { createHash, timingSafeEqual } from 'node:crypto';

export type MetricsAccess = 'allowed' | 'unauthorized' | 'forbidden';

export interface MetricsRequest {
  /** The Authorization header as sent, if any. */
  authorization: string | undefined;
  /** The TCP peer (`req.socket.remoteAddress`): never a header, which any client can write. */
  remoteAddress: string | undefined;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read `/metrics`: with a token, whoever presents it as a
 * bearer token; without one, only a scraper on this machine. The peer address decides, not
 * X-Forwarded-For, even with TRUST_PROXY: behind a proxy every request would otherwise pass as the
 * proxy's, and a client can write that header itself.
 */
export function metricsAccess(token: string | null, request: MetricsRequest): MetricsAccess {
  if (token !== null) return bearerMatches(request.authorization, token) ? 'allowed' : 'unauthorized';
  return request.remoteAddress !== undefined && LOOPBACK.has(request.remoteAddress) ? 'allowed' : 'forbidden';
}

/** Compared as SHA-256 digests in constant time: equal lengths for timingSafeEqual, no early exit. */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const presented = match ? match[1] : '';
  const equal = timingSafeEqual(digest(presented), digest(token));
  return match !== null && equal;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}
