import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render as a transition: React renders it in slices and yields to the browser between
// them, instead of one task that a phone's CPU spends 100-300 ms on (total blocking time,
// docs/operations/benchmarks.md, Public pages). index.html's top bar shows meanwhile.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
