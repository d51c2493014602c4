/**
 * Loads a component from a lazy chunk without React.lazy: a chunk that fails to load leaves the
 * component null (the caller shows a fallback) instead of throwing into the tree and crashing it.
 * Code that is not needed before step 1 is interactive stays out of the entry this way.
 */
import { type ComponentType, useCallback, useEffect, useState } from 'react';

/** Options: load at once (after the first paint) or only when `load()` is called. */
export type LazyOptions = { eager?: boolean };

/** The loaded component (or null) and a `load` to start loading early, e.g. on hover. */
export function useLazyComponent<P extends object>(
  loader: () => Promise<ComponentType<P>>,
  { eager = false }: LazyOptions = {},
): { Component: ComponentType<P> | null; load: () => Promise<ComponentType<P> | null> } {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);

  const load = useCallback(
    () =>
      loader().then(
        (loaded) => {
          setComponent(() => loaded);
          return loaded;
        },
        () => null,
      ),
    [loader],
  );

  useEffect(() => {
    if (eager) void load();
  }, [eager, load]);

  return { Component, load };
}
