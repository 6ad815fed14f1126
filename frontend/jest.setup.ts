import '@testing-library/jest-dom';
import { TextEncoder, TextDecoder } from 'node:util';

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
