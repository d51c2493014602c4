// The component tier: one part of the UI mounted in a real shadow root in Debian's Chromium, its HTTP
// answered by a stub fetch in the page. No widget build and no API server, so it runs first and fast.
// Each test file is bundled by esbuild when the page asks for it: React and its friends are CommonJS,
// which the dev server cannot serve to a browser as they are.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { build } from 'esbuild';
import { CHROMIUM_ARGS } from './web-test-runner.config.mjs';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TEST_FILE = /\.component\.test\.tsx$/;

// Vite's `import.meta.glob('/dir/*.ext', { import: 'default' })` (the locale loaders), also with a list
// of patterns where `!` excludes (`['/locales/*.json', '!/locales/email.*.json']`), which esbuild does
// not know: rewritten to the same object of lazy imports Vite builds, one per matching file (also as
// the formatter writes a call that spans lines, with trailing commas).
const GLOB =
  /import\.meta\.glob(?:<[^>]*>)?\(\s*('[^']+'|\[[^\]]*\])\s*(,\s*\{\s*import:\s*'default',?\s*\})?\s*,?\s*\)/g;

/** A file-name pattern (`*` only) as a regular expression. */
const fileNamePattern = (pattern) => new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace('*', '.*')}$`);

/** Vite's glob imports for esbuild: only `*` in the file name, as our code uses them. */
function viteGlobImports() {
  return {
    name: 'vite-glob-imports',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.glob')) return undefined;
        const contents = source.replace(GLOB, (_, patterns, defaultOnly) => {
          const all = [...patterns.matchAll(/'([^']+)'/g)].map((m) => m[1]);
          const pattern = all.find((p) => !p.startsWith('!'));
          const excluded = all.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
          const base = pattern.startsWith('/') ? ROOT : dirname(args.path);
          const folder = dirname(pattern);
          const name = fileNamePattern(pattern.slice(folder.length + 1));
          const without = excluded.map((p) => fileNamePattern(p.slice(dirname(p).length + 1)));
          const entries = readdirSync(join(base, folder))
            .filter((file) => name.test(file) && !without.some((w) => w.test(file)))
            .map((file) => {
              const key = JSON.stringify(`${folder}/${file}`);
              const target = JSON.stringify(join(base, folder, file));
              return `${key}: () => import(${target})${defaultOnly ? '.then((m) => m.default)' : ''}`;
            });
          return `{${entries.join(', ')}}`;
        });
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** Serves each component test as one ES module: the test, our code and its packages, bundled. */
function bundleComponentTests() {
  return {
    name: 'bundle-component-tests',
    async serve(context) {
      if (!TEST_FILE.test(context.path)) return undefined;
      const result = await build({
        entryPoints: [fileURLToPath(new URL(`.${context.path}`, `file://${ROOT}`))],
        absWorkingDir: ROOT,
        bundle: true,
        write: false,
        format: 'esm',
        target: 'es2022',
        jsx: 'automatic',
        jsxImportSource: '@emotion/react',
        // Development React: its warnings (keys, act) show up in the test output.
        define: { 'process.env.NODE_ENV': JSON.stringify('development') },
        sourcemap: 'inline',
        // The runner's own browser module talks to the runner; it is served as it is.
        external: ['@web/test-runner-commands'],
        logLevel: 'silent',
        plugins: [viteGlobImports()],
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}

export default {
  rootDir: ROOT,
  files: 'src/**/*.component.test.tsx',
  nodeResolve: true,
  concurrency: 2,
  browserStartTimeout: 60_000,
  testsFinishTimeout: 120_000,
  testFramework: { config: { timeout: 10_000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS },
    }),
  ],
  plugins: [bundleComponentTests()],
};
