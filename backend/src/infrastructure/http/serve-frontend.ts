import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';

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
 * A file built with `.br`/`.gz` siblings is sent in the best encoding the request allows, with the
 * original file's Content-Type; every answer for it says `Vary: Accept-Encoding` so caches keep
 * one copy per encoding. Files without siblings go on to the static middleware.
 */
function precompressedFiles(root: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // The siblings are representations, not resources: asked for by name, they would go out as
    // opaque binaries a browser cannot use, so they do not exist as URLs.
    if (req.path.endsWith('.br') || req.path.endsWith('.gz')) return res.status(404).end();
    const file = fileInside(root, req.path);
    if (!file) return next();
    const siblings = ENCODINGS.filter(({ suffix }) => existsSync(file + suffix));
    if (siblings.length === 0) return next();

    const allowed = acceptedEncodings(req.get('Accept-Encoding'));
    const chosen = siblings.find(({ name }) => allowed.has(name));
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', cacheControlFor(req.path));
    // Set before sendFile, which then keeps it instead of guessing from the `.br`/`.gz` name.
    res.type(extname(file));
    if (chosen) res.setHeader('Content-Encoding', chosen.name);
    // No byte ranges: a range of the compressed bytes is not a range of the file the URL names.
    // Relative to the root, so a dot-folder above it (a home directory's ~/.cache) is not refused.
    const relative = file.slice(root.length + 1) + (chosen ? chosen.suffix : '');
    res.sendFile(relative, { root, cacheControl: false, acceptRanges: false }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}

/** Static files (precompressed when built so), then index.html for every other non-API GET so client-side routes load. */
/**
 * These middlewares run before the API's routes: without this, every API request paid file-system
 * lookups (a synchronous one for the precompressed siblings) for a file that cannot exist.
 */
function filesOnly(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (req.path.startsWith('/api/') || req.path === '/metrics' ? next() : handler(req, res, next));
}

export function serveFrontend(app: NestExpressApplication, dir: string): void {
  const root = resolve(dir);
  app.use(filesOnly(precompressedFiles(root)));
  app.use(
    filesOnly(
      express.static(root, {
        index: false,
        setHeaders: (res) => res.setHeader('Cache-Control', cacheControlFor((res.req as Request).path)),
      }),
    ),
  );
  const index = join(root, 'index.html');
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api') || req.path === '/metrics') return next();
    // A missing bundle file or site file is a 404: index.html in its place breaks as a script.
    if (req.path.startsWith('/assets/') || NOT_CLIENT_ROUTES.includes(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    return res.sendFile(index);
  });
}
