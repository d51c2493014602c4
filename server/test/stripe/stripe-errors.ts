/**
 * Errors in Stripe's documented shape (`{ error: { type, code, decline_code, message, param, doc_url, … } }`,
 * see "Errors" in Stripe's API reference), thrown by the operations and turned into answers by the server.
 */
export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

/** The body's `error` member. Card errors also carry the intent and payment method they concern. */
export type StripeErrorBody = {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  payment_intent?: unknown;
  setup_intent?: unknown;
  payment_method?: unknown;
  charge?: string;
  request_log_url?: string;
};

/** A failure to answer with `status` and `{ error: body }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
    this.name = 'StripeApiError';
  }
}

function docUrl(code: string | undefined): string | undefined {
  return code ? `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}` : undefined;
}

/** A 400 (or `status`) `invalid_request_error`. */
export function invalidRequest(
  message: string,
  details: { code?: string; param?: string; status?: number; extra?: Partial<StripeErrorBody> } = {},
): StripeApiError {
  const { code, param, status = 400, extra } = details;
  return new StripeApiError(status, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: docUrl(code) } : {}),
    ...(param ? { param } : {}),
    ...extra,
  });
}

/** `parameter_missing` for a required parameter. */
export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

/** `parameter_invalid_integer` for a value that is not a whole number. */
export function invalidInteger(param: string): StripeApiError {
  return invalidRequest(`Invalid integer: ${param}`, { code: 'parameter_invalid_integer', param });
}

/** `parameter_unknown` / invalid enum values and other malformed parameters. */
export function invalidParam(param: string, message: string): StripeApiError {
  return invalidRequest(message, { code: 'parameter_invalid_string', param });
}

/** 404 `resource_missing`, worded as Stripe words it ("No such payment_intent: 'pi_…'"). */
export function resourceMissing(objectName: string, id: string, param: string): StripeApiError {
  return invalidRequest(`No such ${objectName}: '${id}'`, { code: 'resource_missing', param, status: 404 });
}

/** 400 `…_unexpected_state` with the intent attached, as for a confirm or cancel in the wrong status. */
export function unexpectedState(
  code: 'payment_intent_unexpected_state' | 'setup_intent_unexpected_state',
  message: string,
  intent: unknown,
): StripeApiError {
  const key = code === 'payment_intent_unexpected_state' ? 'payment_intent' : 'setup_intent';
  return invalidRequest(message, { code, extra: { [key]: intent } });
}

/** 401 for a missing or unknown API key; Stripe sends no `code` for these. */
export function authenticationError(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message });
}

/** 402 `card_error`, the answer to a declined confirmation. */
export function cardError(body: Omit<StripeErrorBody, 'type' | 'doc_url'>): StripeApiError {
  return new StripeApiError(402, { type: 'card_error', doc_url: docUrl(body.code), ...body });
}
