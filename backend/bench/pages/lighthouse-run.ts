import type { Result } from 'lighthouse';
import { launchChromium } from './chromium-debug';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run of one page. */
export interface PageRun {
  scores: Record<Category, number>;
  /** Bytes of JavaScript sent over the wire (the network-requests audit's transfer sizes). */
  scriptBytes: number;
  /** What the page wrote to the console as errors (the errors-in-console audit). */
  consoleErrors: string[];
  /** First and largest contentful paint, total blocking time (ms) and layout shift, as simulated. */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
  /** Audits of the four categories scoring under 0.9, with Lighthouse's short figure, for fixing. */
  failing: string[];
}

/**
 * Lighthouse 12 ships ES modules only, and the bench compiles to CommonJS: `import()` is left as
 * it is under the backend's `nodenext` module setting, so Node loads the ES module itself.
 */
async function loadLighthouse(): Promise<typeof import('lighthouse').default> {
  return (await import('lighthouse')).default;
}

/**
 * Lighthouse's default configuration, the mobile preset: a phone's screen, simulated slow 4G and a
 * four-times slower CPU (docs/operations/benchmarks.md, Public pages). A fresh chromium per run, so
 * no run inherits another's cache or compiled code.
 */
export async function runLighthouse(url: string): Promise<PageRun> {
  // A busy machine sometimes loses the trace (NO_NAVSTART, "Please run Lighthouse again"): such a
  // run measured nothing, so it is run again, at most twice, never counted.
  for (let attempt = 1; ; attempt++) {
    const lhr = await lighthouseOnce(url);
    if (!lhr.runtimeError) return summarize(lhr);
    const reason = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(`Lighthouse could not load ${url} in 3 attempts: ${reason}`);
    console.log(`  (run again: ${lhr.runtimeError.code})`);
  }
}

async function lighthouseOnce(url: string): Promise<Result> {
  const lighthouse = await loadLighthouse();
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chromium.stop();
  }
}

type Items = Record<string, unknown>[];
const itemsOf = (lhr: Result, id: string): Items => ((lhr.audits[id]?.details as { items?: Items } | undefined)?.items ?? []);

function summarize(lhr: Result): PageRun {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0])) as Record<Category, number>;
  const scriptBytes = itemsOf(lhr, 'network-requests')
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  const consoleErrors = itemsOf(lhr, 'errors-in-console').map((item) => `${String(item.description ?? '')} ${String(item.sourceLocation ? '' : item.url ?? '')}`.trim());
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      const scored = audit && audit.score !== null && !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode);
      // Insights repeat the classic audits' findings; they are left out to keep the list short.
      if (scored && !ref.id.endsWith('-insight') && (audit.score ?? 1) < 0.9) failing.add(`${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return {
    scores,
    scriptBytes,
    consoleErrors,
    metrics: { fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), cls: metric('cumulative-layout-shift') },
    failing: [...failing],
  };
}
