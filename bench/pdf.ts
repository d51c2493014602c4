// The offer PDF (issue 15): generating the offer of a 10-day booking with rooms at three venues (two
// currencies), 20 times, in one process on the embedded database. Prints the median and p95 of the
// whole download (GET /api/booking/{id}/offer.pdf: access, summary and pricing from the database,
// rendering) and of the rendering alone, against the budget (printed, not enforced): 300 ms.

import { createApp } from '../server/src/app.ts';
import { createStaffKey } from '../server/src/auth/staff-keys.ts';
import { fixedClock } from '../server/src/clock.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { initdbCachePath, openPgliteFast } from '../server/src/db/pglite-cache.ts';
import { seedDatabase } from '../server/src/db/seed/seed.ts';
import { loadOfferDocument } from '../server/src/documents/offer-document.ts';
import { renderOfferPdf } from '../server/src/documents/offer-pdf.ts';
import { loadBooking } from '../server/src/resources/bookings/booking.repository.ts';
import { seededCatalogue } from '../server/test/catalogue.ts';
import { longOfferSpec, offeredBooking } from '../server/test/offers.ts';

const RUNS = 20;
const BUDGET_MS = 300;
const NOW = '2030-03-14T09:30:00Z';

async function timed(run: () => Promise<unknown>): Promise<{ first: number; sorted: number[] }> {
  const t0 = performance.now();
  await run();
  const first = performance.now() - t0;
  const times: number[] = [];
  for (let n = 0; n < RUNS; n++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return { first, sorted: times.sort((a, b) => a - b) };
}

function line(label: string, { first, sorted }: { first: number; sorted: number[] }): string {
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const p95 = at(0.95);
  return (
    `${label.padEnd(44)} median ${at(0.5).toFixed(0).padStart(4)} ms, p95 ${p95.toFixed(0).padStart(4)} ms ` +
    `(first in the process ${first.toFixed(0)} ms) ${p95 <= BUDGET_MS ? '✓' : '✗ over'} budget ${BUDGET_MS} ms`
  );
}

/** Builds the booking on a fresh embedded database and prints the timings. */
export async function pdfBench(): Promise<void> {
  console.log(`\n## Offer PDF: a 10-day offer with rooms at 3 venues, ${RUNS} runs after one more`);
  const db = await openPgliteFast({}, initdbCachePath(process.env.PGLITE_INITDB_CACHE));
  try {
    await migrateDatabase(db);
    await seedDatabase(db);
    const clock = fixedClock(NOW);
    const app = createApp({ db, clock });
    const staff = (await createStaffKey(db.orm, { partner: 'harbour' })).key;
    const catalogue = await seededCatalogue(db);
    const booking = await offeredBooking(app, catalogue, staff, longOfferSpec());
    const headers = booking.credentials;
    let bytes = 0;
    let pages = 0;
    const download = await timed(async () => {
      const response = await app.request(`/api/booking/${booking.id}/offer.pdf`, { headers });
      if (response.status !== 200) throw new Error(`offer.pdf answered ${response.status}`);
      const pdf = Buffer.from(await response.arrayBuffer());
      bytes = pdf.length;
      pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    });
    const row = (await loadBooking(db.orm, booking.id))!;
    const document = await loadOfferDocument(db.orm, row, {
      publicUrl: 'http://localhost',
      now: clock.now(),
    });
    const render = await timed(() => renderOfferPdf(document));
    console.log(`${pages} pages, ${(bytes / 1024).toFixed(0)} KB`);
    console.log(line('GET /api/booking/{id}/offer.pdf (in process)', download));
    console.log(line('rendering alone (pdfkit)', render));
  } finally {
    await db.close();
  }
}
