import * as v from 'valibot';
import { money } from './fields.ts';

// The desk's inbox (issue 17): one compact line per booking, what needs doing first, and the counts per
// status behind the inbox's chips. Both sides import these shapes: the server answers through them,
// the desk reads them, and the OpenAPI components are generated from them.

/** Why a booking waits for the venue, most pressing first (see `inboxUrgency` on the server). */
export const INBOX_URGENCIES = [
  'new_request',
  'change_pending',
  'payment_pending',
  'offer_expiring',
] as const;

/** The statuses the inbox filters and counts by; drafts are the visitor's unsent work and stay out. */
export const INBOX_STATUSES = [
  'requested',
  'offered',
  'accepted',
  'payment_pending',
  'confirmed',
  'declined',
  'expired',
  'turned_down',
  'cancelled',
] as const;

/** What needs doing about a booking, or null when nothing waits for the venue. */
export type InboxUrgency = (typeof INBOX_URGENCIES)[number];
/** A status the inbox shows. */
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** One booking as the inbox lists it. */
export const inboxEntrySchema = v.strictObject({
  /** The booking's staff IRI (`/api/reservations/{id}`). */
  '@id': v.string(),
  '@type': v.literal('InboxEntry'),
  id: v.number(),
  reference: v.string(),
  status: v.string(),
  urgency: v.nullable(v.picklist(INBOX_URGENCIES)),
  location: v.string(),
  locationName: v.string(),
  company: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  /** The meeting days, `YYYY-MM-DD`, in order. */
  days: v.array(v.string()),
  /** The hotel stays, arrival and departure days. */
  stays: v.array(v.strictObject({ startDate: v.string(), endDate: v.string() })),
  /** The most guests on any meeting day. */
  guests: v.number(),
  /** The rooms of all stays together. */
  rooms: v.number(),
  offerValidUntil: v.nullable(v.string()),
  holdExpiresAt: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** The server's billing total in the location's currency, integer minor units; null when unpriceable. */
  total: v.nullable(v.strictObject({ currency: v.string(), amount: money })),
});

/** One page of the inbox, a Hydra collection. */
export const inboxPageSchema = v.strictObject({
  '@context': v.optional(v.string()),
  '@id': v.string(),
  '@type': v.literal('Collection'),
  totalItems: v.number(),
  member: v.array(inboxEntrySchema),
  view: v.optional(
    v.looseObject({
      '@id': v.string(),
      first: v.optional(v.string()),
      last: v.optional(v.string()),
      previous: v.optional(v.string()),
      next: v.optional(v.string()),
    }),
  ),
});

/** The bookings per status for the inbox's filters other than status. */
export const inboxCountsSchema = v.strictObject({
  '@id': v.string(),
  '@type': v.literal('InboxCounts'),
  /** Every status the inbox shows, with 0 where none. */
  counts: v.record(v.picklist(INBOX_STATUSES), v.number()),
  /** All of them together. */
  total: v.number(),
});

/** An inbox line. */
export type InboxEntry = v.InferOutput<typeof inboxEntrySchema>;
/** An inbox page. */
export type InboxPage = v.InferOutput<typeof inboxPageSchema>;
/** The counts per status. */
export type InboxCounts = v.InferOutput<typeof inboxCountsSchema>;
