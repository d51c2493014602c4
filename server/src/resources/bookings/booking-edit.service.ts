import { sql } from 'drizzle-orm';
import {
  BOOKING_TEXT_FIELDS,
  CONTACT_TEXT_FIELDS,
} from '../../../../src/contracts/booking-payload.schema.ts';
import type { JsonObject } from '../../api/body.ts';
import { parseReference } from '../../api/reference.ts';
import { unprocessable } from '../../api/violations.ts';
import type { Orm } from '../../db/database.ts';
import { bookings } from '../../db/schema/index.ts';
import { ProblemError } from '../../hydra/problem.ts';
import { type BookingRow, payloadColumns, replaceLines, touched } from './booking.repository.ts';
import { type BookingInput, parseBookingPayload } from './booking.schema.ts';
import { type BookingLocation, type ResolvedBooking, resolveBooking } from './booking-references.ts';
import { flagsOf } from './booking-snapshot.ts';

// Editing (PUT/PATCH). A draft is simply rewritten. A sent booking keeps what the venue saw: the edit is
// stored as a change draft and `apply_changes` makes it the booking (spec §4 "reservation edited"), so
// the same transition rules, audit and inventory moves apply to every change.

const NOT_EDITABLE = new Set(['turned_down', 'cancelled', 'declined', 'expired']);

type Rows<T> = { rows: T[] };

/** The booking (or its pending change) as a write payload with IRIs: the base a merge-patch applies to. */
export async function writablePayload(db: Orm, row: BookingRow): Promise<JsonObject> {
  if (row.changeDraft) return row.changeDraft as JsonObject;
  const days = (await db.execute(sql`
    select d.date::text as date, left(d.start_time::text, 5) as "startTime", left(d.end_time::text, 5) as "endTime", d.pax,
      coalesce((select json_agg(json_build_object('hall', '/api/halls/' || h.hall_id,
          'emplacement', case when h.emplacement_id is null then null else '/api/emplacements/' || h.emplacement_id end,
          'pax', h.pax, 'startTime', left(h.start_time::text, 5), 'endTime', left(h.end_time::text, 5)) order by h.position)
        from booking_day_halls h where h.booking_day_id = d.id), '[]') as halls,
      coalesce((select json_agg(json_build_object('item', '/api/items/' || i.item_id, 'amount', i.amount,
          'numberOfGuests', i.number_of_guests, 'startTime', left(i.start_time::text, 5)) order by i.position)
        from booking_day_items i where i.booking_day_id = d.id), '[]') as items,
      coalesce((select json_agg(json_build_object('packageDeal', '/api/package_deals/' || p.package_deal_id,
          'amount', p.amount) order by p.position) from booking_day_package_deals p where p.booking_day_id = d.id), '[]') as "packageDeals"
    from booking_days d where d.booking_id = ${row.id} order by d.position, d.id`)) as unknown as Rows<JsonObject>;
  const rooms = (await db.execute(sql`
    select start_date::text as "startDate", end_date::text as "endDate", amount, pax_room as "paxRoom",
      '/api/location_room_types/' || room_type_id as "roomType", breakfast, late_checkout_rooms as "lateCheckoutRooms", comments
    from booking_rooms where booking_id = ${row.id} order by position, id`)) as unknown as Rows<JsonObject>;
  return {
    location: `/api/locations/${row.locationId}`,
    email: row.email,
    types: row.types,
    eventName: row.eventName,
    eventType: row.eventType,
    hotelRooms: rooms.rows,
    meetingRooms: days.rows,
    company: row.company,
    country: row.country,
    postalcode: row.postalcode,
    city: row.city,
    address: row.address,
    housenumber: row.housenumber,
    invoiceReference: row.invoiceReference,
    contactPersonFirstname: row.contactPersonFirstname,
    contactPersonLastname: row.contactPersonLastname,
    contactPersonPhonenumber: row.contactPersonPhonenumber,
    executorContact: null,
    onsiteContact: row.onsiteContact,
    locale: row.locale,
    remarks: row.remarks,
    promoCode: row.promoCode,
    paymentMethod: row.paymentMethod,
  };
}

/**
 * The booking as stored (`before`, what the venue saw), and what it holds for the public bounds: the
 * stored booking and any change waiting for the venue (`held`). `storedPayload`: the stored booking's
 * `writablePayload`, when the caller has already read it (it is not changed here).
 */
export async function heldPayloads(
  db: Orm,
  row: BookingRow,
  storedPayload?: JsonObject,
): Promise<{ before: BookingInput | null; held: BookingInput[] }> {
  const stored = parseBookingPayload(
    storedPayload ?? (await writablePayload(db, { ...row, changeDraft: null })),
  );
  const pending = row.changeDraft ? parseBookingPayload(row.changeDraft as JsonObject) : null;
  const before = stored.ok ? stored.value : null;
  const held = [before, pending?.ok ? pending.value : null].filter((b): b is BookingInput => b !== null);
  return { before, held };
}

const blank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

function keepTexts(body: JsonObject, stored: JsonObject, names: readonly string[]): JsonObject {
  const kept: JsonObject = { ...body };
  for (const name of names) if (blank(body[name]) && !blank(stored[name])) kept[name] = stored[name]!;
  return kept;
}

// Spec §3/§5: an empty text is never sent and never overwrites a stored one.
/** An edit's payload with every empty or missing text taken from the stored booking (or its change). */
export function keepStoredTexts(body: JsonObject, stored: JsonObject): JsonObject {
  const kept = keepTexts(body, stored, BOOKING_TEXT_FIELDS);
  // A kept address keeps the house number it was written with.
  if (blank(body.address) && !blank(stored.address)) kept.housenumber = stored.housenumber ?? null;
  const contact = body.onsiteContact;
  const storedContact = stored.onsiteContact;
  if (contact && typeof contact === 'object' && !Array.isArray(contact) && storedContact) {
    kept.onsiteContact = keepTexts(contact as JsonObject, storedContact as JsonObject, CONTACT_TEXT_FIELDS);
  }
  return kept;
}

// What the venue agreed to: days, times, spaces, guests, rooms. Contact details are not part of it.
function linesSignature(input: BookingInput): string {
  const ref = (value: string | null, resource: string) =>
    value === null ? null : parseReference(value, resource);
  return JSON.stringify([
    input.meetingRooms.map((d) => [
      d.date,
      d.startTime,
      d.endTime,
      d.pax,
      d.halls.map((h) => [
        ref(h.hall, 'halls'),
        ref(h.emplacement, 'emplacements'),
        h.pax,
        h.startTime,
        h.endTime,
      ]),
      d.items.map((i) => [ref(i.item, 'items'), i.amount, i.numberOfGuests]),
      d.packageDeals.map((p) => [ref(p.packageDeal, 'package_deals'), p.amount]),
    ]),
    input.hotelRooms.map((r) => [
      ref(r.roomType, 'location_room_types'),
      r.startDate,
      r.endDate,
      r.amount,
      r.paxRoom,
      r.breakfast,
      r.lateCheckoutRooms,
    ]),
  ]);
}

/** Saves an edit of the locked booking `row`: rewrites a draft, or stores the change for apply_changes. */
export async function saveEdit(
  tx: Orm,
  row: BookingRow,
  resolved: ResolvedBooking,
  before: BookingInput | null,
  now: Date,
): Promise<BookingRow> {
  if (NOT_EDITABLE.has(row.status)) {
    throw new ProblemError('booking_not_editable', `A ${row.status} booking cannot be changed.`);
  }
  if (row.status === 'draft') {
    await replaceLines(tx, row.id, resolved);
    const [updated] = await tx
      .update(bookings)
      .set({ ...payloadColumns(resolved), ...touched(now) })
      .where(sql`${bookings.id} = ${row.id}`)
      .returning();
    return updated!;
  }
  const needsVenue = before === null || linesSignature(before) !== linesSignature(resolved.input);
  const flags = {
    ...flagsOf(row),
    changePending: true,
    changeNeedsVenue: flagsOf(row).changeNeedsVenue || needsVenue,
  };
  const [updated] = await tx
    .update(bookings)
    .set({ changeDraft: resolved.input, flags, ...touched(now) })
    .where(sql`${bookings.id} = ${row.id}`)
    .returning();
  return updated!;
}

/** apply_changes: the stored change becomes the booking (checked again: references may have changed). */
export async function applyChangeDraft(
  tx: Orm,
  row: BookingRow,
  location: BookingLocation,
  now: Date,
): Promise<void> {
  const draft = row.changeDraft as BookingInput | null;
  if (!draft) return;
  const checked = await resolveBooking(tx, draft, {
    now,
    partnerId: row.partnerId,
    requireAvailable: false,
    locationId: location.id,
  });
  if (!checked.ok) throw unprocessable(checked.violations);
  await replaceLines(tx, row.id, checked.value);
  await tx.update(bookings).set(payloadColumns(checked.value)).where(sql`${bookings.id} = ${row.id}`);
}
