// Types of scripts/server-build.mjs for the TypeScript that imports it.
/** The built server's entry, dist/server/index.js. */
export const SERVER_ENTRY: string;
/** Node's flags for the server process, on its command line (V8 sizes its heap at start). */
export const SERVER_NODE_FLAGS: readonly string[];
/** The newest modification time under `path`; 0 when absent. */
export function newestMtime(path: string): number;
/** Why the server build is stale, or null when it is current. */
export function serverBuildStaleness(): string | null;
/** Builds the server when missing or stale. */
export function ensureServerBuild(options?: { quiet?: boolean }): void;
