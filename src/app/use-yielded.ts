/**
 * Start-up in steps (issue 19): a part that is not needed for the first paint renders a task later,
 * as a transition, so React renders it in slices between which the browser can handle input and
 * paint, instead of in the same long task as everything mounted before it.
 */
import { startTransition, useEffect, useState } from 'react';

/** False on the first render; true once the main thread has had a turn after it (a task later). */
export function useYielded(): boolean {
  const [yielded, setYielded] = useState(false);
  useEffect(() => {
    if (yielded) return;
    const timer = setTimeout(() => startTransition(() => setYielded(true)), 0);
    return () => clearTimeout(timer);
  }, [yielded]);
  return yielded;
}
