import { sql } from 'drizzle-orm';
import { type PublicBounds, publicBoundViolations } from '../../../../src/contracts/booking-limits.ts';
import {
  BREAKFAST_NOT_SELECTABLE,
  type BreakfastSettings,
  breakfastRefused,
} from '../../../../src/domain/breakfast.ts';
import { parseReference } from '../../api/reference.ts';
import type { Violation } from '../../api/resource.ts';
import type { Orm } from '../../db/database.ts';
import { todayIn } from '../../domain/booking-lifecycle/index.ts';
import type { BookingInput } from './booking.schema.ts';

// The payload rules that need the database: every IRI of a meeting day names a row of the booking's
// location, every stay's room type one of an available location of the same partner, and no day or stay
// lies before the location's today. Violations carry the widget's paths.

/** The location a booking belongs to, with what the lifecycle and the checks need. */
export type BookingLocation = {
  id: number;
  partnerId: number;
  available: boolean;
  timeZone: string;
  termsUrl: string | null;
  paxMiceThreshold: number;
  minimumLeadTimeDays: number;
  freeCancellationDays: number | null;
  /** For the readable reference (HH-AMS-2027-0042). */
  abbreviation: string;
  partnerName: string;
  partnerAbbreviation: string | null;
  /** The venue's currency and how it secures book now (issue 16); the partner's Stripe account. */
  currency: string;
  paymentRule: 'full' | 'deposit' | 'guarantee';
  depositPercent: number;
  balanceDueDays: number | null;
  stripeAccount: string | null;
  /** What one anonymous booking here may hold (issue 20). */
  publicBounds: PublicBounds;
  /** The visitor confirms an accepted offer themself (issue 21); else staff confirm it. */
  visitorConfirmsOffer: boolean;
  /** The location's tax rates by code; a line staff add to an offer uses one of them (issue 17). */
  taxRates: { code: string; rate: string }[];
};

/** A hall's set-up and tear-down minutes, copied onto each day-hall so its `during` range covers them. */
export type HallBuffers = { before: number; after: number };

/** The checked booking: the payload with ids in place of IRIs, ready to be written. */
export type ResolvedBooking = {
  input: BookingInput;
  location: BookingLocation;
  buffers: Map<number, HallBuffers>;
  /** Ids in the payload's order; index paths match `input`. */
  ids: {
    halls: number[][];
    emplacements: (number | null)[][];
    items: number[][];
    packageDeals: number[][];
    roomTypes: number[];
    /** The location of each stay's room type: the booking's own or another venue of its partner. */
    roomLocations: number[];
  };
};

type Rows<T> = { rows: T[] };

/** Loads a location with its partner's settings, or null. */
export async function loadLocation(db: Orm, id: number): Promise<BookingLocation | null> {
  const result = (await db.execute(sql`
    select l.id, l.partner_id as "partnerId", l.available, l.time_zone as "timeZone",
      coalesce(l.terms_url, p.terms_url) as "termsUrl", p.pax_mice_threshold as "paxMiceThreshold",
      l.minimum_lead_time_days as "minimumLeadTimeDays", l.free_cancellation_days as "freeCancellationDays",
      l.abbreviation, p.name as "partnerName", p.abbreviation as "partnerAbbreviation",
      l.currency, l.payment_rule as "paymentRule", l.deposit_percent as "depositPercent",
      l.balance_due_days as "balanceDueDays", p.stripe_account as "stripeAccount",
      l.visitor_confirms_offer as "visitorConfirmsOffer", l.tax_rates as "taxRates",
      json_build_object('maxPublicDays', l.max_public_days, 'maxPublicHallsPerDay', l.max_public_halls_per_day,
        'maxPublicRooms', l.max_public_rooms, 'maxPublicNights', l.max_public_nights) as "publicBounds"
    from locations l join partners p on p.id = l.partner_id where l.id = ${id}`)) as unknown as Rows<BookingLocation>;
  return result.rows[0] ?? null;
}

async function idsOf(db: Orm, table: string, ids: number[], locationId: number | null): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const scope = locationId === null ? sql`true` : sql`location_id = ${locationId}`;
  const result = (await db.execute(
    sql`select id from ${sql.identifier(table)} where ${scope} and id = any(${`{${ids.join(',')}}`}::int[])`,
  )) as unknown as Rows<{ id: number }>;
  return new Set(result.rows.map((row) => Number(row.id)));
}

/**
 * Resolves and checks the payload against the database. `partnerId` (staff) restricts the location to
 * that partner; `requireAvailable` (public creation) refuses a location the partner switched off;
 * `publicBooking` (anyone but staff) holds the payload to the location's public bounds, beyond what the
 * booking already holds (`stored` on an edit: the booking and any change waiting for the venue).
 */
export async function resolveBooking(
  db: Orm,
  input: BookingInput,
  options: {
    now: Date;
    partnerId?: number;
    requireAvailable: boolean;
    locationId?: number;
    publicBooking?: { stored: BookingInput[] };
  },
): Promise<{ ok: true; value: ResolvedBooking } | { ok: false; violations: Violation[] }> {
  const violations: Violation[] = [];
  const bad = (propertyPath: string, text: string, code = 'invalid_reference') =>
    violations.push({ propertyPath, message: text, code });
  const locationId = parseReference(input.location, 'locations');
  const location = locationId === null ? null : await loadLocation(db, locationId);
  const usable =
    location !== null &&
    (options.partnerId === undefined || location.partnerId === options.partnerId) &&
    (!options.requireAvailable || location.available) &&
    (options.locationId === undefined || location.id === options.locationId);
  if (!usable || location === null) {
    bad('location', 'This value should be an available location such as /api/locations/1.');
    return { ok: false, violations };
  }
  if (options.publicBooking) {
    violations.push(...publicBoundViolations(input, location.publicBounds, options.publicBooking.stored));
  }
  const days = input.meetingRooms;
  const ids: ResolvedBooking['ids'] = {
    halls: days.map((d) => d.halls.map((h) => parseReference(h.hall, 'halls') ?? 0)),
    emplacements: days.map((d) =>
      d.halls.map((h) => (h.emplacement ? (parseReference(h.emplacement, 'emplacements') ?? 0) : null)),
    ),
    items: days.map((d) => d.items.map((i) => parseReference(i.item, 'items') ?? 0)),
    packageDeals: days.map((d) =>
      d.packageDeals.map((p) => parseReference(p.packageDeal, 'package_deals') ?? 0),
    ),
    roomTypes: input.hotelRooms.map((r) => parseReference(r.roomType, 'location_room_types') ?? 0),
    roomLocations: [],
  };
  const [buffers, emplacements, items, deals, roomTypes] = await Promise.all([
    hallBuffers(db, ids.halls.flat(), location.id),
    idsOf(
      db,
      'emplacements',
      ids.emplacements.flat().filter((id): id is number => id !== null),
      null,
    ),
    idsOf(db, 'items', ids.items.flat(), location.id),
    idsOf(db, 'package_deals', ids.packageDeals.flat(), location.id),
    roomTypeVenues(db, ids.roomTypes, location),
  ]);
  const today = todayIn(location.timeZone, options.now);
  const refMessage = (kind: string) => `This value should be a ${kind} of the booking's location.`;
  const halls = new Set(buffers.keys());
  days.forEach((d, di) => {
    if (d.date < today) bad(`meetingRooms[${di}].date`, 'This date is in the past.', 'date_in_past');
    ids.halls[di]!.forEach((id, hi) => {
      if (!halls.has(id)) bad(`meetingRooms[${di}].halls[${hi}].hall`, refMessage('hall'));
      const emplacement = ids.emplacements[di]![hi];
      if (emplacement !== null && emplacement !== undefined && !emplacements.has(emplacement)) {
        bad(`meetingRooms[${di}].halls[${hi}].emplacement`, 'This value should be an emplacement IRI.');
      }
    });
    ids.items[di]!.forEach((id, ii) => {
      if (!items.has(id)) bad(`meetingRooms[${di}].items[${ii}].item`, refMessage('item'));
    });
    ids.packageDeals[di]!.forEach((id, pi) => {
      if (!deals.has(id))
        bad(`meetingRooms[${di}].packageDeals[${pi}].packageDeal`, refMessage('package deal'));
    });
  });
  input.hotelRooms.forEach((r, ri) => {
    if (r.startDate < today) bad(`hotelRooms[${ri}].startDate`, 'This date is in the past.', 'date_in_past');
    const stay = roomTypes.get(ids.roomTypes[ri]!);
    const venue = stay?.locationId;
    if (stay && breakfastRefused(r.breakfast, stay))
      bad(`hotelRooms[${ri}].breakfast`, BREAKFAST_NOT_SELECTABLE, 'breakfast_not_selectable');
    if (venue === undefined) {
      bad(
        `hotelRooms[${ri}].roomType`,
        "This value should be a room type of an available location of the booking's partner.",
      );
    }
    ids.roomLocations.push(venue ?? location.id);
  });
  if (violations.length > 0) return { ok: false, violations };
  return { ok: true, value: { input, location, buffers, ids } };
}

/** The location of a room type, with the breakfast settings a stay there is checked against. */
type StayVenue = BreakfastSettings & { locationId: number };

/**
 * The room types among `roomTypeIds` a stay may use, with their location. Meetings with rooms (issue 7):
 * the event days stay at the booking's location, but its guests may sleep at any available location of
 * the same partner; another partner's room type is never one of them.
 */
async function roomTypeVenues(
  db: Orm,
  roomTypeIds: number[],
  location: BookingLocation,
): Promise<Map<number, StayVenue>> {
  if (roomTypeIds.length === 0) return new Map();
  const result = (await db.execute(sql`
    select rt.id, rt.location_id as "locationId", l.breakfast_selectable as "breakfastSelectable",
      l.breakfast_enabled_by_default as "breakfastEnabledByDefault"
    from location_room_types rt join locations l on l.id = rt.location_id
    where l.partner_id = ${location.partnerId} and (l.id = ${location.id} or l.available)
      and rt.id = any(${`{${roomTypeIds.join(',')}}`}::int[])`)) as unknown as Rows<
    StayVenue & { id: number }
  >;
  return new Map(
    result.rows.map(({ id, ...venue }) => [Number(id), { ...venue, locationId: Number(venue.locationId) }]),
  );
}

// The location's halls among `hallIds`, with their buffers: existence and buffers in one statement.
async function hallBuffers(
  db: Orm,
  hallIds: number[],
  locationId: number,
): Promise<Map<number, HallBuffers>> {
  if (hallIds.length === 0) return new Map();
  const result = (await db.execute(sql`
    select id, buffer_before_minutes as before, buffer_after_minutes as after from halls
    where location_id = ${locationId} and id = any(${`{${hallIds.join(',')}}`}::int[])`)) as unknown as Rows<{
    id: number;
    before: number;
    after: number;
  }>;
  return new Map(result.rows.map((row) => [Number(row.id), { before: row.before, after: row.after }]));
}
