import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextEncoder, TextDecoder } from 'node:util';

// findBy*/waitFor wait up to 5 s, not 1 s: a page's first render pulls lazy routes and several
// mocked requests, which on a loaded 2-core CI machine took longer than a second (a History tab
// was not found in time while other suites ran). A failing find still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// react-router 7 needs TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Radix primitives observe their size; jsdom has no ResizeObserver.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

// react-router's ScrollRestoration scrolls on navigation; jsdom does not implement scrolling.
Object.assign(window, { scrollTo: () => {} });

// react-router's data router builds a Request for each navigation; jsdom has no Request.
// Without loaders only url, method and signal are read, so a small stand-in is enough.
if (typeof globalThis.Request === 'undefined') {
  class RequestStub {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly body: unknown;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal; body?: unknown } = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
      this.body = init.body ?? null;
    }
  }
  Object.assign(globalThis, { Request: RequestStub });
}
