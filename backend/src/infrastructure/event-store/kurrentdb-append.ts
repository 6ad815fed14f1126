import {
  ANY,
  NO_STREAM,
  type AppendStreamState,
  type KurrentDBClient,
  type Position,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { type AppendResult, type ExpectedVersion, type NewEvent, type StoredEvent, StreamVersionConflict } from './event-store.port';
import { portErrorOf } from './kurrentdb-errors';
import { compareLogPositions, toEventData, toLogPosition, toStoredEvent } from './kurrentdb-events';

/**
 * One append to KurrentDB with the port's meaning (docs/architecture/event-store.md).
 *
 * Versions: ours count events (0 = no stream, n = n events); KurrentDB's revisions are 0-based,
 * so n events is revision n - 1 and "no stream" is its own state.
 *
 * Replays: KurrentDB stores an event id once per stream. A replayed append (same ids, same
 * expected revision; or any ids already stored, with `any`) is answered as a success carrying
 * the original revision and the position of the original last event (servers before 22.x: no
 * position), but the answer does not say it was a replay. A fresh write always lands after
 * everything already committed, so the answer is a replay when its position is at or before a
 * position this process knew to be committed before it sent the append (`knownBefore`: events
 * the live feed heard, earlier answers, the head at connect) or when it has no position. One
 * blind spot, stated in the port's terms: a replay of events written elsewhere within the last
 * moments (not heard yet), or two identical appends in flight at once, report `duplicate: false`;
 * nothing is stored twice either way. A replay the server refuses (same ids, another expected
 * version) is found by reading the stream back on the conflict, as the PostgreSQL adapter does.
 *
 * Nothing is reported as written unless the server answered success; a lost answer is an error
 * (EventStoreUnavailable), and retrying it with the same ids is safe.
 */
export async function appendToKurrentDb(
  client: KurrentDBClient,
  streamId: string,
  events: NewEvent[],
  expectedVersion: ExpectedVersion,
  quiet: boolean,
  knownBefore: Position | null,
): Promise<AppendResult> {
  let answer;
  try {
    answer = await client.appendToStream(streamId, events.map((e) => toEventData(e, quiet)), { streamState: streamStateOf(expectedVersion) });
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw portErrorOf(error);
    const stored = await findStored(client, streamId, events);
    if (stored) return stored;
    throw new StreamVersionConflict(streamId, expectedVersion, versionOf(error.actualState));
  }
  const nextVersion = Number(answer.nextExpectedRevision) + 1;
  if (!answer.success) {
    // Only with `throwOnAppendFailure=false` in the URL: the conflict comes as an answer.
    const stored = await findStored(client, streamId, events);
    if (stored) return stored;
    throw new StreamVersionConflict(streamId, expectedVersion, Math.max(nextVersion, 0));
  }
  if (!answer.position) {
    const last = await readAt(client, streamId, answer.nextExpectedRevision);
    return { nextVersion, checkpoint: last.position, duplicate: true };
  }
  const duplicate = knownBefore !== null && compareLogPositions(answer.position, knownBefore) <= 0;
  return { nextVersion, checkpoint: toLogPosition(answer.position), duplicate };
}

function streamStateOf(expected: ExpectedVersion): AppendStreamState {
  if (expected === 'any') return ANY;
  if (!Number.isSafeInteger(expected) || expected < 0) throw new Error(`Not an expected version: ${expected}`);
  return expected === 0 ? NO_STREAM : BigInt(expected - 1);
}

function versionOf(state: WrongExpectedVersionError['actualState']): number {
  return state === NO_STREAM ? 0 : Number(state) + 1;
}

/** All of `events` already stored in the stream: the append is a replay. */
async function findStored(client: KurrentDBClient, streamId: string, events: NewEvent[]): Promise<AppendResult | null> {
  const stored = new Map((await readStreamEvents(client, streamId)).map((e) => [e.eventId, e]));
  const found = events.map((e) => stored.get(e.eventId));
  if (found.some((e) => !e)) return null;
  const last = found.reduce((a, b) => (b!.streamPosition > a!.streamPosition ? b : a))!;
  return { nextVersion: last.streamPosition, checkpoint: last.position, duplicate: true };
}

/** The whole stream in order; [] when it does not exist. */
export async function readStreamEvents(client: KurrentDBClient, streamId: string): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  try {
    for await (const resolved of client.readStream(streamId)) events.push(toStoredEvent(resolved));
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw portErrorOf(error);
  }
  return events;
}

async function readAt(client: KurrentDBClient, streamId: string, revision: bigint): Promise<StoredEvent> {
  try {
    for await (const resolved of client.readStream(streamId, { fromRevision: revision, maxCount: 1 })) return toStoredEvent(resolved);
  } catch (error) {
    throw portErrorOf(error);
  }
  throw new Error(`KurrentDB answered an append to ${streamId} at revision ${revision} but has no event there`);
}
