import { asc, eq, inArray, sql } from 'drizzle-orm';
import { addressParts } from '../../../../src/domain/address.ts';
import type { Orm } from '../../db/database.ts';
import { bookingTransitions, staffUsers } from '../../db/schema/index.ts';
import { type Actor, availableTransitions } from '../../domain/booking-lifecycle/index.ts';
import { pricedPlan } from '../payments/payment-amounts.ts';
import {
  type PaymentFactsJson,
  paymentFactsJson,
  paymentFactsOf,
  paymentMethodsOf,
  securingOf,
} from '../payments/payment-facts.ts';
import type { BookingRow } from './booking.repository.ts';
import { corporateClientOf } from './booking-corporate.ts';
import type { BookingLocation } from './booking-references.ts';
import { flagsOf, type LineFacts, lineFactsJson, snapshotOf } from './booking-snapshot.ts';

// The read model (spec §3 Reservation): the write payload's fields under both the payload's names
// (meetingRooms, hotelRooms, email…) and the form's (days, rooms, emailaddress…), the lines with IRIs,
// the status, flags, and what THIS caller may do now with the reasons for the rest.

type Rows<T> = { rows: T[] };
const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5));

function daysJson(bookingId: number) {
  return sql`coalesce((select json_agg(x order by x.position, x.id) from (
    select d.id, d.position, d.date::text as date, d.start_time::text as "startTime", d.end_time::text as "endTime", d.pax,
      coalesce((select json_agg(json_build_object('@id', '/api/booking_day_halls/' || h.id, 'id', h.id,
          'hall', '/api/halls/' || h.hall_id,
          'emplacement', case when h.emplacement_id is null then null else '/api/emplacements/' || h.emplacement_id end,
          'pax', h.pax, 'startTime', left(h.start_time::text, 5), 'endTime', left(h.end_time::text, 5),
          'held', h.blocking) order by h.position) from booking_day_halls h where h.booking_day_id = d.id), '[]') as halls,
      coalesce((select json_agg(json_build_object('@id', '/api/booking_day_items/' || i.id, 'id', i.id,
          'item', '/api/items/' || i.item_id, 'amount', i.amount, 'numberOfGuests', i.number_of_guests,
          'startTime', left(i.start_time::text, 5)) order by i.position)
        from booking_day_items i where i.booking_day_id = d.id), '[]') as items,
      coalesce((select json_agg(json_build_object('@id', '/api/booking_day_package_deals/' || p.id, 'id', p.id,
          'packageDeal', '/api/package_deals/' || p.package_deal_id, 'amount', p.amount) order by p.position)
        from booking_day_package_deals p where p.booking_day_id = d.id), '[]') as "packageDeals"
    from booking_days d where d.booking_id = ${bookingId}) x), '[]')`;
}

type DayJson = Record<string, unknown> & {
  id: number;
  position?: number;
  startTime: string;
  endTime: string;
};

function dayOut({ position: _position, ...d }: DayJson) {
  return {
    '@id': `/api/booking_days/${d.id}`,
    ...d,
    startTime: hhmm(d.startTime),
    endTime: hhmm(d.endTime),
  };
}

function roomsJson(bookingId: number) {
  return sql`coalesce((select json_agg(x order by x.position, x.id) from (
    select r.id, r.position, r.start_date::text as "startDate", r.end_date::text as "endDate", r.amount, r.pax_room as "paxRoom",
      '/api/location_room_types/' || r.room_type_id as "roomType", '/api/locations/' || r.location_id as location,
      rt.rooms_type as type, r.breakfast,
      r.late_checkout_rooms as "lateCheckoutRooms", r.comments, r.blocking as held
    from booking_rooms r join location_room_types rt on rt.id = r.room_type_id
    where r.booking_id = ${bookingId}) x), '[]')`;
}

type LinesRow = {
  days: DayJson[];
  rooms: (Record<string, unknown> & { id: number; position?: number })[];
  facts: LineFacts[];
};

function linesOf(row: LinesRow) {
  return {
    days: row.days.map(dayOut),
    rooms: row.rooms.map(({ position: _position, ...r }) => ({ '@id': `/api/booking_rooms/${r.id}`, ...r })),
    facts: row.facts,
  };
}

/** Days, stays and line facts of a booking in one statement (each round trip costs more than the query). */
export async function bookingLines(db: Orm, bookingId: number) {
  const result = (await db.execute(
    sql`select ${daysJson(bookingId)} as days, ${roomsJson(bookingId)} as rooms, ${lineFactsJson(bookingId)} as facts`,
  )) as unknown as Rows<LinesRow>;
  return linesOf(result.rows[0]!);
}

/** `bookingLines` and the booking's payment facts, in the same one statement. */
async function linesAndPayment(db: Orm, row: BookingRow, location: BookingLocation, cardPayments: boolean) {
  const result = (await db.execute(
    sql`select ${daysJson(row.id)} as days, ${roomsJson(row.id)} as rooms, ${lineFactsJson(row.id)} as facts,
      ${paymentFactsJson(row)} as payment`,
  )) as unknown as Rows<LinesRow & { payment: PaymentFactsJson }>;
  const found = result.rows[0]!;
  return { lines: linesOf(found), payment: paymentFactsOf(found.payment, row, location, cardPayments) };
}

/** The names of the desk users among audit actors (`staff-user:{id}`), so the trail says who acted. */
async function staffNames(db: Orm, actorIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(actorIds.flatMap((a) => /^staff-user:(\d+)$/.exec(a)?.[1] ?? []).map(Number))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(inArray(staffUsers.id, ids));
  return new Map(rows.map((row) => [`staff-user:${row.id}`, row.name]));
}

async function auditTrail(db: Orm, bookingId: number) {
  const rows = await db
    .select()
    .from(bookingTransitions)
    .where(eq(bookingTransitions.bookingId, bookingId))
    .orderBy(asc(bookingTransitions.at), asc(bookingTransitions.id));
  const names = await staffNames(
    db,
    rows.map((t) => t.actorId),
  );
  return rows.map((t) => ({
    transition: t.transition,
    actor: { role: t.actorRole, id: t.actorId, ...(names.has(t.actorId) && { name: names.get(t.actorId) }) },
    at: t.at.toISOString(),
    from: t.fromStatus,
    to: t.toStatus,
    reason: t.reason,
    details: t.details,
  }));
}

/** The flags as the widget lists them: the names of the true ones, plus the request kind. */
export function flagList(row: BookingRow): string[] {
  const flags = flagsOf(row);
  const list = Object.entries(flags)
    .filter(([name, value]) => name !== 'requestKind' && value === true)
    .map(([name]) => name);
  return flags.requestKind ? [`requestKind:${flags.requestKind}`, ...list] : list;
}

function withoutPurpose<T extends { purpose: unknown }>({ purpose: _purpose, ...plan }: T) {
  return plan;
}

/** The JSON-LD read model of a booking for `actor` at `now`; `path` is `booking` or `reservations`. */
export async function bookingDocument(
  db: Orm,
  row: BookingRow,
  location: BookingLocation,
  actor: Actor,
  now: Date,
  path: 'booking' | 'reservations' = 'booking',
  cardPayments = false,
): Promise<Record<string, unknown>> {
  const { lines, payment } = await linesAndPayment(db, row, location, cardPayments);
  const meetingRooms = lines.days;
  const hotelRooms = lines.rooms;
  const snapshot = snapshotOf(row, location, lines.facts, payment);
  const available = availableTransitions(snapshot, actor, now);
  // Priced only when book now is possible (for the visitor, whoever reads) or running: drafts are read
  // at every auto-save.
  const secured = securingOf(row, location, payment);
  const visitorMay =
    actor.role === 'visitor' ? available : availableTransitions(snapshot, { role: 'visitor' }, now);
  const plan =
    'securedBy' in secured &&
    (visitorMay.transitions.includes('book_now') || row.status === 'payment_pending')
      ? await pricedPlan(db, row, location, secured.securedBy, snapshot.firstDay, now)
      : null;
  const { street, housenumber } = addressParts(row.address, row.housenumber);
  return {
    '@context': { '@vocab': '/api/docs.jsonld#', hydra: 'http://www.w3.org/ns/hydra/core#' },
    '@id': `/api/${path}/${row.id}`,
    '@type': 'Reservation',
    id: row.id,
    reference: row.reference,
    username: row.username,
    status: row.status,
    flags: flagList(row),
    requestKind: flagsOf(row).requestKind,
    transitions: available.transitions,
    transitionBlockerList: available.transitionBlockerList,
    transitionInputs: available.transitionInputs,
    location: `/api/locations/${row.locationId}`,
    partner: `/api/partners/${row.partnerId}`,
    types: row.types,
    eventName: row.eventName,
    eventname: row.eventName,
    eventType: row.eventType,
    email: row.email,
    emailaddress: row.email,
    company: row.company,
    country: row.country,
    address: row.address,
    street,
    housenumber,
    postalcode: row.postalcode,
    city: row.city,
    invoiceReference: row.invoiceReference,
    contactPersonFirstname: row.contactPersonFirstname,
    contactPersonLastname: row.contactPersonLastname,
    contactPersonPhonenumber: row.contactPersonPhonenumber,
    firstname: row.contactPersonFirstname,
    lastname: row.contactPersonLastname,
    phonenumber: row.contactPersonPhonenumber,
    contactCompanyId: null,
    contactPersonId: null,
    executorContact: null,
    onsiteContact: row.onsiteContact ?? { firstname: '', lastname: '', email: '', phonenumber: '' },
    locale: row.locale,
    remarks: row.remarks,
    promoCode: row.promoCode,
    discountCode: row.promoCode ?? '',
    paymentMethod: row.paymentMethod,
    paymentMethods: paymentMethodsOf(payment),
    paymentPlan: plan ? withoutPurpose(plan) : null,
    corporateAccount: await corporateClientOf(db, row.corporateAccountId),
    termsUrl: location.termsUrl,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    offerValidUntil: row.offerValidUntil,
    // The effective deadline: stored with an offer, else from the location's cancellation terms.
    cancellationDeadline: snapshot.cancellationDeadline,
    priceOverrides: row.priceOverrides,
    // What the last offer added and said (issue 17); the billing prices the lines, the views show the note.
    offerLines: row.offerLines ?? [],
    offerNote: row.offerNote ?? null,
    pendingChange: row.changeDraft ?? null,
    meetingRooms,
    hotelRooms,
    days: meetingRooms,
    rooms: hotelRooms,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    ...(actor.role === 'staff' ? { source: row.source, auditTrail: await auditTrail(db, row.id) } : {}),
  };
}
