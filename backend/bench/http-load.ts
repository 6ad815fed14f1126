import autocannon from 'autocannon';

/**
 * One load phase of the HTTP benchmarks (docs/operations/benchmarks.md): autocannon at N clients
 * for S seconds, keeping every response's latency so rounds of the same endpoint can be pooled.
 */
export interface Endpoint {
  name: string;
  options: (baseUrl: string) => Omit<autocannon.Options, 'duration' | 'connections'>;
}

export interface HttpRound {
  requestsPerSecond: number;
  p99: number;
}

export interface HttpResult {
  name: string;
  /** Over all measured rounds (warm-up excluded). */
  requestsPerSecond: number;
  /** Percentiles of every measured response's latency, pooled over the rounds. */
  p50: number;
  p99: number;
  rounds: HttpRound[];
  non2xx: number;
  errors: number;
}

export interface Run {
  result: autocannon.Result;
  latencies: number[];
}

/** One autocannon run, keeping every response's latency so rounds can be pooled. */
export async function load(baseUrl: string, endpoint: Endpoint, seconds: number, connections: number): Promise<Run> {
  const latencies: number[] = [];
  const tracker = autocannon({ ...endpoint.options(baseUrl), connections, duration: seconds });
  tracker.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  return { result: await tracker, latencies };
}

export function summarize(name: string, runs: Run[]): HttpResult {
  const latencies = runs.flatMap((r) => r.latencies).sort((x, y) => x - y);
  const percentile = (p: number) => (latencies.length === 0 ? Number.NaN : latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]);
  const total = runs.reduce((sum, r) => sum + r.result.requests.total, 0);
  const duration = runs.reduce((sum, r) => sum + r.result.duration, 0);
  return {
    name,
    requestsPerSecond: duration > 0 ? total / duration : 0,
    p50: percentile(50),
    p99: percentile(99),
    rounds: runs.map((r) => ({ requestsPerSecond: r.result.requests.average, p99: r.result.latency.p99 })),
    non2xx: runs.reduce((sum, r) => sum + r.result.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.result.errors + r.result.timeouts, 0),
  };
}

