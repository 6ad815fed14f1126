import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus registry and the metrics recorded as things happen (requests, appends,
 * processor calls). Read-model lag, parked read models and money in flight are gauges set when
 * `/metrics` is scraped (modules/metrics), so nothing here adds work to an append.
 *
 * One registry per process, not per Nest app: the decorators that feed it wrap the event store and
 * the processor where they are opened, below Nest's container, and a process serves one app.
 */
export const metricsRegistry = new Registry();

/** Seconds: a tracking click answers in a few milliseconds, an approval waits on the processor. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'leadledger_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern (never the raw URL) and status class',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: HTTP_BUCKETS,
  registers: [metricsRegistry],
});

export type AppendOutcome = 'appended' | 'duplicate' | 'conflict' | 'error';

export const eventStoreAppends = new Counter({
  name: 'leadledger_event_store_appends_total',
  help: 'Appends to the event store by outcome: appended, duplicate (same event ids again), conflict (expected version), error',
  labelNames: ['engine', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const eventsAppended = new Counter({
  name: 'leadledger_event_store_events_appended_total',
  help: 'Events written by appends that stored them (duplicates excluded)',
  labelNames: ['engine'] as const,
  registers: [metricsRegistry],
});

export type ProcessorOutcome = 'ok' | 'declined' | 'error';

export const processorCalls = new Counter({
  name: 'leadledger_processor_calls_total',
  help: 'Payment processor calls by operation and outcome: ok, declined (the card or issuer refused), error',
  labelNames: ['operation', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const processorCallDuration = new Histogram({
  name: 'leadledger_processor_call_duration_seconds',
  help: 'Payment processor call latency by operation',
  labelNames: ['operation'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

let defaultsStarted = false;

/**
 * Node's own metrics (CPU, memory, event loop lag, GC). Started by the app's metrics module, not
 * on import: the CLI opens the event store too and must not start an event-loop monitor.
 */
export function startDefaultMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
