/**
 * Work the visitor is not waiting for (warming up data, fetching what the next step needs) is done when
 * the browser is idle, in a task of its own, rather than inside a click. Where `requestIdleCallback` is
 * missing (Safari before 18) a short timer stands in.
 */

/** Runs `work` once the browser is idle, after `timeoutMs` at the latest; returns a cancel. */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    // The timeout keeps a page that is never idle from meeting the work inside a visitor's click.
    const handle = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}
