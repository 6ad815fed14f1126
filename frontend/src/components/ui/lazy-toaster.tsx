import { lazy, Suspense, useEffect, useState } from 'react';
import { anyToastOpen, subscribeToToasts } from './use-toast';

// Radix's toast and its layers are about 6 kB of brotli JavaScript that no page needs to paint:
// kept out of the entry chunk so public pages stay light (docs/architecture/overview.md, Frontend;
// the 120 kB per page that frontend/scripts/measure-public-pages.mjs checks).
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** Runs `task` once the browser is idle after the first paint; returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}

/**
 * The toast viewport, loaded when the first toast is raised or when the browser is idle after the
 * first paint, whichever comes first. No toast is lost meanwhile: toast() keeps them in its store
 * (use-toast.ts), and the viewport shows what is there when it mounts, for its full duration.
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(anyToastOpen);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const unsubscribe = subscribeToToasts(want);
    const cancelIdle = whenIdle(want);
    return () => {
      unsubscribe();
      cancelIdle();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
