import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, where most server
// test files wait on a spawned process, a socket or PostgreSQL as much as they compute. Two at least.
const workers = Math.max(2, availableParallelism() - 1);

// Node projects: pure domain and state rules (fast, no I/O), and the API server through
// `app.request()` on a fresh database per test file (PGlite snapshot, or PostgreSQL with DATABASE_URL).
export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['src/**/*.test.ts', 'widget/**/*.test.ts', 'bench/**/*.test.ts', 'demo/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // The files of a worker share one module graph: importing the server afresh for each of 154 files
          // was half the suite's time (212 → 113 s on PGlite, two workers). Safe because every file builds
          // its own app and database (server/test/fresh-app.ts) and none mocks a module or stubs the environment.
          isolate: false,
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Test doubles of third parties (Stripe.js) in Debian's Chromium, against their local test servers.
        test: {
          name: 'support',
          environment: 'node',
          include: ['tests/support/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Checks on the built widget (`npm run build:widget` first): byte budgets and the loader.
        test: {
          name: 'packaged',
          environment: 'node',
          include: ['tests/packaged/**/*.test.ts'],
        },
      },
    ],
  },
});
