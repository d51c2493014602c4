import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of the server process, for issue 20's budget: under 400 MB resident through 10,000 fuzzed
 * requests on the embedded database (`npm run fuzz` reports the peak, `npm run bench -- load` too).
 * - `--liftoff-only`: PGlite's 9 MB WebAssembly build of PostgreSQL is compiled once, by V8's baseline
 *   compiler, instead of again by the optimising one for every hot function: ~50 MB less machine code
 *   and compiler memory. Queries stay within the load budgets (measured in `npm run bench -- load`).
 * - `--heap-growing-percent=25`: after a full collection the JavaScript heap may grow by a quarter of
 *   what is live before the next one, where V8 otherwise lets it grow up to fourfold on a machine with
 *   memory to spare: a burst of requests left 250 MB of garbage before it was collected.
 */
export const SERVER_V8_FLAGS = ['--liftoff-only', '--heap-growing-percent=25'] as const;

/** Applies SERVER_V8_FLAGS; call before the database opens (PGlite compiles its module then). */
export function tuneV8ForServer(): void {
  for (const flag of SERVER_V8_FLAGS) setFlagsFromString(flag);
}
