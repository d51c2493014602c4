import { StripeApiError } from './stripe-errors.ts';

/** An answer kept for replay: status and exact body text. */
export type KeptAnswer = { status: number; body: string };

type Entry = KeptAnswer & { fingerprint: string };

/** Stable text of a request's method, path and parameters, for "same parameters" comparisons. */
export function requestFingerprint(method: string, path: string, params: unknown): string {
  return `${method} ${path} ${canonicalJson(params)}`;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Stripe's idempotent requests: the first answer to a key is kept and replayed for the same parameters;
 * other parameters with the same key are an `idempotency_error`. Keys are scoped to the API key and the
 * connected account. As on Stripe, answers to requests that failed validation are not kept.
 */
export class IdempotencyCache {
  readonly #entries = new Map<string, Entry>();

  /** The kept answer for this key, undefined for a new key; throws when the parameters differ. */
  lookup(scope: string, key: string, fingerprint: string): KeptAnswer | undefined {
    const entry = this.#entries.get(`${scope}\u0000${key}`);
    if (!entry) return undefined;
    if (entry.fingerprint !== fingerprint) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    return { status: entry.status, body: entry.body };
  }

  /** Keeps an answer unless it is a validation or authentication failure. */
  save(scope: string, key: string, fingerprint: string, answer: KeptAnswer, errorCode?: string): void {
    const validationFailure =
      answer.status === 401 ||
      answer.status === 404 ||
      (answer.status === 400 && (errorCode ?? '').startsWith('parameter_'));
    if (validationFailure || answer.status >= 500) return;
    this.#entries.set(`${scope}\u0000${key}`, { ...answer, fingerprint });
  }
}
