import type { Context } from 'hono';
import * as v from 'valibot';
import {
  bookingTransitionSchema,
  TRANSITION_NAME_MESSAGE,
  transitionInputEntries,
} from '../../../../src/contracts/booking-transition.schema.ts';
import type { JsonObject } from '../../api/body.ts';
import type { ApiEnv } from '../../api/context.ts';
import { unprocessable } from '../../api/violations.ts';
import type { TransitionInput, TransitionName } from '../../domain/booking-lifecycle/index.ts';
import { clientAddress } from '../../http/client-address.ts';
import type { WriteResult } from '../../http/idempotency.ts';

// What the booking handlers read from a request and add to every answer: the caller's idempotency
// scope, the transition body, and the private caching every booking answer carries.

/** Who asks, for the Idempotency-Key scope: the staff key or desk user, the booking's username, or the address. */
export function callerScope(c: Context<ApiEnv>): string {
  const caller = c.get('caller');
  if (caller?.kind === 'staff')
    return caller.staffUser ? `staff-user:${caller.staffUser.id}` : `staff:${caller.keyId}`;
  const username = c.req.header('username');
  return username ? `visitor:${username}` : `ip:${clientAddress(c)}`;
}

/** Marks an answer private to its caller (it carries a booking's data). */
export function privately(response: Response): Response {
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.append('Vary', 'username, key');
  return response;
}

/** Runs the write's after-commit work (a failure there is not the caller's) and answers privately. */
export async function finish(result: WriteResult): Promise<Response> {
  // After the commit: a failing notifier must not turn a saved booking into an error answer.
  await result.afterCommit?.().catch(() => {});
  return privately(result.response);
}

/**
 * The transition body checked against its contract. A name outside the lifecycle's list is a 422 here;
 * the inputs go on as sent, because the lifecycle judges them per transition (an input a transition
 * does not read is ignored; a malformed one it needs is a 422 naming its own code, e.g.
 * valid_until_required) — the contract's types describe them for clients and the docs.
 */
export function transitionBody(body: JsonObject): { name: TransitionName; input: TransitionInput } {
  const parsed = v.safeParse(bookingTransitionSchema, body);
  const nameIssue = parsed.issues?.some((issue) => v.getDotPath(issue) === 'transition');
  if (nameIssue) {
    throw unprocessable([
      { propertyPath: 'transition', message: TRANSITION_NAME_MESSAGE, code: 'invalid_choice' },
    ]);
  }
  const input: Record<string, unknown> = {};
  for (const name of Object.keys(transitionInputEntries))
    if (body[name] !== undefined) input[name] = body[name];
  return { name: body.transition as TransitionName, input: input as TransitionInput };
}
