// The request a fuzz run sends and how it is shown in a report. Kept apart from the generators so the
// sender and the report need nothing of fast-check.
import type { ValuePools } from './schema-values.ts';

/** One HTTP request, fully formed: the path with its query, headers, and the exact body text. */
export type FuzzRequest = {
  method: string;
  /** Path and query, e.g. `/api/halls/3?x=1`. */
  target: string;
  headers: Record<string, string>;
  body: string | null;
};

/** A visitor's credentials for one booking (`username` and `key` headers). */
export type Visitor = { id: number; username: string; key: string };

/** What exists on the server under test, found over its API before the run. */
export type FuzzWorld = ValuePools & {
  staffKey: string;
  platformKey: string;
  /** Ids a path parameter of this path most likely takes (`/api/halls/{id}` → hall ids). */
  idsFor(path: string, parameter: string): string[];
  /** Bookings made for the run; `/api/booking/{id}` ids come from here, in the same order. */
  visitors: Visitor[];
  /** Ids of payment sessions opened before the run. */
  paymentIds: string[];
  /** Signs a webhook body as the payment provider would (`Stripe-Signature`), so events get past the check. */
  signWebhook(payload: string): string;
  /**
   * `body` with the halls, items, package deals and room types it names swapped for ones of the location
   * it names (when both are known): a random pick from every location is nearly always refused.
   */
  alignToLocation(body: unknown): unknown;
  /** What GET answered for this path (`/api/halls/3`) before the run: the base of a PUT that keeps it valid. */
  representation(path: string): Record<string, unknown> | undefined;
};

const SHOWN = 600;

function clip(text: string): string {
  return text.length <= SHOWN ? text : `${text.slice(0, SHOWN)}… (${text.length} characters)`;
}

/** The request as a reader wants it in a failure report: method, target, headers, body, clipped. */
export function describeRequest(request: FuzzRequest): string {
  const headers = Object.entries(request.headers).map(([k, v]) => `  ${k}: ${clip(v)}`);
  return [
    `${request.method} ${clip(request.target)}`,
    ...headers,
    ...(request.body === null ? [] : [`  body: ${clip(JSON.stringify(request.body))}`]),
  ].join('\n');
}
