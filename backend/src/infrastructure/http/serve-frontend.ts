import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import send from 'send';
import { pathOf } from './request-path';

type Next = (error?: unknown) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** Vite names every bundled file `/assets/<name>-<hash>.<ext>`: its content never changes under that name. */
const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files with a stable name (favicon, robots.txt, sitemap.xml) change in place: an hour, as before. */
const SHORT = 'public, max-age=3600';

/** Beside a file, `npm run build -w frontend` may write these (frontend/scripts/precompress.mjs), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/** The types of the files a build holds; anything else goes out as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** Files the client router does not own: a missing one is a 404, never index.html under their name. */
const NOT_CLIENT_ROUTES = ['/robots.txt', '/sitemap.xml'];

export function cacheControlFor(urlPath: string): string {
  return HASHED_ASSET.test(urlPath) ? IMMUTABLE : SHORT;
}

/**
 * The encodings a request allows, from its Accept-Encoding: a name is allowed when listed (or
 * covered by `*`) with a q above 0. Without the header only the plain file is sent.
 */
export function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [rawName, ...params] = part.trim().toLowerCase().split(';');
    if (!rawName) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(rawName.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const allowed = new Set<Encoding>();
  for (const { name } of ENCODINGS) {
    const weight = weights.get(name) ?? weights.get('*') ?? 0;
    if (weight > 0) allowed.add(name);
  }
  return allowed;
}

/** The file a URL path names inside `root`, or null when it escapes it or is not a regular file. */
function fileInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // Dot-folders (Vite's .vite/manifest.json) stay private, as the static middleware keeps them.
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const file = resolve(root, `.${decoded}`);
  if (!file.startsWith(root + sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * Sends `relative` (inside `root`) with `send`: ETag, Last-Modified and 304s, HEAD without a body,
 * no byte ranges (a range of compressed bytes is not a range of the file the URL names). The
 * Content-Type is set first, from the file the URL names, and `send` keeps it. Relative to the
 * root, so a dot-folder above it (a home directory's ~/.cache) is not refused.
 */
function sendFile(req: IncomingMessage, res: ServerResponse, root: string, relative: string, typeOf: string, next: Next): void {
  res.setHeader('Content-Type', CONTENT_TYPES[extname(typeOf)] ?? 'application/octet-stream');
  send(req, relative, { root, cacheControl: false, acceptRanges: false, index: false, dotfiles: 'deny' })
    .on('error', (error: { status?: number }) => {
      if (res.headersSent) return;
      res.removeHeader('Content-Type');
      if (error.status === 404) return next();
      next(error);
    })
    .pipe(res);
}

/**
 * A file is sent in the best encoding the request allows when the build wrote `.br`/`.gz`
 * siblings for it, with the original file's Content-Type; every answer for such a file says
 * `Vary: Accept-Encoding` so caches keep one copy per encoding. Hashed bundle files are kept by
 * browsers for a year, other files for an hour.
 */
function staticFiles(root: string): Middleware {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = pathOf(req);
    // The siblings are representations, not resources: asked for by name, they would go out as
    // opaque binaries a browser cannot use, so they do not exist as URLs.
    if (path.endsWith('.br') || path.endsWith('.gz')) return notFound(res);
    const file = fileInside(root, path);
    if (!file) return next();
    res.setHeader('Cache-Control', cacheControlFor(path));
    sendEncoded(req, res, root, file, next);
  };
}

/** `file` (inside `root`) in the best encoding the request allows among the siblings the build wrote. */
function sendEncoded(req: IncomingMessage, res: ServerResponse, root: string, file: string, next: Next): void {
  const siblings = ENCODINGS.filter(({ suffix }) => existsSync(file + suffix));
  const allowed = acceptedEncodings(headerOf(req, 'accept-encoding'));
  const chosen = siblings.find(({ name }) => allowed.has(name));
  if (siblings.length > 0) res.setHeader('Vary', 'Accept-Encoding');
  if (chosen) res.setHeader('Content-Encoding', chosen.name);
  const relative = file.slice(root.length + 1) + (chosen ? chosen.suffix : '');
  sendFile(req, res, root, relative, file, next);
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function notFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.end();
}

/**
 * Middleware runs before the API's routes: without this, every API request paid file-system
 * lookups for a file that cannot exist.
 */
function isApi(path: string): boolean {
  return path.startsWith('/api/') || path === '/api' || path === '/metrics';
}

/** Static files (precompressed when built so), then index.html for every other non-API GET so client-side routes load. */
export function serveFrontend(app: NestFastifyApplication, dir: string): void {
  const root = resolve(dir);
  const files = staticFiles(root);
  const index = join(root, 'index.html');
  app.use((req: IncomingMessage, res: ServerResponse, next: Next) => {
    const path = pathOf(req);
    if (isApi(path)) return next();
    files(req, res, () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      // A missing bundle file or site file is a 404: index.html in its place breaks as a script.
      if (path.startsWith('/assets/') || NOT_CLIENT_ROUTES.includes(path)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      // Compressed too: it carries the entry's stylesheet (frontend/vite/inline-entry-css.plugin.ts).
      sendEncoded(req, res, root, index, next);
    });
  });
}
