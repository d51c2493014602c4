import { defineConfig } from 'vitest/config';

// Node projects: pure domain and state rules (fast, no I/O), and the API server through
// `app.request()` on a fresh database per test file (PGlite snapshot, or PostgreSQL with DATABASE_URL).
export default defineConfig({
  test: {
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
