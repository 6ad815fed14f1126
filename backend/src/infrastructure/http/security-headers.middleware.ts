import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathOf } from './request-path';
import helmet from 'helmet';

/**
 * What the built frontend needs and nothing more (docs/architecture/security.md): scripts only
 * from our own files (Vite emits no inline script); inline styles stay allowed because the chart
 * and grid libraries write style attributes; images also from data: and blob: (previews, charts).
 */
function directives(frameAncestors: string): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
    'img-src': ["'self'", 'data:', 'blob:'],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
  };
}

const shared = {
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  // No upgrade-insecure-requests: `npm start` serves plain HTTP on a LAN address as well.
  crossOriginEmbedderPolicy: false,
};

type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * The headers a helmet middleware sets, read once: they depend on no request (no nonces), and
 * running helmet's dozen small middlewares on every answer cost about a twentieth of the tracking
 * endpoint's time (npm run bench, docs/operations/benchmarks.md).
 */
function headersOf(middleware: ReturnType<typeof helmet>): HeaderList {
  const headers: [string, string][] = [];
  const recorder = { setHeader: (name: string, value: unknown) => headers.push([name, String(value)]), removeHeader: () => undefined };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

const everywhere = headersOf(helmet({ ...shared, contentSecurityPolicy: { useDefaults: false, directives: directives("'none'") }, xFrameOptions: { action: 'deny' } }));

/**
 * The booking page's embed snippet puts it in an iframe on the merchant's own site, so its HTML
 * may be framed by any site; it acts on no session (docs/architecture/security.md). Every other
 * answer, API and static files included, refuses to be framed.
 */
const embeddable = headersOf(helmet({ ...shared, contentSecurityPolicy: { useDefaults: false, directives: directives('*') }, xFrameOptions: false }));

const EMBEDDABLE_PAGES = new Set(['/calendar-booking', '/booking-success']);

export function isEmbeddablePage(req: { method?: string; path: string }): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && EMBEDDABLE_PAGES.has(req.path);
}

/** First in the chain, so errors, 404s, static files and the index.html fallback all carry them. */
export function securityHeaders(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void {
  for (const [name, value] of isEmbeddablePage({ method: req.method, path: pathOf(req) }) ? embeddable : everywhere) res.setHeader(name, value);
  next();
}
