import { ReadReq } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_pb';
import type { StoredEvent } from './event-log.store';
import { streamNameOf, type UuidForm } from './grpc-message.codec';

/** `at` is a stream revision for stream reads and a commit position for `$all` reads. */
export type ReadFrom = { kind: 'start' } | { kind: 'end' } | { kind: 'at'; value: bigint };

export interface EventFilter {
  matches(event: StoredEvent): boolean;
  /** A filtered subscription reports a checkpoint after this many events have been looked at. */
  readonly checkpointEvery: number;
}

/** Streams.Read carries plain reads and subscriptions in one message; this is its meaning, decoded once. */
export interface ReadRequest {
  readonly target: { kind: 'stream'; name: string } | { kind: 'all' };
  readonly from: ReadFrom;
  readonly direction: 'forwards' | 'backwards';
  /** null for a subscription (no end); otherwise the most events to send. */
  readonly maxCount: number | null;
  readonly filter: EventFilter | null;
  readonly uuidForm: UuidForm;
}

/** KurrentDB's default search window when the client gives none (`count`). */
const DEFAULT_FILTER_WINDOW = 32;

export function parseReadRequest(request: ReadReq): ReadRequest {
  const options = request.getOptions() ?? new ReadReq.Options();
  const stream = options.getStream();
  const target = stream ? ({ kind: 'stream', name: streamNameOf(stream.getStreamIdentifier()) } as const) : ({ kind: 'all' } as const);
  return {
    target,
    from: stream ? streamFrom(stream) : allFrom(options.getAll()),
    direction: options.getReadDirection() === ReadReq.Options.ReadDirection.BACKWARDS ? 'backwards' : 'forwards',
    maxCount: options.hasSubscription() ? null : countOf(options.getCount()),
    filter: options.hasFilter() ? filterOf(options.getFilter()!) : null,
    uuidForm: options.getUuidOption()?.hasStructured() ? 'structured' : 'string',
  };
}

function streamFrom(stream: ReadReq.Options.StreamOptions): ReadFrom {
  if (stream.hasRevision()) return { kind: 'at', value: BigInt(stream.getRevision()) };
  return stream.hasEnd() ? { kind: 'end' } : { kind: 'start' };
}

function allFrom(all: ReadReq.Options.AllOptions | undefined): ReadFrom {
  const position = all?.getPosition();
  if (position) return { kind: 'at', value: BigInt(position.getCommitPosition()) };
  return all?.hasEnd() ? { kind: 'end' } : { kind: 'start' };
}

function countOf(count: string): number {
  const value = BigInt(count || '0');
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
}

function filterOf(filter: ReadReq.Options.FilterOptions): EventFilter {
  const onStream = filter.hasStreamIdentifier();
  const expression = onStream ? filter.getStreamIdentifier()! : filter.getEventType()!;
  const prefixes = expression?.getPrefixList() ?? [];
  const regex = expression?.getRegex() ? new RegExp(expression.getRegex()) : null;
  const window = filter.hasMax() && filter.getMax() > 0 ? filter.getMax() : DEFAULT_FILTER_WINDOW;
  return {
    // Prefixes win over a regex when both are sent, as on the server.
    matches: (event) => {
      const subject = onStream ? event.streamName : event.type;
      if (prefixes.length > 0) return prefixes.some((prefix) => subject.startsWith(prefix));
      return regex ? regex.test(subject) : true;
    },
    checkpointEvery: window * Math.max(1, filter.getCheckpointintervalmultiplier()),
  };
}
