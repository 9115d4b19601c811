/**
 * Set-up of the component tests (React Testing Library in jsdom): each test starts from an
 * empty document, waits for states as long as a loaded machine needs, and the browser APIs jsdom lacks that Ant Design calls on mount answer as they
 * would in a page that never resizes: no media query matches, and no element changes size (jsdom
 * lays nothing out).
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// `findBy…` and `waitFor` wait for a state, not a time; a loaded CI machine can take seconds to
// open an Ant Design menu in jsdom, and the library's 1 s default then fails a correct test.
configure({ asyncUtilTimeout: 10_000 });

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// jsdom gives the page a URL, but `Request` is Node's, which has no page to resolve '/api/...'
// against. A browser resolves a relative URL against the document; do the same here.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
};
