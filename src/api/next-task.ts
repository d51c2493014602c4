/**
 * A turn for the browser between two pieces of work that would together make a long task (issue 19):
 * input and rendering run before the next piece. `scheduler.yield()` (Chromium 129+) resumes ahead of
 * other tasks; elsewhere a zero timer does.
 */
type YieldingScheduler = { yield: () => Promise<void> };

/** Resolves in a later task. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
