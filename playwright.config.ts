import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, takeThisWorkersServer } from './tests/e2e/worker-servers.ts';

// Journeys a visitor makes, in Debian's Chromium, against the real server on a temporary DATA_DIR, one
// server per worker (started in tests/e2e/global-setup.ts). Never downloads a browser of its own.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// In a worker process: the journeys read this worker's own server (worker-servers.ts).
takeThisWorkersServer();

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  // A file's journeys run in turn in one worker; files are shared out between the workers.
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: process.env.BF_E2E_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
