#!/usr/bin/env node
// The API server runs from JavaScript built ahead of time, `dist/server/index.js`, not from TypeScript
// compiled by tsx at runtime. Why (issue 20, the embedded server under 400 MB resident): tsx's loader keeps
// a second JavaScript heap (its hooks thread) and every module's source and map in the server process.
// Measured on one start of the embedded server (a new DATA_DIR, before any request): 440 MB peak / 400 MB
// resident under tsx, 350 / 305 MB from this build; the same code, the same modules.
//
// One bundle of our code (`server/src`, and what it imports from `src/`), packages left to node_modules.
// Every `import.meta.url` of ours becomes the URL of the source file it was written in, so paths such as
// `new URL('./migrations', import.meta.url)` still point into the repository.
//
//   node scripts/server-build.mjs      builds it (npm run build:server)
//   ensureServerBuild()                builds it when missing or older than its sources (npm start, and
//                                      tests/fixtures/server-process.mjs for tests, benches and fuzz runs)
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const thisScript = fileURLToPath(import.meta.url);

/** The built server: `node dist/server/index.js` is `node --import tsx server/src/index.ts`. */
export const SERVER_ENTRY = join(root, 'dist/server/index.js');

/**
 * Node's flags for the server process, on its command line: V8 sizes its heap when it starts, so these
 * cannot be set later as `server/src/v8-memory.ts` sets the rest. `--max-semi-space-size=4`: the young
 * generation's two halves at 4 MB instead of 16, which the server's short-lived garbage (a request's
 * objects) filled between collections and the process then kept resident: the embedded server's peak
 * through `npm run fuzz` was 387 and 421 MB without it, 355 and 370 MB with it, the run as fast (issue 20:
 * under 400 MB). `npm start` passes them (package.json), as does every server a test, bench or fuzz run
 * starts (tests/fixtures/server-process.mjs).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

// What the bundle is made of; a change to any of them makes it stale.
const SOURCES = ['server/src', 'src', 'package.json', 'tsconfig.json', 'scripts/server-build.mjs'];

/** The newest modification time under `path` (a file or a directory), tests left out; 0 when absent. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    // Tests do not go into the bundle; editing one must not trigger a rebuild.
    if (/\.test\.tsx?$/.test(name)) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/** Why the build must be (re)made, or null when it is up to date. */
export function serverBuildStaleness() {
  if (!existsSync(SERVER_ENTRY)) return 'dist/server/index.js is missing';
  const built = statSync(SERVER_ENTRY).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

/**
 * Builds the server when it is missing or stale, in a child process: the bundler (esbuild, with its
 * service process) must not stay loaded in a process that goes on to run the server.
 */
export function ensureServerBuild({ quiet = false } = {}) {
  const reason = serverBuildStaleness();
  if (!reason) return;
  if (!quiet) console.log(`Building the server: ${reason}.`);
  const build = spawnSync(process.execPath, [thisScript], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The server build failed (see above); run `npm run build:server`.');
}

// esbuild is tsx's compiler: resolved from tsx, which the package depends on, so it is always installed.
function loadEsbuild() {
  const fromTsx = createRequire(createRequire(import.meta.url).resolve('tsx'));
  return import(pathToFileURL(fromTsx.resolve('esbuild')).href);
}

/** Our `import.meta.url`s keep meaning "this source file", wherever the bundle lies. */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${join('node_modules', '')}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(dirname(SERVER_ENTRY), args.path).split('\\').join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      const loader = args.path.endsWith('x') ? 'tsx' : args.path.endsWith('ts') ? 'ts' : 'js';
      return { contents: source.replaceAll('import.meta.url', url), loader };
    });
  },
};

async function build() {
  const { build: bundle } = await loadEsbuild();
  const result = await bundle({
    absWorkingDir: root,
    entryPoints: ['server/src/index.ts'],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: 'tsconfig.json',
    outfile: SERVER_ENTRY,
    // A map beside the bundle for reading a stack trace; Node only loads it with --enable-source-maps.
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
    plugins: [sourceFileUrls],
  });
  mkdirSync(dirname(SERVER_ENTRY), { recursive: true });
  // Written aside and renamed: a server starting meanwhile (parallel test files) sees all or nothing.
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

if (process.argv[1] && fileURLToPath(pathToFileURL(process.argv[1])) === thisScript) {
  await build();
}
