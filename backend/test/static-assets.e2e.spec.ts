import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './support/test-app';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, never decoded: the test decodes them itself. */
  body: Buffer;
}

/** node:http rather than supertest, which would decompress the body before the test saw it. */
function rawRequest(server: Server, method: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const SCRIPT = `export const greeting = ${JSON.stringify('hello from the bundle '.repeat(200))};\n`;
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-abc12345.js"></script></head><body><div id="root"></div></body></html>';
const ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /api/\n';

/** The built frontend as the backend serves it (docs/architecture/overview.md, Frontend): compressed, cached, robots.txt its own. */
describe('static assets of the built frontend', () => {
  let t: TestApp;
  let frontendDir: string;
  let server: Server;

  beforeAll(async () => {
    // The layout `npm run build -w frontend` leaves in frontend/dist, with the siblings its precompress step writes.
    frontendDir = mkdtempSync(join(tmpdir(), 'leadledger-static-'));
    mkdirSync(join(frontendDir, 'assets'));
    writeFileSync(join(frontendDir, 'index.html'), INDEX);
    writeFileSync(join(frontendDir, 'assets', 'app-abc12345.js'), SCRIPT);
    writeFileSync(join(frontendDir, 'assets', 'app-abc12345.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(frontendDir, 'assets', 'app-abc12345.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(frontendDir, 'robots.txt'), ROBOTS);
    t = await startTestApp({ frontendDir });
    server = t.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await t.close();
    rmSync(frontendDir, { recursive: true, force: true });
  });

  const asset = '/assets/app-abc12345.js';

  it('sends brotli when the browser accepts it, with the script type and the compressed length', async () => {
    const res = await rawRequest(server, 'GET', asset, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not accepted', async () => {
    for (const acceptEncoding of ['gzip', 'gzip, br;q=0', 'deflate, gzip;q=0.5']) {
      const res = await rawRequest(server, 'GET', asset, { 'Accept-Encoding': acceptEncoding });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    }
  });

  it('sends the plain file when no encoding is accepted', async () => {
    const noEncoding: Record<string, string>[] = [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'gzip;q=0, br;q=0' }];
    for (const headers of noEncoding) {
      const res = await rawRequest(server, 'GET', asset, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
      expect(res.body.toString()).toBe(SCRIPT);
    }
  });

  it('answers HEAD with the headers of the encoded file and no body', async () => {
    const res = await rawRequest(server, 'HEAD', asset, { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(res.body.length).toBe(0);
  });

  it('lets browsers keep hashed bundle files for a year', async () => {
    const compressed = await rawRequest(server, 'GET', asset, { 'Accept-Encoding': 'br' });
    const plain = await rawRequest(server, 'GET', asset);
    for (const res of [compressed, plain]) expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not serve the compressed siblings under their own names', async () => {
    for (const path of [`${asset}.br`, `${asset}.gz`]) {
      const res = await rawRequest(server, 'GET', path, { 'Accept-Encoding': 'br, gzip' });
      expect(res.status).toBe(404);
      expect(res.headers['content-encoding']).toBeUndefined();
    }
  });

  it('serves robots.txt as text with a short cache, not index.html', async () => {
    const res = await rawRequest(server, 'GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.toString()).toBe(ROBOTS);
  });

  it('answers a missing sitemap.xml or bundle file with 404, not index.html', async () => {
    for (const path of ['/sitemap.xml', '/assets/gone-deadbeef.js']) {
      const res = await rawRequest(server, 'GET', path);
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain('<div id="root">');
    }
  });

  it('answers client routes with index.html, revalidated every time', async () => {
    for (const path of ['/', '/blog', '/blog/some-article', '/calendar-booking?ref=abc', '/merchant-dashboard']) {
      const res = await rawRequest(server, 'GET', path, { 'Accept-Encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.toString()).toBe(INDEX);
    }
    const head = await rawRequest(server, 'HEAD', '/blog');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body.length).toBe(0);
  });

  it('sends index.html compressed to client routes when the build wrote its siblings', async () => {
    // The built index.html carries the entry's stylesheet inline, over 20 kB (frontend/vite/inline-entry-css.plugin.ts).
    writeFileSync(join(frontendDir, 'index.html.br'), brotliCompressSync(INDEX));
    writeFileSync(join(frontendDir, 'index.html.gz'), gzipSync(INDEX));
    try {
      const br = await rawRequest(server, 'GET', '/blog/some-article', { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(brotliDecompressSync(br.body).toString()).toBe(INDEX);
      const gzip = await rawRequest(server, 'GET', '/', { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(INDEX);
      const plain = await rawRequest(server, 'GET', '/auth');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(INDEX);
    } finally {
      rmSync(join(frontendDir, 'index.html.br'));
      rmSync(join(frontendDir, 'index.html.gz'));
    }
  });

  it('leaves the API to the API: a signed-out session check is still a 401', async () => {
    const res = await rawRequest(server, 'GET', '/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
