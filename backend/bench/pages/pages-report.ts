import { loadavg } from 'node:os';
import { measurePublicPages } from './pages.bench';
import { CATEGORIES } from './lighthouse-run';

/**
 * The performance issue's targets for public pages on a phone (docs/operations/benchmarks.md,
 * Public pages): Lighthouse's mobile preset at 0.95 for performance and accessibility, 1.0 for SEO,
 * at most 120 kB of JavaScript sent, and no console error for a signed-out visitor.
 */
const PERFORMANCE_TARGET = 0.95;
const ACCESSIBILITY_TARGET = 0.95;
const SEO_TARGET = 1;
const SCRIPT_BYTES_TARGET = 120 * 1000;

/** `BENCH_ONLY=pages`: prints each page's median scores and pushes every missed target onto `failures`. */
export async function pagesBenchmarks(failures: string[]): Promise<void> {
  const runs = Number(process.env.BENCH_PAGES_RUNS ?? 3);
  const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
  console.log(`\nPublic pages: Lighthouse mobile preset (simulated slow 4G, 4x CPU), ${runs} runs per page, median; load average ${load()}`);
  const results = await measurePublicPages(runs, (line) => console.log(`  ${line}`));
  console.log(`load average after the runs: ${load()}`);
  console.log(`page | ${CATEGORIES.join(' | ')} | JS kB | FCP ms | LCP ms | TBT ms | CLS | console errors`);
  const pct = (n: number) => Math.round(n * 100);
  for (const r of results) {
    const m = r.metrics;
    console.log(`${r.name} ${r.path} | ${CATEGORIES.map((c) => pct(r.scores[c])).join(' | ')} | ${(r.scriptBytes / 1000).toFixed(1)} | ${Math.round(m.fcp)} | ${Math.round(m.lcp)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} | ${r.consoleErrors.length}`);
    if (r.failing.length > 0) console.log(`  under 0.9: ${r.failing.join('; ')}`);
    for (const error of r.consoleErrors) console.log(`  console: ${error}`);
    const miss = (what: string) => failures.push(`${r.name} (${r.path}): ${what}`);
    if (r.scores.performance < PERFORMANCE_TARGET) miss(`performance ${pct(r.scores.performance)} < ${pct(PERFORMANCE_TARGET)}`);
    if (r.scores.accessibility < ACCESSIBILITY_TARGET) miss(`accessibility ${pct(r.scores.accessibility)} < ${pct(ACCESSIBILITY_TARGET)}`);
    if (r.scores.seo < SEO_TARGET) miss(`SEO ${pct(r.scores.seo)} < ${pct(SEO_TARGET)}`);
    if (r.scriptBytes > SCRIPT_BYTES_TARGET) miss(`${(r.scriptBytes / 1000).toFixed(1)} kB of JavaScript > ${SCRIPT_BYTES_TARGET / 1000} kB`);
    if (r.consoleErrors.length > 0) miss(`${r.consoleErrors.length} console error(s)`);
  }
}
