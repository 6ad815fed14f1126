/**
 * A small in-process cache for hot public paths where data a few seconds old is acceptable.
 *
 * - A value is never served more than `ttlMs` after the read that produced it began.
 * - One load per key at a time: concurrent misses share it. Without this, every entry's expiry
 *   sent all requests in flight (up to the client concurrency, 50 in the tracking benchmark) to
 *   the database at once, and those requests made the latency tail.
 * - Past half its life an entry is refreshed in the background while it is still served, so
 *   under steady traffic no request waits for a reload.
 * - A size bound drops the oldest entries first.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; loadedAt: number }>();
  private readonly loading = new Map<K, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      const age = this.now() - hit.loadedAt;
      if (age < this.ttlMs) {
        // A failed background refresh is not anyone's error: the entry is served until it
        // expires, and the next reader after that loads (and sees the failure) itself.
        if (age >= this.ttlMs / 2 && !this.loading.has(key)) this.load(key, load).catch(() => undefined);
        return hit.value;
      }
    }
    return this.loading.get(key) ?? this.load(key, load);
  }

  private load(key: K, load: () => Promise<V>): Promise<V> {
    const startedAt = this.now();
    // Promise-chained (not an async function) so even a loader that throws synchronously settles
    // after `loading` holds the promise, and the clean-up below always finds it.
    const pending: Promise<V> = Promise.resolve()
      .then(load)
      .then((value) => {
        this.store(key, value, startedAt);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === pending) this.loading.delete(key);
      });
    this.loading.set(key, pending);
    return pending;
  }

  private store(key: K, value: V, loadedAt: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, loadedAt });
  }
}
