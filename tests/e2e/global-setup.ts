// Starts the real server once for all journeys; workers read its URL from BF_E2E_URL.
import { startServer } from '../fixtures/server-process.mjs';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.BF_E2E_URL = server.url;
  return () => server.stop();
}
