import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest's globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // A test that faked the clock (test/fake-timeouts.ts) leaves the next one the real one.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
