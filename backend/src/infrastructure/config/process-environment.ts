import { ENVIRONMENT_VARIABLES, type Environment, parseEnvironment } from './environment';

let cached: { key: string; environment: Environment } | null = null;

/**
 * This process's validated configuration: the one place in the app that reads `process.env`.
 * `main.ts` calls it before anything starts and exits on an InvalidEnvironment, so later calls
 * return that same frozen object. It is parsed again only when a variable changed, which only
 * test suites and benchmarks do (raising a rate limit while the app runs, test/support/limits.ts):
 * that is why callers ask for it when they need a value rather than keeping a copy.
 */
export function processEnvironment(): Environment {
  const key = ENVIRONMENT_VARIABLES.map((name) => process.env[name] ?? '\u0000').join('\u0001');
  if (cached?.key !== key) cached = { key, environment: parseEnvironment(process.env) };
  return cached.environment;
}

const narrowed = new Map<readonly string[], { key: string; environment: Environment }>();

/**
 * `processEnvironment()` for a per-request path that needs only `names` (a rate limit): only those
 * variables are read to tell whether it changed, not all forty, which cost about a thirtieth of
 * the tracking endpoint's time (npm run bench, docs/operations/benchmarks.md). Read only the fields
 * those variables set from what it returns. `names` must be one constant array per caller.
 */
export function processEnvironmentOf(names: readonly string[]): Environment {
  const key = names.map((name) => process.env[name] ?? '\u0000').join('\u0001');
  const known = narrowed.get(names);
  if (known?.key === key) return known.environment;
  const environment = processEnvironment();
  narrowed.set(names, { key, environment });
  return environment;
}
