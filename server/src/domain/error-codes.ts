import type { PricingProblemCode } from './pricing/pricing.types.ts';

// Every `code` an API problem (application/problem+json) can carry, with its HTTP status and what it
// means. The widget and other clients key their messages on these codes; `detail` is for developers.
// ProblemError takes its status from here, so a code cannot be sent with two statuses, and a typo in
// a code is a compile error. The OpenAPI document lists them as the Problem's `code` enum.

/** One catalogue entry: the status sent, and the meaning (the default detail when a call site adds none). */
export type ErrorCodeEntry = { readonly status: number; readonly message: string };

/** Every problem code the server sends, by status. */
export const ERROR_CODES = {
  // 400: the request itself is malformed.
  invalid_json: { status: 400, message: 'The body is not valid JSON.' },
  invalid_body: { status: 400, message: 'The body must be a JSON object.' },
  body_too_deep: { status: 400, message: 'The body nests objects or arrays deeper than 64 levels.' },
  invalid_characters: {
    status: 400,
    message:
      'A text in the body or the query holds a NUL character or an unpaired surrogate, which no field accepts.',
  },
  invalid_idempotency_key: { status: 400, message: 'Idempotency-Key must be 1 to 255 characters.' },
  duplicate_parameter: { status: 400, message: 'A query parameter is given more than once.' },
  unknown_parameter: { status: 400, message: 'A query parameter is not a filter of this collection.' },
  missing_parameter: { status: 400, message: 'A required query parameter is missing.' },
  partner_required: { status: 400, message: 'A public read of this collection must name one partner.' },
  invalid_order: { status: 400, message: 'An order[…] parameter names no ordering, or is not asc or desc.' },
  invalid_filter: { status: 400, message: 'A filter value is malformed.' },
  invalid_page: { status: 400, message: 'page must be a whole number from 1.' },
  invalid_items_per_page: { status: 400, message: 'itemsPerPage is not a whole number in range.' },
  invalid_time: { status: 400, message: 'A time parameter is not HH:mm.' },
  invalid_time_range: { status: 400, message: 'The end time is not after the start time.' },
  invalid_date: { status: 400, message: 'A date parameter is not a real YYYY-MM-DD date.' },
  invalid_date_range: { status: 400, message: 'The departure date is not after the arrival date.' },
  invalid_pax: { status: 400, message: 'The number of guests is not a whole number from 1.' },
  invalid_amount: { status: 400, message: 'The number of rooms is not a whole number from 1.' },
  invalid_webhook_signature: { status: 400, message: 'The webhook signature does not verify.' },
  sign_in_link_invalid: {
    status: 400,
    message: 'The sign-in link is unknown, already used or expired; ask for a new one.',
  },
  desk_link_invalid: {
    status: 400,
    message: 'The desk link is unknown, already used or expired; ask a manager for a new one.',
  },
  // 401 and 403: who is asking.
  desk_sign_in_failed: { status: 401, message: 'The e-mail address or the password is not right.' },
  desk_sign_in_required: {
    status: 401,
    message: 'Sign in to the desk first (no desk session, or it ended).',
  },
  csrf_token_invalid: {
    status: 403,
    message: "A desk write must carry the session's X-CSRF-Token header and come from the desk's own page.",
  },
  manager_role_required: { status: 403, message: 'Only a manager may do this.' },
  locations_beyond_own: {
    status: 403,
    message:
      'A manager limited to some locations may give colleagues only those locations, never all of them.',
  },
  location_not_permitted: {
    status: 403,
    message: 'You may change the catalogue of your own locations only.',
  },
  authentication_required: { status: 401, message: 'This needs a staff key (Authorization: Bearer <key>).' },
  invalid_key: { status: 401, message: 'The Authorization header holds no valid staff key.' },
  partner_key_required: { status: 403, message: 'This needs a staff key bound to a partner.' },
  platform_key_required: { status: 403, message: 'Creating partners needs a platform key.' },
  not_signed_in: {
    status: 401,
    message: 'No visitor is signed in here (no session cookie, or it ended or belongs to another page).',
  },
  // 404: nothing (visible to this caller) at this address.
  route_not_found: { status: 404, message: 'Nothing is served at this path.' },
  context_not_found: { status: 404, message: 'No JSON-LD context of this name.' },
  media_not_found: { status: 404, message: 'No media file of this name.' },
  font_not_found: { status: 404, message: 'No font file of this name.' },
  booking_not_found: {
    status: 404,
    message: 'No such booking for this caller (missing, or wrong username/key).',
  },
  partner_not_found: { status: 404, message: 'No such partner.' },
  provider_not_found: { status: 404, message: 'No sign-in provider of this name.' },
  staff_user_not_found: { status: 404, message: 'No such staff user of this partner.' },
  payment_not_found: { status: 404, message: 'No such payment of this booking.' },
  location_not_found: { status: 404, message: 'No such location.' },
  emplacement_not_found: { status: 404, message: 'No such layout.' },
  location_emplacement_not_found: { status: 404, message: 'No such layout of a location.' },
  hall_not_found: { status: 404, message: 'No such hall.' },
  hall_emplacement_not_found: { status: 404, message: 'No such hall capacity.' },
  hall_period_pricing_not_found: { status: 404, message: 'No such hall price.' },
  item_not_found: { status: 404, message: 'No such item.' },
  package_deal_not_found: { status: 404, message: 'No such package deal.' },
  location_room_type_not_found: { status: 404, message: 'No such room type.' },
  promo_code_not_found: { status: 404, message: 'No such promo code.' },
  // 405, 413, 415: the method, size or media type of the request.
  method_not_allowed: {
    status: 405,
    message: 'The method is not allowed on this path (Allow lists those that are).',
  },
  payload_too_large: {
    status: 413,
    message: 'The body is too large (1 MB; 32 MB for a partner sync document).',
  },
  unsupported_media_type: { status: 415, message: 'The Content-Type is not accepted here.' },
  // 409: the state of things does not allow it now.
  conflict: { status: 409, message: 'This would duplicate an existing row.' },
  staff_email_taken: { status: 409, message: 'This e-mail address already has a desk account.' },
  still_referenced: {
    status: 409,
    message: 'This change would break a reference between resources; remove the references first.',
  },
  media_taken: { status: 409, message: 'The media file name belongs to another partner.' },
  location_in_use: { status: 409, message: 'The location still has halls, items, deals or rooms.' },
  booking_not_editable: { status: 409, message: 'The booking cannot be changed in its status.' },
  booking_not_deletable: {
    status: 409,
    message: 'Only an unsent draft can be deleted; a sent booking is cancelled or turned down.',
  },
  booking_not_confirmed: { status: 409, message: 'The booking is not accepted, held or confirmed yet.' },
  offer_not_printable: {
    status: 409,
    message: 'The booking has no priced line yet, so there is no offer to print.',
  },
  transition_blocked: { status: 409, message: 'The transition is not possible now (`blockers` say why).' },
  no_longer_available: {
    status: 409,
    message: 'Someone else booked a space or room first (`lost` names it).',
  },
  change_not_available: {
    status: 409,
    message:
      'The saved change asks for spaces or rooms that are taken or no longer offered (`conflicts` names them).',
  },
  idempotency_key_in_use: { status: 409, message: 'The first request with this key is still running.' },
  payment_not_due: { status: 409, message: 'Nothing is to be paid by card for this booking now.' },
  hold_expired: {
    status: 409,
    message: 'The time to pay ran out; the booking was kept as a request and the venue will be in touch.',
  },
  payments_unavailable: { status: 409, message: 'Card payments are not set up on this server.' },
  // 422: understood, but the content is refused.
  validation_failed: { status: 422, message: 'Validation failed (`violations` lists each field).' },
  transition_input_invalid: { status: 422, message: 'The transition needs other input.' },
  promo_code_rejected: { status: 422, message: 'The promo code cannot be used.' },
  idempotency_key_reused: {
    status: 422,
    message: 'This Idempotency-Key was used with another request body.',
  },
  pricing_unknown_currency: {
    status: 422,
    message: 'The catalogue names a currency the pricing does not know.',
  },
  pricing_unknown_tax_rate: { status: 422, message: 'The catalogue names an undefined tax rate.' },
  pricing_invalid_tax_rate: { status: 422, message: 'The catalogue has an invalid tax rate.' },
  pricing_invalid_amount: { status: 422, message: 'An amount to price is not a whole number of at least 0.' },
  pricing_invalid_date: { status: 422, message: 'A date to price is not a real date.' },
  pricing_invalid_time: { status: 422, message: 'A time to price is not HH:mm.' },
  pricing_hall_not_priced: { status: 422, message: 'A hall has no price for the period asked.' },
  pricing_currency_mismatch: { status: 422, message: 'Amounts in different currencies cannot be added.' },
  pricing_amount_too_large: { status: 422, message: 'An amount is too large to price exactly.' },
  // 429: too many attempts (Retry-After says when to try again).
  too_many_bookings: { status: 429, message: 'Too many bookings from this address or for this e-mail.' },
  too_many_attempts: { status: 429, message: 'Too many attempts.' },
  // 5xx: our side.
  internal_error: { status: 500, message: 'Something went wrong on our side; it has been logged.' },
  contract_mismatch: { status: 500, message: 'A route answered outside its contract (tests only).' },
  database_unavailable: { status: 503, message: 'The database does not answer.' },
  payment_provider_unavailable: {
    status: 502,
    message: 'The card payment provider did not answer; try again in a moment.',
  },
} as const satisfies Record<string, ErrorCodeEntry>;

/** A problem code of the catalogue. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes sent with one status, e.g. `CodeWithStatus<404>` for the not-found codes. */
export type CodeWithStatus<S extends number> = {
  [K in ErrorCode]: (typeof ERROR_CODES)[K]['status'] extends S ? K : never;
}[ErrorCode];

/** The problem code of a pricing failure (the engine's codes, prefixed; all of them are catalogued). */
export function pricingCode(code: PricingProblemCode): ErrorCode {
  return `pricing_${code}`;
}

/** Whether a text is a catalogued code (for codes built at run time, e.g. a resource's not-found code). */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CODES, code);
}
