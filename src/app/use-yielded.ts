/**
 * Start-up in steps (issue 19): a part that is not needed for the first paint renders a task later,
 * as a transition, so React renders it in slices between which the browser can handle input and
 * paint, instead of in the same long task as everything mounted before it.
 */
import { startTransition, useEffect, useState } from 'react';

/**
 * False until `from` is true; then true once the main thread has had a turn after that render (a task
 * later).
 */
export function useYielded(from = true): boolean {
  const [yielded, setYielded] = useState(false);
  useEffect(() => {
    if (yielded || !from) return;
    const timer = setTimeout(() => startTransition(() => setYielded(true)), 0);
    return () => clearTimeout(timer);
  }, [yielded, from]);
  return yielded;
}
