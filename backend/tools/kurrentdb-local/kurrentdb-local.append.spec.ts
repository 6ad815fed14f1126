import { randomUUID } from 'node:crypto';
import {
  binaryEvent,
  MaxAppendSizeExceededError,
  NO_STREAM,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { collect, event, streamName, typesOf, useLocalKurrentDb } from './kurrentdb-local.spec-fixtures';

describe('kurrentdb-local appends, through the real client', () => {
  const db = useLocalKurrentDb();

  it('stores an append and reads it back with every field the client exposes', async () => {
    const stream = streamName();
    const id = randomUUID();
    const before = Date.now();
    const result = await db.client().appendToStream(
      stream,
      [{ ...event('OrderPlaced', { total: 1250 }, id), metadata: { causedBy: 'test', n: 1 } }],
      { streamState: NO_STREAM },
    );

    expect(result.success).toBe(true);
    expect(result.nextExpectedRevision).toBe(0n);
    const [read] = await collect(db.client().readStream(stream));
    expect(read.event).toMatchObject({
      id,
      streamId: stream,
      revision: 0n,
      type: 'OrderPlaced',
      data: { total: 1250 },
      metadata: { causedBy: 'test', n: 1 },
      isJson: true,
      position: result.position,
    });
    // The native reader keeps whole seconds of `created`.
    expect(read.event!.created.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(read.event!.created.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('numbers revisions from 0 and gives each append a later $all position', async () => {
    const stream = streamName();
    const first = await db.client().appendToStream(stream, [event('A', {}), event('B', {})]);
    const second = await db.client().appendToStream(stream, event('C', {}), { streamState: 1n });

    expect(first.nextExpectedRevision).toBe(1n);
    expect(second.nextExpectedRevision).toBe(2n);
    expect(second.position!.commit).toBeGreaterThan(first.position!.commit);
    const events = await collect(db.client().readStream(stream));
    expect(events.map((e) => e.event!.revision)).toEqual([0n, 1n, 2n]);
    expect(events.map((e) => e.event!.position!.commit)).toEqual(events.map((e) => e.event!.position!.prepare));
  });

  describe('when the expected revision is wrong', () => {
    it('refuses an exact revision that is not the current one, naming the current one', async () => {
      const stream = streamName();
      await db.client().appendToStream(stream, [event('A', {}), event('B', {})]);

      const error = await db.client().appendToStream(stream, event('C', {}), { streamState: 0n }).catch((e) => e);

      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      expect(error).toMatchObject({ streamName: stream, expectedState: 0n, actualState: 1n });
      expect(typesOf(await collect(db.client().readStream(stream)))).toEqual(['A', 'B']);
    });

    it('refuses no_stream when the stream exists', async () => {
      const stream = streamName();
      await db.client().appendToStream(stream, event('A', {}));

      const error = await db.client().appendToStream(stream, event('B', {}), { streamState: NO_STREAM }).catch((e) => e);

      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      expect(error).toMatchObject({ expectedState: NO_STREAM, actualState: 0n });
    });

    it('refuses stream_exists when there is no stream, reporting "no stream"', async () => {
      const stream = streamName();

      const error = await db.client().appendToStream(stream, event('A', {}), { streamState: STREAM_EXISTS }).catch((e) => e);

      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      expect(error).toMatchObject({ expectedState: STREAM_EXISTS, actualState: NO_STREAM });
      await expect(collect(db.client().readStream(stream))).rejects.toBeInstanceOf(StreamNotFoundError);
    });

    it('refuses an exact revision on a stream that does not exist', async () => {
      const error = await db.client().appendToStream(streamName(), event('A', {}), { streamState: 3n }).catch((e) => e);

      expect(error).toMatchObject({ expectedState: 3n, actualState: NO_STREAM });
    });
  });

  it('accepts stream_exists on a stream that has events', async () => {
    const stream = streamName();
    await db.client().appendToStream(stream, event('A', {}));

    const result = await db.client().appendToStream(stream, event('B', {}), { streamState: STREAM_EXISTS });

    expect(result.nextExpectedRevision).toBe(1n);
  });

  it('refuses an append over the 1 MB maximum append size, writing nothing', async () => {
    const stream = streamName();
    const big = binaryEvent({ type: 'Blob', data: new Uint8Array(600 * 1024) });

    const error = await db.client().appendToStream(stream, [big, { ...big, id: randomUUID() }]).catch((e) => e);

    expect(error).toBeInstanceOf(MaxAppendSizeExceededError);
    expect(error.maxAppendSize).toBe(1024 * 1024);
    await expect(collect(db.client().readStream(stream))).rejects.toBeInstanceOf(StreamNotFoundError);
  });

  it('round-trips stream metadata through its $$ metastream', async () => {
    const stream = streamName();
    await db.client().setStreamMetadata(stream, { maxCount: 5, owner: 'billing' });

    const { metadata } = await db.client().getStreamMetadata(stream);

    expect(metadata).toEqual({ maxCount: 5, owner: 'billing' });
  });
});
