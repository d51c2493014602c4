import { and, eq, inArray } from 'drizzle-orm';
import {
  BREAKFAST_NOT_SELECTABLE,
  breakfastRefused,
  roomBreakfast,
} from '../../../../src/domain/breakfast.ts';
import type { Violation } from '../../api/resource.ts';
import { unprocessable } from '../../api/violations.ts';
import type { Orm } from '../../db/database.ts';
import {
  hallPeriodPricings,
  halls,
  items,
  locationRoomTypes,
  locations,
  packageDealHalls,
  packageDealItems,
  packageDeals,
} from '../../db/schema/index.ts';
import type { QuoteDay, QuoteOfferLine, QuoteRoom } from '../../domain/pricing/index.ts';
import type { BookingLines } from './price-booking.ts';
import { taxCodeFor } from './tax-codes.ts';

// A booking mapped onto the pricing engine, one request per venue: the meeting days at the booking's
// location, and each stay at the location of its room type (issue 7: guests may sleep at another
// location of the same partner). Each venue brings its own currency, tax scheme, rates and breakfast
// default.

/** A location row as drizzle reads it. */
export type LocationRow = typeof locations.$inferSelect;

/** One venue's engine input (no discount yet) with where its stays sit in the booking's `hotelRooms`. */
export type VenueRequest = {
  location: LocationRow;
  days: QuoteDay[];
  rooms: QuoteRoom[];
  /** For each of `rooms`, its index in the booking's `hotelRooms` (problems name the booking's path). */
  roomIndexes: number[];
  /** Lines staff added to the offer: the booking's own location prices them, at its rates. */
  offerLines: QuoteOfferLine[];
};

const iri = (path: string, id: number) => `/api/${path}/${id}`;
const ids = <T>(list: T[], pick: (x: T) => number) => [...new Set(list.map(pick))];
/**
 * Runs `query` only when `list` holds ids: a query for no ids answers nothing, yet costs a statement
 * (on PGlite, a turn of the one connection every other request waits for). Most bookings have no
 * package deals or no stays, and a reminder's summary prices the booking again.
 */
const unlessNone = <T>(list: number[], query: () => PromiseLike<T[]>): Promise<T[]> =>
  list.length === 0 ? Promise.resolve([]) : Promise.resolve(query());

async function loadMeetingCatalogue(db: Orm, lines: BookingLines) {
  const days = lines.days;
  const hallIds = ids(
    days.flatMap((d) => d.halls),
    (h) => h.hallId,
  );
  const itemIds = ids(
    days.flatMap((d) => d.items),
    (i) => i.itemId,
  );
  const dealIds = ids(
    days.flatMap((d) => d.packageDeals),
    (p) => p.packageDealId,
  );
  const inLocation = lines.locationId;
  const [hallRows, pricingRows, itemRows, dealRows, dealHallRows, dealItemRows] = await Promise.all([
    unlessNone(hallIds, () =>
      db
        .select({ id: halls.id })
        .from(halls)
        .where(and(eq(halls.locationId, inLocation), inArray(halls.id, hallIds))),
    ),
    unlessNone(hallIds, () =>
      db.select().from(hallPeriodPricings).where(inArray(hallPeriodPricings.hallId, hallIds)),
    ),
    unlessNone(itemIds, () =>
      db
        .select()
        .from(items)
        .where(and(eq(items.locationId, inLocation), inArray(items.id, itemIds))),
    ),
    unlessNone(dealIds, () =>
      db
        .select()
        .from(packageDeals)
        .where(and(eq(packageDeals.locationId, inLocation), inArray(packageDeals.id, dealIds))),
    ),
    unlessNone(dealIds, () =>
      db.select().from(packageDealHalls).where(inArray(packageDealHalls.packageDealId, dealIds)),
    ),
    unlessNone(dealIds, () =>
      db.select().from(packageDealItems).where(inArray(packageDealItems.packageDealId, dealIds)),
    ),
  ]);
  return {
    halls: new Set(hallRows.map((h) => h.id)),
    pricings: pricingRows,
    items: new Map(itemRows.map((i) => [i.id, i])),
    deals: new Map(dealRows.map((d) => [d.id, d])),
    dealHalls: dealHallRows,
    dealItems: dealItemRows,
  };
}

/**
 * The room types the stays may use, each with its location: the booking's own, or another location of
 * the same partner (available ones only when `requireAvailable`, i.e. for a public quote; a saved
 * booking keeps being priced after the partner switches a venue off).
 */
async function loadRoomVenues(db: Orm, lines: BookingLines, own: LocationRow, requireAvailable: boolean) {
  const roomTypeIds = ids(lines.rooms, (r) => r.roomTypeId);
  const roomRows = await unlessNone(roomTypeIds, () =>
    db.select().from(locationRoomTypes).where(inArray(locationRoomTypes.id, roomTypeIds)),
  );
  const venueIds = ids(roomRows, (r) => r.locationId).filter((id) => id !== own.id);
  const venueRows = await unlessNone(venueIds, () =>
    db.select().from(locations).where(inArray(locations.id, venueIds)),
  );
  const venues = new Map<number, LocationRow>([[own.id, own]]);
  for (const venue of venueRows) {
    if (venue.partnerId === own.partnerId && (venue.available || !requireAvailable))
      venues.set(venue.id, venue);
  }
  return {
    roomTypes: new Map(roomRows.filter((r) => venues.has(r.locationId)).map((r) => [r.id, r])),
    venues,
  };
}

function missing(path: string, what: string, id: number, where = "this location's catalogue"): Violation {
  return { propertyPath: path, message: `${what} ${id} is not in ${where}.`, code: 'not_found' };
}

/**
 * Maps the booking onto one engine request per venue, the booking's location first (even when it holds
 * nothing: the answer's top-level Pricing is its), then the other venues in the order their first stay
 * appears. Ids outside what the booking may use are 422 violations on the booking's paths, and so is a
 * breakfast the stay's location does not let visitors choose (`checkChoices`; not for a saved booking).
 */
export async function venueRequests(
  db: Orm,
  lines: BookingLines,
  own: LocationRow,
  requireAvailable: boolean,
  checkChoices = true,
): Promise<VenueRequest[]> {
  const [meeting, rooms] = await Promise.all([
    loadMeetingCatalogue(db, lines),
    loadRoomVenues(db, lines, own, requireAvailable),
  ]);
  const violations: Violation[] = [];
  const rates = own.taxRates;
  const days: QuoteDay[] = lines.days.map((day, d) => ({
    date: day.date,
    startTime: day.startTime,
    endTime: day.endTime,
    pax: day.pax,
    halls: day.halls.flatMap((hall, h) => {
      if (!meeting.halls.has(hall.hallId)) {
        violations.push(missing(`meetingRooms[${d}].halls[${h}].hall`, 'Hall', hall.hallId));
        return [];
      }
      return [
        {
          hall: iri('halls', hall.hallId),
          startTime: hall.startTime,
          endTime: hall.endTime,
          taxRateCode: taxCodeFor('hall', rates),
          periodPricings: meeting.pricings.filter((p) => p.hallId === hall.hallId),
          priceOverride: hall.priceOverride ?? null,
        },
      ];
    }),
    items: day.items.flatMap((line, i) => {
      const item = meeting.items.get(line.itemId);
      if (!item) {
        violations.push(missing(`meetingRooms[${d}].items[${i}].item`, 'Item', line.itemId));
        return [];
      }
      return [
        {
          item: iri('items', item.id),
          category: item.category,
          priceType: item.priceType,
          price: item.price,
          taxRateCode: item.taxRateCode,
          amount: line.amount,
          numberOfGuests: line.numberOfGuests,
        },
      ];
    }),
    packageDeals: day.packageDeals.flatMap((line, p) => {
      const deal = meeting.deals.get(line.packageDealId);
      if (!deal) {
        violations.push(
          missing(`meetingRooms[${d}].packageDeals[${p}].packageDeal`, 'Package deal', line.packageDealId),
        );
        return [];
      }
      return [
        {
          packageDeal: iri('package_deals', deal.id),
          pricePerPerson: deal.pricePerPerson,
          taxRateCode: deal.taxRateCode as QuoteDay['packageDeals'][number]['taxRateCode'],
          includingHallRental: deal.includingHallRental,
          includedHalls: meeting.dealHalls
            .filter((x) => x.packageDealId === deal.id)
            .map((x) => iri('halls', x.hallId)),
          includedItems: meeting.dealItems
            .filter((x) => x.packageDealId === deal.id)
            .map((x) => iri('items', x.itemId)),
          // The payload's `amount` of a package deal is the number of persons; null: the day's pax.
          pax: line.amount ?? day.pax,
        },
      ];
    }),
  }));
  const venues = new Map<number, VenueRequest>([
    [
      own.id,
      {
        location: own,
        days,
        rooms: [],
        roomIndexes: [],
        offerLines: (lines.offerLines ?? []).map((line) => ({ ...line })),
      },
    ],
  ]);
  lines.rooms.forEach((room, r) => {
    const type = rooms.roomTypes.get(room.roomTypeId);
    const location = type && rooms.venues.get(type.locationId);
    if (!type || !location) {
      const where = "the room types of this partner's available locations";
      violations.push(missing(`hotelRooms[${r}].roomType`, 'Room type', room.roomTypeId, where));
      return;
    }
    if (checkChoices && breakfastRefused(room.breakfast, location)) {
      violations.push({
        propertyPath: `hotelRooms[${r}].breakfast`,
        message: BREAKFAST_NOT_SELECTABLE,
        code: 'breakfast_not_selectable',
      });
    }
    const venue = venues.get(location.id) ?? {
      location,
      days: [],
      rooms: [],
      roomIndexes: [],
      offerLines: [],
    };
    const venueRates = location.taxRates;
    venue.rooms.push({
      startDate: room.startDate,
      endDate: room.endDate,
      amount: room.amount,
      paxRoom: room.paxRoom,
      breakfast: roomBreakfast(room, location),
      lateCheckoutRooms: room.lateCheckoutRooms,
      priceOverride: room.priceOverride ?? null,
      roomType: {
        roomType: iri('location_room_types', type.id),
        pricePerNight: type.pricePerNight,
        breakfastPricePerPerson: type.breakfastPricePerPerson,
        lateCheckoutPrice: type.lateCheckoutPrice,
        taxRateCode: taxCodeFor('room', venueRates),
        breakfastTaxRateCode: taxCodeFor('breakfast', venueRates),
        lateCheckoutTaxRateCode: taxCodeFor('late_checkout', venueRates),
      },
    });
    venue.roomIndexes.push(r);
    venues.set(location.id, venue);
  });
  if (violations.length > 0) throw unprocessable(violations);
  return [...venues.values()];
}
