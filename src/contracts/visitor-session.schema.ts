/**
 * Returning visitors (spec §5 "otherwise a logged-in session with credentials is used", §7
 * `GET /api/{crm-provider}/oauth2/user/bookings`): the contract of signing in by a one-time e-mail link
 * (our own provider, `email`), the session it opens and the bookings that session lists.
 */
import * as v from 'valibot';
import { LOCALES } from '../domain/locale.ts';
import { isEmail, MESSAGES } from '../domain/validation.ts';
import { isoDate } from './fields.ts';

/** The providers that can prove a visitor's address; the `{crm-provider}` of the paths. */
export const SIGN_IN_PROVIDERS = ['email'] as const;

/** How long a sign-in link works, in minutes. */
export const SIGN_IN_LINK_MINUTES = 20;

const address = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.check((s: string) => s !== '', MESSAGES.required),
  v.maxLength(320, 'At most 320 characters.'),
  v.check((s: string) => isEmail(s), MESSAGES.email),
);

/** `POST /api/email/oauth2/authorize`: send a sign-in link to this address, for this partner's bookings. */
export const signInRequestSchema = v.strictObject({
  /** The partner as `/api/partners/{id}` or its slug. */
  partner: v.pipe(v.string(MESSAGES.required), v.minLength(1, MESSAGES.required), v.maxLength(200)),
  email: address,
  /** The language of the e-mail; the widget's language. */
  locale: v.optional(v.picklist(LOCALES)),
});

/**
 * The answer to a sign-in request: the same whether or not the address has bookings (or is known at
 * all), so nobody learns from it whose bookings a partner holds.
 */
export const signInRequestedSchema = v.strictObject({
  '@type': v.literal('SignInRequested'),
  provider: v.picklist(SIGN_IN_PROVIDERS),
  /** Minutes the link in the e-mail works. */
  expiresInMinutes: v.number(),
});

/** `POST /api/email/oauth2/callback`: the code from the link, redeemed once for a session cookie. */
export const signInCallbackSchema = v.strictObject({
  code: v.pipe(v.string(MESSAGES.required), v.minLength(1, MESSAGES.required), v.maxLength(200)),
});

/** The signed-in visitor: the proved address and when the session ends. */
export const visitorSessionSchema = v.strictObject({
  '@type': v.literal('VisitorSession'),
  provider: v.picklist(SIGN_IN_PROVIDERS),
  email: v.string(),
  /** ISO 8601 instant. */
  expiresAt: v.string(),
});

/** One booking in the signed-in visitor's list: enough to recognise it and open it. */
export const visitorBookingSchema = v.strictObject({
  '@id': v.string(),
  '@type': v.literal('VisitorBooking'),
  id: v.number(),
  reference: v.string(),
  status: v.string(),
  location: v.string(),
  locationName: v.string(),
  eventName: v.string(),
  types: v.array(v.string()),
  /** The first meeting day or arrival, and the last day or departure; null while it has none. */
  startDate: v.nullable(isoDate),
  endDate: v.nullable(isoDate),
  createdAt: v.string(),
});

/** `GET /api/email/oauth2/user/bookings`: the visitor's bookings at the partner, newest first. */
export const visitorBookingsSchema = v.strictObject({
  '@context': v.optional(v.string()),
  '@id': v.string(),
  '@type': v.literal('Collection'),
  totalItems: v.number(),
  member: v.array(visitorBookingSchema),
});

export type SignInRequest = v.InferOutput<typeof signInRequestSchema>;
export type SignInRequested = v.InferOutput<typeof signInRequestedSchema>;
export type VisitorSessionAnswer = v.InferOutput<typeof visitorSessionSchema>;
export type VisitorBooking = v.InferOutput<typeof visitorBookingSchema>;
export type VisitorBookings = v.InferOutput<typeof visitorBookingsSchema>;
