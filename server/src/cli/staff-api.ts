/**
 * What `npm run staff` sends to the running server and how it explains the answer: one
 * `PUT /api/booking/{id}/status` with the staff key, and a sentence for every kind of outcome a
 * person at the front desk may meet (no key, no server, a refused key, a blocked transition…).
 */
import { BLOCKER_CODES, type BlockerCode } from '../domain/booking-lifecycle/blockers.ts';
import type { BookingKey, StaffCommand } from './staff-args.ts';

/** Where and as whom the command talks to the server. */
export type StaffConnection = { api: string; key: string | undefined; fetch?: typeof globalThis.fetch };

/** The outcome: the text to print and whether it worked (the process exit code follows it). */
export type StaffOutcome = { ok: boolean; message: string };

type Problem = {
  status?: number;
  title?: string;
  detail?: string;
  code?: string;
  blockers?: { transition?: string; code?: string; lines?: string[]; date?: string }[];
  violations?: { propertyPath?: string; message?: string }[];
};

const money = (minor: number) => (minor / 100).toFixed(2);

/** The body of the status change a command stands for. */
export function transitionBody(command: StaffCommand): Record<string, unknown> {
  if (command.command === 'confirm') return { transition: 'confirm' };
  return {
    transition: 'send_offer',
    validUntil: command.validUntil,
    ...(command.prices.length > 0 ? { priceOverrides: command.prices } : {}),
  };
}

function explainBlocker(blocker: NonNullable<Problem['blockers']>[number]): string {
  const code = blocker.code ?? '';
  const known = code in BLOCKER_CODES ? BLOCKER_CODES[code as BlockerCode] : code;
  const lines = blocker.lines?.length ? ` Lines: ${blocker.lines.join(', ')}.` : '';
  const date = blocker.date ? ` (${blocker.date})` : '';
  const hint = code === 'offer_not_priced' ? ' Add --price <line>=<amount> for each of them.' : '';
  return `${known}${date}${lines}${hint}`;
}

/** Turns a problem+json answer into the sentences the command prints. */
export function explainProblem(id: BookingKey, status: number, problem: Problem): string {
  if (status === 401) {
    return 'The server refused the staff key (STAFF_KEY): it is not valid or was revoked. Create one with "npm run staff-key -- --partner <slug>".';
  }
  if (status === 403)
    return `The staff key may not do this: ${problem.detail ?? problem.title ?? 'forbidden'}.`;
  if (status === 404) {
    return `Booking ${id} was not found for this staff key's partner. Check the reference (and that the key belongs to the booking's partner).`;
  }
  const blockers = (problem.blockers ?? []).map(explainBlocker);
  if (status === 409 && blockers.length > 0) return `Not possible now: ${blockers.join(' ')}`;
  if (status === 422) {
    const details = blockers.length
      ? blockers
      : (problem.violations ?? []).map((v) => `${v.propertyPath ?? ''}: ${v.message ?? ''}`);
    return `The server did not accept the input: ${details.join(' ') || problem.detail || problem.title}`;
  }
  return `The server answered ${status}${problem.code ? ` (${problem.code})` : ''}: ${problem.detail ?? problem.title ?? 'no details'}.`;
}

function describeSuccess(command: StaffCommand, booking: Record<string, unknown>): string {
  if (command.command === 'confirm')
    return `Booking ${booking.reference ?? command.id} is confirmed (status: ${booking.status}).`;
  const overrides = command.prices.map((p) => `${p.line} = ${money(p.price)}`).join(', ');
  return (
    `Offer sent for booking ${booking.reference ?? command.id}, valid until ${booking.offerValidUntil ?? command.validUntil}` +
    `${overrides ? `, with prices ${overrides}` : ''} (status: ${booking.status}).`
  );
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The id of the booking with `reference` among the staff key's partner's bookings, or null. */
async function idOfReference(
  base: string,
  key: string,
  reference: string,
  connection: StaffConnection,
): Promise<number | null> {
  const response = await (connection.fetch ?? fetch)(
    `${base}/api/reservations?reference=${encodeURIComponent(reference)}`,
    { headers: { authorization: `Bearer ${key}`, accept: 'application/ld+json' } },
  );
  if (!response.ok) return null;
  const list = (await readJson(response)) as {
    member?: { id?: number }[];
    'hydra:member'?: { id?: number }[];
  };
  return (list.member ?? list['hydra:member'] ?? [])[0]?.id ?? null;
}

/** Runs one command against the server; never throws. */
export async function runStaffCommand(
  command: StaffCommand,
  connection: StaffConnection,
): Promise<StaffOutcome> {
  const key = connection.key?.trim();
  if (!key) {
    return {
      ok: false,
      message:
        'STAFF_KEY is not set. Create a key with "npm run staff-key -- --partner harbour" and run e.g. STAFF_KEY=bfk_… npm run staff -- offer 12',
    };
  }
  const base = connection.api.replace(/\/+$/, '');
  let response: Response;
  try {
    const id =
      typeof command.id === 'number' ? command.id : await idOfReference(base, key, command.id, connection);
    if (id === null) return { ok: false, message: explainProblem(command.id, 404, {}) };
    const url = `${base}/api/booking/${id}/status`;
    response = await (connection.fetch ?? fetch)(url, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        accept: 'application/ld+json, application/problem+json',
      },
      body: JSON.stringify(transitionBody(command)),
    });
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return {
      ok: false,
      message: `Cannot reach the booking server at ${base} (${cause}). Is it running ("npm start")? Set API to its address.`,
    };
  }
  const body = await readJson(response);
  if (response.ok) return { ok: true, message: describeSuccess(command, body) };
  return { ok: false, message: explainProblem(command.id, response.status, body as Problem) };
}
