/**
 * The write check KurrentDB runs before committing an append, as a pure function so it can be
 * tested without a server. Revisions are 0-based; "no stream" is revision -1.
 *
 * Idempotency, as KurrentDB decides it:
 * - exact revision (and no_stream, which is revision -1) lower than the stream's current
 *   revision: the proposed ids are compared one by one with the events already stored at
 *   expected+1, expected+2, ... If all match, the append is a retry: nothing is written and the
 *   original result is answered. If the first one differs, it is a plain version conflict. If the
 *   first ones match and a later one differs or runs past the end of the stream (a partial
 *   overlap), KurrentDB calls it "corrupted idempotency" and also answers WrongExpectedVersion.
 * - any / stream_exists: KurrentDB looks the ids up in the stream regardless of revision. All
 *   found: a retry (answered with the revisions they were stored at). First not found: a new
 *   write. First found but a later one not: corrupted idempotency, WrongExpectedVersion. KurrentDB
 *   keeps these ids in a bounded cache, so a very old retry with `any` may write twice there;
 *   this server keeps every id, so such a retry is always recognised.
 */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

export type AppendDecision =
  | { kind: 'write' }
  | { kind: 'retry'; lastRevision: number }
  | { kind: 'conflict'; currentRevision: number };

export interface StreamView {
  /** -1 when the stream has no events. */
  readonly lastRevision: number;
  idAt(revision: number): string | undefined;
  /** The revision an id was stored at in this stream, if it was. */
  revisionOf(id: string): number | undefined;
  /** A stream whose only history is its metadata still counts as existing for stream_exists. */
  readonly hasMetadata: boolean;
}

export function decideAppend(stream: StreamView, expected: ExpectedRevision, ids: readonly string[]): AppendDecision {
  const current = stream.lastRevision;
  const conflict: AppendDecision = { kind: 'conflict', currentRevision: current };
  if (expected === 'stream_exists' && current < 0 && !stream.hasMetadata) return conflict;
  if (expected === 'any' || expected === 'stream_exists') return decideById(stream, ids, conflict);

  const wanted = expected === 'no_stream' ? -1 : toSafeNumber(expected);
  if (wanted === current) return { kind: 'write' };
  if (wanted > current || ids.length === 0) return conflict;
  for (let i = 0; i < ids.length; i++) {
    if (stream.idAt(wanted + 1 + i) !== ids[i]) return conflict;
  }
  return { kind: 'retry', lastRevision: wanted + ids.length };
}

function decideById(stream: StreamView, ids: readonly string[], conflict: AppendDecision): AppendDecision {
  let last: number | undefined;
  for (let i = 0; i < ids.length; i++) {
    const revision = stream.revisionOf(ids[i]);
    if (revision === undefined) return i === 0 ? { kind: 'write' } : conflict;
    last = revision;
  }
  return last === undefined ? { kind: 'write' } : { kind: 'retry', lastRevision: last };
}

/** Revisions above 2^53 cannot exist in memory; anything that large is simply "past the end". */
function toSafeNumber(value: bigint): number {
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
}
