import { pagesReadAhead } from './projection-read-ahead';

const START: string = '';

/** A log of `pages` pages, read one page at a time; each read settles only when the test says so. */
function slowLog(pages: number, failAt?: number) {
  const started: string[] = [];
  const pending: Array<() => void> = [];
  const read = (after: string) =>
    new Promise<{ through: string }>((resolve, reject) => {
      started.push(after);
      const index = after === '' ? 0 : Number(after);
      pending.push(() => {
        if (index === failAt) reject(new Error(`read after ${after} failed`));
        else resolve({ through: index >= pages ? after : String(index + 1) });
      });
    });
  /** Settles the oldest read not yet settled, then lets the generator move on. */
  const settle = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { read, started, settle, waiting: () => pending.length };
}

describe('pagesReadAhead', () => {
  it('hands over every page in order and stops where the log stops moving', async () => {
    const log = slowLog(3);
    const seen: string[] = [];
    const done = (async () => {
      for await (const page of pagesReadAhead(log.read, START)) seen.push(page.through);
    })();
    while (log.waiting() > 0 || seen.length < 3) await log.settle();
    await done;
    expect(seen).toEqual(['1', '2', '3']);
    expect(log.started).toEqual(['', '1', '2', '3']);
  });

  it('starts the next read before the caller has finished with the page it holds', async () => {
    const log = slowLog(3);
    const pages = pagesReadAhead(log.read, START);
    const first = pages.next();
    await log.settle();
    expect((await first).value).toEqual({ through: '1' });
    // The caller is still holding page 1: the read after it is already under way, and only that one.
    expect(log.started).toEqual(['', '1']);
    expect(log.waiting()).toBe(1);
    await pages.return(undefined);
  });

  it('ends with the read error when a read fails', async () => {
    const log = slowLog(5, 1);
    const seen: string[] = [];
    const done = (async () => {
      for await (const page of pagesReadAhead(log.read, START)) seen.push(page.through);
    })().catch((error: Error) => error.message);
    await log.settle();
    await log.settle();
    expect(await done).toBe('read after 1 failed');
    expect(seen).toEqual(['1']);
  });

  it('drops the failure of a read left in flight when the caller stops on its own error', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const log = slowLog(5, 1);
      const done = (async () => {
        for await (const page of pagesReadAhead(log.read, START)) throw new Error(`write of ${page.through} failed`);
      })();
      await log.settle();
      await expect(done).rejects.toThrow('write of 1 failed');
      // The read after page 1 was in flight when the caller gave up; it now fails with nobody waiting.
      expect(log.waiting()).toBe(1);
      await log.settle();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
