import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const ENTRY = 'widget/booking-form.ts';

/**
 * Everything the entry imports statically belongs in the entry chunk. Rolldown would otherwise move
 * modules shared with lazy chunks (React, Emotion, our UI primitives) into extra common chunks the
 * entry must fetch before it can run (rolldown/rolldown#10731). The set is computed from the module
 * graph just before chunking, so a new lazy import stays lazy without touching this file.
 */
function staticClosure(): { plugin: Plugin; has: (id: string) => boolean } {
  const ids = new Set<string>();
  const plugin: Plugin = {
    name: 'booking-form:static-closure',
    renderStart() {
      ids.clear();
      const entry = [...this.getModuleIds()].find((id) => this.getModuleInfo(id)?.isEntry);
      const queue = entry ? [entry] : [];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (ids.has(id)) continue;
        ids.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id) => ids.has(id) };
}

/**
 * react-dom creates five sentinel errors when it is evaluated (Suspense's and hydration's exceptions,
 * thrown and compared by identity). Where an inspector is attached — DevTools, Lighthouse, PageSpeed
 * Insights, our own benchmarks — V8 captures a detailed stack for every new Error, which makes it collect
 * the source positions of every function on the stack: here react-dom's whole module function, ~500 KB
 * parsed again on the host page's main thread (~90 ms of its 100 ms evaluation at 4× CPU slowdown).
 * Made with `Object.create(Error.prototype)` they are still errors with the same message, without a
 * stack. The build fails if React stops matching, so an upgrade cannot lose this silently.
 */
function sentinelErrorsWithoutStack(): Plugin {
  const REACT_DOM_CLIENT = /\/node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/;
  const SENTINEL = /\b(\w+Exception) = Error\((formatProdErrorMessage\(\d+\))\)/g;
  return {
    name: 'booking-form:sentinel-errors-without-stack',
    transform: {
      filter: { id: REACT_DOM_CLIENT },
      handler(code) {
        let count = 0;
        const out = code.replace(SENTINEL, (_all, name: string, message: string) => {
          count++;
          return `${name} = errorWithoutStack(${message})`;
        });
        if (count === 0)
          this.error(
            'react-dom no longer creates its sentinel errors as `XException = Error(formatProdErrorMessage(n))`: review sentinelErrorsWithoutStack in vite.config.ts',
          );
        const helper =
          'function errorWithoutStack(message) { return Object.create(Error.prototype, { message: { value: message } }); }\n';
        return { code: helper + out, map: null };
      },
    },
  };
}

const closure = staticClosure();

/**
 * The form's shared building blocks (fields, step frame, rules, payload): loaded together as soon as
 * step 1 shows, so one chunk instead of a dozen small ones (fewer requests, and gzip works better on
 * one file than on many).
 */
const FORM_KIT =
  /\/src\/(ui\/(Choice|ChoiceGroup|TextInput|Field|use-field|form-styles|Select|NumberInput|ErrorSummary|use-error-summary|RetryButton)\.tsx?|steps\/(StepForm|FormSection|use-step-form|form-rules|SaveFailure)\.tsx?|steps\/(event-spaces\/event-rules|hotel-rooms\/rooms-rules)\.ts|domain\/(reservation|reservation\.types|validation|payload|breakfast|booking-rules|prefill|days|dates|iri|translation|draft|server-violations)\.ts)$/;

// The widget build: one ES entry with lazy chunks (one per locale, the carousel and help dialog, later
// the steps and @stripe/stripe-js/pure), hashed under dist/widget/assets/.
// scripts/finish-widget-build.mjs then writes the classic loader /booking-form.js and .gz/.br siblings.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), closure.plugin, sentinelErrorsWithoutStack()],
  // Chunks import each other relative to their own URL, so the widget works from any origin.
  base: './',
  publicDir: false,
  // React and friends branch on this; an undefined `process` would crash in the host page.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/widget',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // The host page is not ours: nothing may be added to its <head>, so no modulepreload links.
    modulePreload: false,
    // Library mode: no preload helper around dynamic imports; the entry below is the only input.
    lib: { entry: { 'booking-form': ENTRY }, formats: ['es'] },
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // The entry exports nothing; letting Rolldown drop its signature allows one entry chunk.
      preserveEntrySignatures: false,
      treeshake: {
        // @emotion/react imports hoist-non-react-statics (and through it react-is) for `withTheme` only,
        // which we never use; both are CommonJS without a `sideEffects` field, so without this rule
        // ~0.9 KB gzip of code nothing calls stays in the entry. Neither does anything at import.
        moduleSideEffects: [
          { test: /\/node_modules\/(hoist-non-react-statics|react-is)\//, sideEffects: false },
        ],
      },
      output: {
        format: 'es',
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Library mode keeps ES output readable unless told otherwise.
        minify: true,
        // `/* @__PURE__ */` annotations help only a bundler that reads this output again; browsers are
        // its last reader, so they are bytes for nothing (0.8 KB gzip over the whole wizard).
        comments: { annotation: false },
        codeSplitting: {
          groups: [
            { name: 'booking-form', test: (id) => closure.has(id) },
            { name: 'form-kit', test: (id) => !closure.has(id) && FORM_KIT.test(id) },
          ],
        },
      },
    },
  },
});
