/**
 * The log's pages from `from` to its end, each next page read while the caller is still writing
 * the one it was handed: a rebuild waits on the database for its read and for its write, and the
 * two need not wait in turn (docs/operations/benchmarks.md, Rebuild). The log ends at the first
 * page that does not move `through`.
 *
 * At most one read is in flight. When the caller stops early (a failed write, a `break`), the read
 * already started is left to finish and its failure, if any, is dropped: nothing waits for it and
 * it must not surface as an unhandled rejection. A failed read ends the iteration with its error.
 */
export async function* pagesReadAhead<Position, Page extends { through: Position }>(read: (after: Position) => Promise<Page>, from: Position): AsyncGenerator<Page> {
  let after = from;
  let next = read(after);
  try {
    for (;;) {
      const page = await next;
      if (page.through === after) return;
      after = page.through;
      next = read(after);
      yield page;
    }
  } finally {
    next.catch(() => undefined);
  }
}
