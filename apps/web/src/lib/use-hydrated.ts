import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React takes over a page the server rendered (and on the server), true from the render after. A control
 * that only works with React behind it can stay disabled until then, so an early tap is visibly not taken instead of
 * silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
