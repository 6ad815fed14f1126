import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startAppServer } from '../app-server';
import { firstBlogArticlePath, seedBookingPage } from './booking-page-seed';
import { CATEGORIES, type Category, type PageRun, runLighthouse } from './lighthouse-run';

const root = join(__dirname, '..', '..', '..', '..');

/** The median of each page's runs, and what the runs reported. */
export interface PageResult {
  name: string;
  path: string;
  runs: PageRun[];
  scores: Record<Category, number>;
  scriptBytes: number;
  metrics: PageRun['metrics'];
  /** Every console error of any run: a signed-out visitor must see none. */
  consoleErrors: string[];
  /** Audits under 0.9 in most runs. */
  failing: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** `npm run bench` builds the backend only; the pages are the built frontend, rebuilt when stale as `npm start` does. */
async function buildFrontendIfStale(): Promise<void> {
  const { buildIfStale, FRONTEND_BUILD } = await import(pathToFileURL(join(root, 'scripts', 'build-if-stale.mjs')).href);
  buildIfStale(root, FRONTEND_BUILD);
}

/**
 * The five public pages of the performance issue (docs/operations/benchmarks.md, Public pages),
 * each `runs` times through Lighthouse's mobile preset against the built app on a fresh embedded
 * database. Pages alternate in rounds, so a change in the machine's speed falls on all alike.
 */
export async function measurePublicPages(runs: number, progress: (line: string) => void): Promise<PageResult[]> {
  await buildFrontendIfStale();
  const app = await startAppServer();
  try {
    const referralCode = await seedBookingPage(app.baseUrl);
    const pages = [
      { name: 'landing', path: '/' },
      { name: 'blog', path: '/blog' },
      { name: 'blog article', path: await firstBlogArticlePath(app.baseUrl) },
      { name: 'auth', path: '/auth' },
      { name: 'booking', path: `/calendar-booking?ref=${encodeURIComponent(referralCode)}` },
    ];
    const runsOf = new Map<string, PageRun[]>(pages.map((page) => [page.path, []]));
    for (let round = 1; round <= runs; round++) {
      for (const page of pages) {
        const run = await runLighthouse(app.baseUrl + page.path);
        runsOf.get(page.path)?.push(run);
        progress(`round ${round}/${runs} ${page.name}: ${CATEGORIES.map((c) => Math.round(run.scores[c] * 100)).join(' / ')}, ${(run.scriptBytes / 1000).toFixed(1)} kB JS`);
      }
    }
    return pages.map((page) => summarize(page.name, page.path, runsOf.get(page.path) ?? []));
  } finally {
    await app.stop();
  }
}

function summarize(name: string, path: string, runs: PageRun[]): PageResult {
  const failingCount = new Map<string, number>();
  for (const run of runs) for (const id of new Set(run.failing.map((f) => f.split(' ')[0]))) failingCount.set(id, (failingCount.get(id) ?? 0) + 1);
  const last = runs[runs.length - 1];
  return {
    name,
    path,
    runs,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<Category, number>,
    scriptBytes: median(runs.map((r) => r.scriptBytes)),
    metrics: {
      fcp: median(runs.map((r) => r.metrics.fcp)),
      lcp: median(runs.map((r) => r.metrics.lcp)),
      tbt: median(runs.map((r) => r.metrics.tbt)),
      cls: median(runs.map((r) => r.metrics.cls)),
    },
    consoleErrors: [...new Set(runs.flatMap((r) => r.consoleErrors))],
    failing: last.failing.filter((f) => (failingCount.get(f.split(' ')[0]) ?? 0) * 2 > runs.length),
  };
}
