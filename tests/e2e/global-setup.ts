// Starts the real server once for all journeys; workers read its URL from BF_E2E_URL and a staff key of
// Harbour Hotels (for the venue's side of the offer journeys) from BF_E2E_STAFF_KEY.
import { createStaffKey } from '../fixtures/bookings.mjs';
import { startServer } from '../fixtures/server-process.mjs';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.BF_E2E_URL = server.url;
  process.env.BF_E2E_STAFF_KEY = await createStaffKey(server, 'harbour');
  return () => server.stop();
}
