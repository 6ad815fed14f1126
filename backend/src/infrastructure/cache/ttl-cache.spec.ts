import { TtlCache } from './ttl-cache';

/** A load the test finishes by hand, to see what readers do while it is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('TtlCache', () => {
  it('serves a loaded value until it expires, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = new TtlCache<string, number>(1000, 10, () => clock);
    const load = async () => ++loads;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    clock = 400;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    clock = 1000;
    expect(await cache.getOrLoad('a', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('drops the oldest entry when full', async () => {
    let loads = 0;
    const cache = new TtlCache<string, number>(60_000, 2);
    const load = async () => ++loads;
    await cache.getOrLoad('a', load);
    await cache.getOrLoad('b', load);
    await cache.getOrLoad('c', load);
    expect(await cache.getOrLoad('b', load)).toBe(2);
    expect(await cache.getOrLoad('a', load)).toBe(4);
  });

  it('lets concurrent misses share one load', async () => {
    const cache = new TtlCache<string, number>(1000);
    const gate = deferred<number>();
    let loads = 0;
    const load = () => (loads++, gate.promise);
    const readers = Array.from({ length: 50 }, () => cache.getOrLoad('a', load));
    await settle();
    expect(loads).toBe(1);
    gate.resolve(7);
    expect(await Promise.all(readers)).toEqual(Array(50).fill(7));
  });

  it('after expiry, readers wait for one fresh load and never see the expired value', async () => {
    let clock = 0;
    const cache = new TtlCache<string, string>(1000, 10, () => clock);
    await cache.getOrLoad('a', async () => 'old');
    clock = 1000;
    const gate = deferred<string>();
    let loads = 0;
    const readers = [1, 2, 3].map(() => cache.getOrLoad('a', () => (loads++, gate.promise)));
    await settle();
    expect(loads).toBe(1);
    gate.resolve('new');
    expect(await Promise.all(readers)).toEqual(['new', 'new', 'new']);
  });

  it('past half its life, serves the entry and refreshes it once in the background', async () => {
    let clock = 0;
    const cache = new TtlCache<string, string>(1000, 10, () => clock);
    await cache.getOrLoad('a', async () => 'v1');
    clock = 500;
    const gate = deferred<string>();
    let loads = 0;
    const refresh = () => (loads++, gate.promise);
    expect(await cache.getOrLoad('a', refresh)).toBe('v1');
    expect(await cache.getOrLoad('a', refresh)).toBe('v1');
    expect(loads).toBe(1);
    gate.resolve('v2');
    await settle();
    expect(await cache.getOrLoad('a', async () => 'unused')).toBe('v2');
  });

  it('dates a refreshed value from when its read began, so it never outlives the TTL', async () => {
    let clock = 0;
    const cache = new TtlCache<string, string>(1000, 10, () => clock);
    await cache.getOrLoad('a', async () => 'v1');
    clock = 600;
    const gate = deferred<string>();
    await cache.getOrLoad('a', () => gate.promise);
    clock = 900;
    gate.resolve('v2');
    await settle();
    clock = 1599;
    expect(await cache.getOrLoad('a', async () => 'v3')).toBe('v2');
    clock = 1600;
    expect(await cache.getOrLoad('a', async () => 'v3')).toBe('v3');
  });

  it('passes a failed load to its readers and tries again on the next read', async () => {
    const cache = new TtlCache<string, number>(1000);
    const failing = () => Promise.reject(new Error('database unavailable'));
    await expect(Promise.all([cache.getOrLoad('a', failing), cache.getOrLoad('a', failing)])).rejects.toThrow('database unavailable');
    const throwing = (): Promise<number> => {
      throw new Error('thrown before any promise');
    };
    await expect(cache.getOrLoad('a', throwing)).rejects.toThrow('thrown before any promise');
    expect(await cache.getOrLoad('a', async () => 3)).toBe(3);
  });

  it('keeps serving the entry when a background refresh fails, until it expires', async () => {
    let clock = 0;
    const cache = new TtlCache<string, number>(1000, 10, () => clock);
    await cache.getOrLoad('a', async () => 1);
    clock = 700;
    expect(await cache.getOrLoad('a', () => Promise.reject(new Error('refresh failed')))).toBe(1);
    await settle();
    clock = 999;
    expect(await cache.getOrLoad('a', () => Promise.reject(new Error('refresh failed again')))).toBe(1);
    await settle();
    clock = 1000;
    await expect(cache.getOrLoad('a', () => Promise.reject(new Error('now the reader sees it')))).rejects.toThrow('now the reader sees it');
  });
});
