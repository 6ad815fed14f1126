import { BACKWARDS, END, excludeSystemEvents, KurrentDBClient, START, StreamNotFoundError } from '@kurrent/kurrentdb-client';
import { collect, event, streamName, typesOf, useLocalKurrentDb } from './kurrentdb-local.spec-fixtures';

describe('kurrentdb-local reads, through the real client', () => {
  const db = useLocalKurrentDb();

  describe('readStream', () => {
    const stream = streamName();
    beforeAll(async () => {
      await db.client().appendToStream(stream, ['A', 'B', 'C', 'D', 'E'].map((type) => event(type, {})));
    });

    it('reads forwards from the start', async () => {
      expect(typesOf(await collect(db.client().readStream(stream)))).toEqual(['A', 'B', 'C', 'D', 'E']);
    });

    it('reads forwards from a revision, that revision included, up to maxCount', async () => {
      const events = await collect(db.client().readStream(stream, { fromRevision: 2n, maxCount: 2 }));
      expect(typesOf(events)).toEqual(['C', 'D']);
    });

    it('reads backwards from the end', async () => {
      const events = await collect(db.client().readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 2 }));
      expect(typesOf(events)).toEqual(['E', 'D']);
    });

    it('reads backwards from a revision, that revision included', async () => {
      const events = await collect(db.client().readStream(stream, { direction: BACKWARDS, fromRevision: 1n }));
      expect(typesOf(events)).toEqual(['B', 'A']);
    });

    it('reads nothing forwards past the last revision', async () => {
      expect(await collect(db.client().readStream(stream, { fromRevision: 9n }))).toEqual([]);
    });

    it('throws StreamNotFoundError for a stream never written, in both directions', async () => {
      const missing = streamName('missing');
      await expect(collect(db.client().readStream(missing))).rejects.toBeInstanceOf(StreamNotFoundError);
      await expect(collect(db.client().readStream(missing, { direction: BACKWARDS, fromRevision: END }))).rejects.toBeInstanceOf(
        StreamNotFoundError,
      );
    });
  });

  describe('readAll', () => {
    it('starts with system events that a reader must skip', async () => {
      const [first] = await collect(db.client().readAll({ maxCount: 1 }));
      expect(first.event!.streamId.startsWith('$')).toBe(true);
      expect(first.event!.type).toBe('$metadata');
    });

    it('reads forwards from the start in append order, with strictly increasing positions', async () => {
      const stream = streamName();
      await db.client().appendToStream(stream, [event('A', {}), event('B', {})]);
      await db.client().appendToStream(streamName(), event('Other', {}));
      await db.client().appendToStream(stream, event('C', {}));

      const all = await collect(db.client().readAll());

      expect(typesOf(all.filter((e) => e.event!.streamId === stream))).toEqual(['A', 'B', 'C']);
      const commits = all.map((e) => e.event!.position!.commit);
      expect(commits.every((commit, i) => i === 0 || commit > commits[i - 1])).toBe(true);
      expect(all.every((e) => e.commitPosition === e.event!.position!.commit)).toBe(true);
    });

    it('keeps the events of one append next to each other', async () => {
      const stream = streamName();
      await db.client().appendToStream(stream, [event('A', {}), event('B', {}), event('C', {})]);

      const all = await collect(db.client().readAll());

      const index = all.findIndex((e) => e.event!.streamId === stream);
      expect(all.slice(index, index + 3).map((e) => e.event!.streamId)).toEqual([stream, stream, stream]);
    });

    it('reads forwards from a position, the event at that position included', async () => {
      const stream = streamName();
      await db.client().appendToStream(stream, event('A', {}));
      const { position } = await db.client().appendToStream(stream, event('B', {}));
      await db.client().appendToStream(stream, event('C', {}));

      const events = await collect(db.client().readAll({ fromPosition: position!, maxCount: 2 }));

      expect(typesOf(events)).toEqual(['B', 'C']);
    });

    it('reads backwards from the end, newest first, system events last', async () => {
      const stream = streamName();
      await db.client().appendToStream(stream, [event('Y', {}), event('Z', {})]);

      const all = await collect(db.client().readAll({ direction: BACKWARDS, fromPosition: END }));

      expect(typesOf(all.slice(0, 2))).toEqual(['Z', 'Y']);
      expect(all[all.length - 1].event!.streamId.startsWith('$')).toBe(true);
      const forwards = await collect(db.client().readAll({ fromPosition: START }));
      expect(all.map((e) => e.event!.id)).toEqual(forwards.map((e) => e.event!.id).reverse());
    });

    it('reads backwards from a position, only events before it', async () => {
      const stream = streamName();
      await db.client().appendToStream(stream, event('A', {}));
      const { position } = await db.client().appendToStream(stream, event('B', {}));

      const [before] = await collect(db.client().readAll({ direction: BACKWARDS, fromPosition: position!, maxCount: 1 }));

      expect(before.event!.type).toBe('A');
    });

    it('applies a server-side filter such as excludeSystemEvents', async () => {
      const all = await collect(db.client().readAll({ filter: excludeSystemEvents() }));
      expect(all.length).toBeGreaterThan(0);
      expect(all.some((e) => e.event!.type.startsWith('$'))).toBe(false);
    });
  });

  it('serves two clients at once, each seeing the other one writes', async () => {
    const other = KurrentDBClient.connectionString(db.server().url);
    try {
      const stream = streamName();
      await Promise.all([
        db.client().appendToStream(stream, event('FromFirst', {})),
        other.appendToStream(stream, event('FromSecond', {})),
      ]);
      const [seenByFirst, seenBySecond] = await Promise.all([
        collect(db.client().readStream(stream)),
        collect(other.readStream(stream)),
      ]);
      expect(typesOf(seenByFirst).sort()).toEqual(['FromFirst', 'FromSecond']);
      expect(typesOf(seenBySecond)).toEqual(typesOf(seenByFirst));
    } finally {
      await other.dispose();
    }
  });
});
