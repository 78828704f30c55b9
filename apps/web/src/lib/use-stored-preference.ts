import { useCallback, useSyncExternalStore } from 'react';
import { storage } from './storage';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A choice remembered in this browser (grid or list…). A page the server rendered shows `fallback` while it
 * hydrates, as the server did, and the stored choice right after.
 */
export function useStoredPreference<T extends string>(
  key: string,
  choices: readonly T[],
  fallback: T,
): [T, (next: T) => void] {
  const read = useCallback(() => {
    const stored = storage.get(key);
    return choices.find((choice) => choice === stored) ?? fallback;
  }, [key, choices, fallback]);
  const value = useSyncExternalStore(subscribe, read, () => fallback);
  const set = useCallback(
    (next: T) => {
      storage.set(key, next);
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [value, set];
}
