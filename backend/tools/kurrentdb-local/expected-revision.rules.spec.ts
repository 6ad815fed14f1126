import { decideAppend, type StreamView } from './expected-revision.rules';

function streamOf(ids: string[], hasMetadata = false): StreamView {
  return {
    lastRevision: ids.length - 1,
    idAt: (revision) => ids[revision],
    revisionOf: (id) => (ids.includes(id) ? ids.indexOf(id) : undefined),
    hasMetadata,
  };
}

describe('decideAppend', () => {
  describe('when the stream does not exist', () => {
    const empty = streamOf([]);

    it('writes with any and no_stream', () => {
      expect(decideAppend(empty, 'any', ['a'])).toEqual({ kind: 'write' });
      expect(decideAppend(empty, 'no_stream', ['a'])).toEqual({ kind: 'write' });
    });

    it('refuses stream_exists and an exact revision, reporting no stream (-1)', () => {
      expect(decideAppend(empty, 'stream_exists', ['a'])).toEqual({ kind: 'conflict', currentRevision: -1 });
      expect(decideAppend(empty, 0n, ['a'])).toEqual({ kind: 'conflict', currentRevision: -1 });
    });

    it('accepts stream_exists when only its metadata was written', () => {
      expect(decideAppend(streamOf([], true), 'stream_exists', ['a'])).toEqual({ kind: 'write' });
    });
  });

  describe('when the stream has events a, b, c', () => {
    const stream = streamOf(['a', 'b', 'c']);

    it('writes at the current revision and refuses any other', () => {
      expect(decideAppend(stream, 2n, ['d'])).toEqual({ kind: 'write' });
      expect(decideAppend(stream, 5n, ['d'])).toEqual({ kind: 'conflict', currentRevision: 2 });
      expect(decideAppend(stream, 0n, ['d'])).toEqual({ kind: 'conflict', currentRevision: 2 });
      expect(decideAppend(stream, 'no_stream', ['d'])).toEqual({ kind: 'conflict', currentRevision: 2 });
    });

    it('treats the same ids at the same expected revision as a retry of the original append', () => {
      expect(decideAppend(stream, 'no_stream', ['a', 'b'])).toEqual({ kind: 'retry', lastRevision: 1 });
      expect(decideAppend(stream, 0n, ['b', 'c'])).toEqual({ kind: 'retry', lastRevision: 2 });
    });

    it('refuses a partial overlap at an exact revision (corrupted idempotency)', () => {
      expect(decideAppend(stream, 0n, ['b', 'x'])).toEqual({ kind: 'conflict', currentRevision: 2 });
      expect(decideAppend(stream, 1n, ['c', 'd'])).toEqual({ kind: 'conflict', currentRevision: 2 });
    });

    it('finds a retry with any or stream_exists by ids alone', () => {
      expect(decideAppend(stream, 'any', ['b', 'c'])).toEqual({ kind: 'retry', lastRevision: 2 });
      expect(decideAppend(stream, 'stream_exists', ['a'])).toEqual({ kind: 'retry', lastRevision: 0 });
    });

    it('writes new ids with any, and refuses known ids followed by new ones', () => {
      expect(decideAppend(stream, 'any', ['x', 'a'])).toEqual({ kind: 'write' });
      expect(decideAppend(stream, 'any', ['c', 'x'])).toEqual({ kind: 'conflict', currentRevision: 2 });
    });

    it('refuses an empty append at a past revision', () => {
      expect(decideAppend(stream, 0n, [])).toEqual({ kind: 'conflict', currentRevision: 2 });
    });
  });
});
