import { NO_STREAM, WrongExpectedVersionError } from '@kurrent/kurrentdb-client';
import { collect, event, streamName, typesOf, useLocalKurrentDb } from './kurrentdb-local.spec-fixtures';

/** The rules themselves are in expected-revision.rules.ts; here the real client sees them over the wire. */
describe('kurrentdb-local, when an append is retried with the same event ids', () => {
  const db = useLocalKurrentDb();

  it('writes nothing and answers the original revision and position', async () => {
    const stream = streamName();
    const events = [event('A', {}), event('B', {})];
    const original = await db.client().appendToStream(stream, events, { streamState: NO_STREAM });
    await db.client().appendToStream(stream, event('C', {}), { streamState: 1n });

    const retried = await db.client().appendToStream(stream, events, { streamState: NO_STREAM });

    expect(retried).toEqual(original);
    expect(typesOf(await collect(db.client().readStream(stream)))).toEqual(['A', 'B', 'C']);
  });

  it('recognises a retry made with an exact revision in the middle of the stream', async () => {
    const stream = streamName();
    await db.client().appendToStream(stream, event('A', {}));
    const middle = [event('B', {}), event('C', {})];
    const original = await db.client().appendToStream(stream, middle, { streamState: 0n });
    await db.client().appendToStream(stream, event('D', {}), { streamState: 2n });

    const retried = await db.client().appendToStream(stream, middle, { streamState: 0n });

    expect(retried).toEqual(original);
    expect(typesOf(await collect(db.client().readStream(stream)))).toEqual(['A', 'B', 'C', 'D']);
  });

  it('recognises a retry made with "any"', async () => {
    const stream = streamName();
    const events = [event('A', {})];
    const original = await db.client().appendToStream(stream, events);

    const retried = await db.client().appendToStream(stream, events);

    expect(retried).toEqual(original);
    expect(await collect(db.client().readStream(stream))).toHaveLength(1);
  });

  it('refuses a partial overlap (first ids stored, the rest new) as a version conflict', async () => {
    const stream = streamName();
    const a = event('A', {});
    await db.client().appendToStream(stream, [a], { streamState: NO_STREAM });

    const error = await db.client()
      .appendToStream(stream, [a, event('B', {})], { streamState: NO_STREAM })
      .catch((e) => e);

    expect(error).toBeInstanceOf(WrongExpectedVersionError);
    expect(error).toMatchObject({ actualState: 0n });
    expect(typesOf(await collect(db.client().readStream(stream)))).toEqual(['A']);
  });
});
