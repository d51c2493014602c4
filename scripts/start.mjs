#!/usr/bin/env node
// `npm start`: builds the widget when dist/widget/booking-form.js is missing or older than its sources,
// and the server (dist/server/index.js, see scripts/server-build.mjs) likewise, then runs the server in
// this same process, so Ctrl-C and SIGTERM reach the server directly and it shuts down cleanly: no child
// process is left holding the port.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureServerBuild, newestMtime, SERVER_ENTRY } from './server-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const loader = join(root, 'dist/widget/booking-form.js');
const SOURCES = [
  'widget',
  'src',
  'locales',
  'vite.config.ts',
  'scripts/finish-widget-build.mjs',
  'package.json',
];
// The venue's desk page: its own build, stale when its entry or the code it shares is newer.
const deskPage = join(root, 'dist/desk/index.html');
const DESK_SOURCES = ['desk', 'src', 'locales', 'vite.desk.config.ts', 'package.json'];

function staleness(output, sources) {
  if (!existsSync(output)) return `${output.slice(root.length)} is missing`;
  const built = statSync(output).mtimeMs;
  const changed = sources.find((source) => newestMtime(join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

const widgetIsStale = () => staleness(loader, SOURCES);

const reason = widgetIsStale();
if (reason) {
  if (!existsSync(join(root, 'vite.config.ts'))) {
    console.warn(
      `The widget is not built (${reason}) and there is no widget build set up yet (vite.config.ts is missing).`,
    );
    console.warn('Starting the server anyway: the API and demo pages work, /booking-form.js answers 404.');
  } else {
    console.log(`Building the widget: ${reason}.`);
    const build = spawnSync('npm', ['run', 'build:widget'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('The widget build failed (see above); fix it or run `npm run build:widget` to see why.');
      process.exit(build.status ?? 1);
    }
  }
}

const deskReason = staleness(deskPage, DESK_SOURCES);
if (deskReason && existsSync(join(root, 'vite.desk.config.ts'))) {
  console.log(`Building the desk: ${deskReason}.`);
  const build = spawnSync('npm', ['run', 'build:desk'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The desk build failed (see above); fix it or run `npm run build:desk` to see why.');
    process.exit(build.status ?? 1);
  }
}

// The partner-onboarding page (/onboarding): its own build too, from demo/onboarding and the locales.
const onboardingPage = join(root, 'dist/onboarding/index.html');
const ONBOARDING_SOURCES = [
  'demo/onboarding',
  'locales/onboarding',
  'src/domain/locale.ts',
  'vite.onboarding.config.ts',
];
const onboardingReason = staleness(onboardingPage, ONBOARDING_SOURCES);
if (onboardingReason && existsSync(join(root, 'vite.onboarding.config.ts'))) {
  console.log(`Building the onboarding page: ${onboardingReason}.`);
  const build = spawnSync('npm', ['run', 'build:onboarding'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The onboarding page build failed (see above); run `npm run build:onboarding` to see why.');
    process.exit(build.status ?? 1);
  }
}

try {
  ensureServerBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// React (the e-mails' rendering) runs its production build unless told otherwise: its development build
// cost the server about a quarter of its CPU per booking write (issue 20's load budgets).
process.env.NODE_ENV ??= 'production';
// The server reports its ready time from here, not from process start, so a build above is not counted.
process.env.BOOKING_FORM_BOOT_MS = String(performance.now());
await import(pathToFileURL(SERVER_ENTRY).href);
