/**
 * Resolves at the next call of the listener `subscribe` registers, or after `timeoutMs`, whichever
 * comes first, and unsubscribes either way: how appends, wake-ups and advances are awaited.
 */
export function nextSignal(subscribe: (listener: () => void) => () => void, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe: () => void = () => undefined;
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, Math.max(timeoutMs, 1));
    unsubscribe = subscribe(done);
  });
}
