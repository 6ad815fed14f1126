import type { EventStore } from '../../../infrastructure/event-store/event-store.port';
import type { ProcessorLine } from './processor-reconciliation.match';

/** Enough streams for any page a person reads; past it lines keep the ids their stream names. */
const MAX_STREAMS = 100;

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * Names whose each unmatched line of ours is (merchant, affiliate, call, payout), read from its
 * stream through the event store port (docs/architecture/event-store.md): the event that recorded
 * it first, then the rest of its stream (a refund names no affiliate; the call's booking does).
 * Matched lines need no names, and the processor's own lines have no event to read.
 */
export async function nameUnmatched(store: EventStore, lines: ProcessorLine[], streamOf: Map<string, string>): Promise<ProcessorLine[]> {
  const wanted = [...new Set(lines.filter((l) => l.status !== 'matched' && l.eventId).map((l) => streamOf.get(l.eventId!)!))].slice(0, MAX_STREAMS);
  const streams = new Map(await Promise.all(wanted.map(async (id) => [id, await store.readStream(id)] as const)));
  return lines.map((line) => {
    const events = line.eventId ? streams.get(streamOf.get(line.eventId) ?? '') : undefined;
    if (!events) return line;
    const own = (events.find((e) => e.eventId === line.eventId)?.data ?? {}) as Record<string, unknown>;
    const first = (field: string) => text(own[field]) ?? text(events.map((e) => (e.data as Record<string, unknown>)[field]).find(text));
    return {
      ...line,
      callId: line.callId ?? first('callId'),
      merchantId: first('merchantId'),
      affiliateId: line.affiliateId ?? first('affiliateId'),
      payoutId: text(own.payoutId),
    };
  });
}
