// Prints the JavaScript each public page loads after `npm run build -w frontend`: the entry chunk,
// the lazy chunk of the page's route, and every chunk they import statically, raw and as sent
// (the .gz/.br files scripts/precompress.mjs wrote). Read from dist/.vite/manifest.json.
// Usage: node scripts/measure-public-pages.mjs   (exits 1 when a page is over the budget)
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
// A phone on a slow network: at most this much JavaScript sent per public page, brotli-compressed.
const BUDGET_BYTES = 120 * 1000;

/** Each public page and the lazy module its route renders for a visitor (src/app/lazy-pages.ts). */
const PAGES = [
  ['/', 'src/features/landing/landing-page.tsx'],
  ['/blog', 'src/app/routes/blog-list-route.tsx'],
  ['/blog/:slug', 'src/app/routes/blog-article-route.tsx'],
  ['/auth', 'src/app/routes/auth-route.tsx'],
  ['/calendar-booking', 'src/app/routes/calendar-booking-route.tsx'],
];

function chunksOf(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest: was the route renamed?`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key].file);
}

const sizeOf = (file) => (existsSync(file) ? statSync(file).size : null);
/** What goes over the wire: the precompressed sibling, or the file itself when none was worth writing. */
const sent = (file, suffix) => sizeOf(file + suffix) ?? statSync(file).size;
const kB = (bytes) => (bytes / 1000).toFixed(1);

const rows = [];
let over = false;
for (const [page, routeModule] of PAGES) {
  const files = chunksOf(['index.html', routeModule]).map((file) => join(dist, file));
  const sizes = files.map((file) => ({ file, raw: statSync(file).size, gzip: sent(file, '.gz'), brotli: sent(file, '.br') }));
  const total = (key) => sizes.reduce((sum, size) => sum + size[key], 0);
  const biggest = [...sizes].sort((a, b) => b.brotli - a.brotli).slice(0, 3);
  over ||= total('brotli') > BUDGET_BYTES;
  rows.push(`| ${page} | ${files.length} | ${kB(total('raw'))} | ${kB(total('gzip'))} | ${kB(total('brotli'))} | ${biggest.map((s) => `${s.file.split('/').pop()} ${kB(s.brotli)}`).join(', ')} |`);
}
console.log('| page | chunks | raw kB | gzip kB | brotli kB | largest chunks (brotli kB) |');
console.log('|---|---|---|---|---|---|');
console.log(rows.join('\n'));
console.log(`budget: ${kB(BUDGET_BYTES)} kB brotli per page${over ? ' (exceeded)' : ''}`);
process.exitCode = over ? 1 : 0;
