// The largest booking the contract allows (largest-quote.ts's shape: 60 days sharing 1,000 lines, 60
// stays of 366 nights), written by staff (public bounds do not apply to them): created as a draft, then
// edited as a whole (PUT), which deletes and writes every line again. On PGlite each holds the one
// connection for as long as it runs, so every other request waits behind it.
import { CONTRACT_MAX, type QuoteCatalogue, quoteBody } from './largest-quote.ts';

/** One largest write: which, when it went out and came back (performance.now()), its status. */
export type LargestWrite = { kind: 'create' | 'edit'; from: number; to: number; ms: number; status: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A staff booking payload of the contract's largest shape from `firstDay` on. */
export function largestBookingBody(c: QuoteCatalogue, firstDay: string, eventName: string): string {
  const quote = quoteBody(c, CONTRACT_MAX, firstDay) as { meetingRooms: { halls: object[] }[] };
  return JSON.stringify({
    ...quote,
    // A booking's hall names its own hours (a quote's takes the day's).
    meetingRooms: quote.meetingRooms.map((day) => ({
      ...day,
      halls: day.halls.map((hall) => ({ ...hall, startTime: '08:00', endTime: '18:00' })),
    })),
    email: 'largest@example.com',
    eventName,
    types: ['mice', 'hotel'],
    paymentMethod: 'AT_LOCATION',
  });
}

/** Writes the largest booking: `create` (POST) or an `edit` (PUT) of booking `id`. */
async function write(
  url: string,
  staffKey: string,
  body: string,
  id: number | null,
): Promise<{ ms: number; status: number; id: number | null; from: number; to: number }> {
  const from = performance.now();
  try {
    const response = await fetch(id === null ? `${url}/api/reservations` : `${url}/api/reservations/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      headers: {
        authorization: `Bearer ${staffKey}`,
        'content-type': 'application/json',
        accept: 'application/ld+json',
      },
      body,
    });
    const answer = (await response.json().catch(() => null)) as { id?: number; detail?: string } | null;
    const to = performance.now();
    if (response.status >= 300)
      console.log(`    largest booking write answered ${response.status}: ${answer?.detail}`);
    return { ms: to - from, status: response.status, id: answer?.id ?? id, from, to };
  } catch (error) {
    // A server too busy to answer (a connect timeout) is a figure too, not the end of the run.
    console.log(`    largest booking write failed: ${(error as Error).message}`);
    const to = performance.now();
    return { ms: to - from, status: 0, id, from, to };
  }
}

/**
 * Creates the largest booking and edits it, `pairs` times in turn, with `pauseMs` between writes, until
 * `stopped()` (when given); answers every write.
 */
export async function largestBookingWrites(
  url: string,
  staffKey: string,
  c: QuoteCatalogue,
  firstDay: string,
  options: { pairs?: number; pauseMs?: number; stopped?: () => boolean } = {},
): Promise<LargestWrite[]> {
  const writes: LargestWrite[] = [];
  const pause = options.pauseMs ?? 0;
  for (let n = 0; options.stopped ? !options.stopped() : n < (options.pairs ?? 1); n++) {
    const created = await write(url, staffKey, largestBookingBody(c, firstDay, `Largest ${n}`), null);
    writes.push({ kind: 'create', ...created });
    if (created.id === null || (options.stopped?.() ?? false)) break;
    await sleep(Math.max(0, pause - created.ms));
    if (options.stopped?.()) break;
    const edited = await write(
      url,
      staffKey,
      largestBookingBody(c, firstDay, `Largest ${n} edited`),
      created.id,
    );
    writes.push({ kind: 'edit', ...edited });
    await sleep(Math.max(0, pause - edited.ms));
  }
  return writes;
}
