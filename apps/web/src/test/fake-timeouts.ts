import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * For a page that waits on a timer (a redirect after a message, say): timeouts are faked, so a test moves past the
 * wait at once instead of racing it on a busy machine. The fake clock still runs with the real one, so the rest of
 * the page (the query client, Testing Library's own waits) goes on as usual. Give `advanceTimers` to `renderPage`.
 */
export function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  return {
    advanceTimers: (ms: number) => vi.advanceTimersByTime(ms),
    /** Runs the timers due within `ms` now, inside act so that what they change is drawn. */
    pass: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
  };
}
