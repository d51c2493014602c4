/**
 * A part of the UI that comes from lazy chunks (its code, its texts, its model), without React.lazy,
 * whose rejected promise would stay rejected (and throw into the tree) until the page is reloaded.
 * While the last attempt failed, the part shows its error; it is tried again by `load()` (the "Try
 * again" button, or the part being needed again) and by itself when the connection comes back.
 */
import { startTransition, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useEnvironment } from './environment-context.ts';

/** What the part can show now, and how to ask for it (again). */
export type Lazy<T> = { value: T | null; failed: boolean; load: () => void };

/**
 * `load` fetches what the part needs (the loaders share one request each); `loaded` answers it once
 * it is there, so a part whose chunks came earlier shows at once. `eager` loads on mount, and again
 * whenever `key` changes (e.g. the language whose texts are needed).
 */
export function useLazy<T>(
  load: () => Promise<unknown>,
  loaded: () => T | null | undefined,
  { eager = true, key }: { eager?: boolean; key?: unknown } = {},
): Lazy<T> {
  const { onReconnect } = useEnvironment();
  const [failed, setFailed] = useState(false);
  const [, settled] = useReducer((n: number) => n + 1, 0);
  const latest = useRef({ load, loaded });
  latest.current = { load, loaded };
  const start = useCallback(() => {
    if (latest.current.loaded()) return;
    setFailed(false);
    // A transition: React renders the arrived part in slices, so a large one (a step's form) does not
    // hold the main thread in one long task.
    latest.current.load().then(
      () => startTransition(settled),
      () => setFailed(true),
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what to load; `start` reads the latest loaders
  useEffect(() => {
    if (eager) start();
  }, [eager, key, start]);
  useEffect(() => (failed ? onReconnect?.(start) : undefined), [failed, onReconnect, start]);

  const value = loaded() ?? null;
  return { value, failed: failed && !value, load: start };
}
