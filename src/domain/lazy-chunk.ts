/**
 * A lazily imported chunk, loaded the way @stripe/stripe-js loads Stripe.js: one promise per chunk, so
 * every caller waits for the same request, and a failed load is forgotten, so the next call asks the
 * network again. A memoised rejection would keep a short offline moment breaking that part of the
 * form until the page is reloaded.
 */

/** One lazy chunk: `load()` it whenever it is needed; `value` once it is there. */
export type LazyChunk<T> = {
  /** Loads the chunk, or joins the load in flight; a failed attempt rejects and is not remembered. */
  load(): Promise<T>;
  /** The loaded value, for rendering at once when it is already there; undefined before. */
  readonly value: T | undefined;
};

/** Wraps an `import()` (or any loader) so it runs once when it succeeds and again after it failed. */
export function lazyChunk<T>(importer: () => Promise<T>): LazyChunk<T> {
  let loading: Promise<T> | null = null;
  const chunk: { value: T | undefined; load(): Promise<T> } = {
    value: undefined,
    load: () =>
      (loading ??= importer().then(
        (value) => (chunk.value = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
  return chunk;
}
