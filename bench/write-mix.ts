// Booking writes as visitors make them, at a fixed rate: a new draft (POST /api/booking), an edit of a
// draft's day (PATCH, merge-patch: new end time and event name, so its lines are written again), and
// sending a draft as a request (PUT …/status, transition `request`: audit entry and outbox messages in
// one transaction), in turn. Book now is not in the mix: it takes a card payment now, which needs the
// payment provider. Every booking has a day of its own, so none waits on another's hall; the drafts
// that are edited or sent are made before the clock starts.
import { createDrafts, type RaceFixture, racePayload } from '../server/test/booking-races.ts';
import { atFixedRate, type Sample } from './fixed-rate.ts';

const dayAfter = (n: number) => new Date(Date.UTC(2031, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

type Draft = { id: number; username: string; key: string };

async function status(response: Response): Promise<number> {
  await response.arrayBuffer();
  return response.status;
}

/** A merge-patch of a draft made by `racePayload`: its one day ends an hour earlier, under a new name. */
function editOf(payload: ReturnType<typeof racePayload>, n: number) {
  const [day] = (payload as { meetingRooms: { halls: Record<string, unknown>[] }[] }).meetingRooms;
  return {
    eventName: `Edited ${n}`,
    meetingRooms: [{ ...day, endTime: '16:00', halls: day!.halls.map((h) => ({ ...h, endTime: '16:00' })) }],
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the server stops using CPU (below 5% over half a second: its outbox sent, its sweeps
 * done), at most 30 s; answers its CPU milliseconds then.
 */
async function quiet(cpuMs: () => number | null): Promise<number | null> {
  let last = cpuMs();
  for (let i = 0; i < 60 && last !== null; i++) {
    await sleep(500);
    const now = cpuMs();
    if (now === null || now - last < 25) return now;
    last = now;
  }
  return last;
}

/** The samples of one mix and, when measured, the server's CPU milliseconds per write. */
export type WriteMix = Sample[] & { cpuMsPerWrite?: number };

/** The server CPU a write of `mix` cost, or null when it was not measured. */
export const writeCpu = (mix: WriteMix): number | null => mix.cpuMsPerWrite ?? null;

/**
 * Sends the mix at `rate` for `seconds` and answers one sample per write (labels create, edit, request).
 * With `cpuMs` (the server's CPU so far), also the CPU the server spent per write, from a quiet server
 * before the clock starts to a quiet server after the last answer: the e-mails the writes cause count.
 */
export async function writeMix(
  url: string,
  fx: RaceFixture,
  rate: number,
  seconds: number,
  run: number,
  cpuMs?: () => number | null,
): Promise<WriteMix> {
  const total = Math.round(rate * seconds);
  const each = Math.ceil(total / 3);
  // Day ranges per run and kind, far apart, so runs on one database never share a day.
  const base = 400 + run * 3 * each;
  const editPayloads = Array.from({ length: each }, (_, i) =>
    racePayload(fx, 'hall', dayAfter(base + each + i), `edit${run}-${i}@example.com`),
  );
  const edits: Draft[] = await createDrafts([url], editPayloads);
  const sent: Draft[] = await createDrafts(
    [url],
    Array.from({ length: each }, (_, i) =>
      racePayload(fx, 'hall', dayAfter(base + 2 * each + i), `send${run}-${i}@example.com`),
    ),
  );
  const json = { 'content-type': 'application/json', accept: 'application/ld+json' };
  const kinds = ['create', 'edit', 'request'];
  const cpuBefore = cpuMs ? await quiet(cpuMs) : null;
  const samples: WriteMix = await atFixedRate(
    rate,
    total,
    (n) => kinds[n % 3]!,
    async (n) => {
      const k = Math.floor(n / 3);
      if (n % 3 === 0) {
        const payload = racePayload(fx, 'hall', dayAfter(base + k), `new${run}-${k}@example.com`);
        return status(
          await fetch(`${url}/api/booking`, { method: 'POST', headers: json, body: JSON.stringify(payload) }),
        );
      }
      const d = (n % 3 === 1 ? edits : sent)[k]!;
      const visitor = { username: d.username, key: d.key };
      if (n % 3 === 1) {
        return status(
          await fetch(`${url}/api/booking/${d.id}`, {
            method: 'PATCH',
            headers: { ...json, 'content-type': 'application/merge-patch+json', ...visitor },
            body: JSON.stringify(editOf(editPayloads[k]!, n)),
          }),
        );
      }
      return status(
        await fetch(`${url}/api/booking/${d.id}/status`, {
          method: 'PUT',
          headers: { ...json, ...visitor },
          body: JSON.stringify({ transition: 'request' }),
        }),
      );
    },
  );
  const cpuAfter = cpuMs && cpuBefore !== null ? await quiet(cpuMs) : null;
  // Per write the server answered: one that never reached it (a connect timeout) cost it nothing.
  const answered = samples.filter((s) => s.status !== 0).length;
  if (cpuBefore !== null && cpuAfter !== null && answered > 0)
    samples.cpuMsPerWrite = (cpuAfter - cpuBefore) / answered;
  return samples;
}
