import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of the server process, for issue 20's memory budget (the embedded server under 400 MB
 * resident through 10,000 fuzzed requests; `npm run fuzz` and `npm run bench -- load` report the peak).
 * `--heap-growing-percent=25`: after a full collection the JavaScript heap may grow by a quarter of what
 * is live before the next one, where V8 otherwise lets it grow up to fourfold on a machine with memory to
 * spare: a burst of requests left 250 MB of garbage before it was collected.
 *
 * Not `--liftoff-only`: compiling PGlite's PostgreSQL with the baseline compiler alone saves ~50 MB but
 * made every query slower, and the embedded server no longer kept up with 100 availability requests a
 * second (p50 6.5 ms became 460 ms in `npm run bench -- load`).
 */
export const SERVER_V8_FLAGS = ['--heap-growing-percent=25'] as const;

/** Applies SERVER_V8_FLAGS; call before the database opens. */
export function tuneV8ForServer(): void {
  for (const flag of SERVER_V8_FLAGS) setFlagsFromString(flag);
}
