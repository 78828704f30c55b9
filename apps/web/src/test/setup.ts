import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A page test renders, types and clicks through happy-dom: on two cores shared with other suites, one that takes a
// second alone can take four. The web project's tests get 15 s (Vitest's default 5 s suits plain unit tests);
// each wait inside a test still says how long it waits, and a test that is long by nature says so itself.
vi.setConfig({ testTimeout: 15_000 });

// Vitest's globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // A test that faked the clock (test/fake-timeouts.ts) leaves the next one the real one.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
