import { lazy, Suspense, useEffect, useState } from 'react';
import { anyToastOpen, subscribeToToasts } from './use-toast';

// Radix's toast and its layers are about 15 kB of JavaScript as sent that no page needs to paint:
// kept out of the entry chunk, and fetched only for a first toast, so a public page that raises none
// stays within its 120 kB (docs/operations/benchmarks.md, Public pages).
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast viewport, loaded when the first toast is raised. No toast is lost meanwhile: toast()
 * keeps them in its store (use-toast.ts), and the viewport shows what is there when it mounts, for
 * its full duration.
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(anyToastOpen);
  useEffect(() => {
    if (wanted) return;
    return subscribeToToasts(() => setWanted(true));
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
