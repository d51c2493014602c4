import { and, eq, inArray } from 'drizzle-orm';
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
import {
  type Pricing,
  type PricingProblem,
  priceQuote,
  type QuoteDay,
  type QuoteDiscount,
  type QuoteRequest,
  type QuoteRoom,
} from '../../domain/pricing/index.ts';
import { ProblemError } from '../../hydra/problem.ts';
import { type PromoOutcome, resolvePromoCode } from '../promo-codes/promo-lookup.ts';
import { taxCodeFor } from './tax-codes.ts';

/** A booking reduced to catalogue ids: what a quote body and a saved booking both become. */
export type BookingLines = {
  locationId: number;
  days: {
    date: string;
    startTime: string;
    endTime: string;
    pax: number;
    halls: { hallId: number; startTime: string; endTime: string; priceOverride?: number | null }[];
    items: { itemId: number; amount: number; numberOfGuests: number | null }[];
    packageDeals: { packageDealId: number; amount: number }[];
  }[];
  rooms: {
    startDate: string;
    endDate: string;
    amount: number;
    paxRoom: number;
    roomTypeId: number;
    breakfast: boolean | null;
    lateCheckoutRooms: number;
  }[];
  promoCode: string | null;
};

/** The answer of a quote or a billing: the Pricing plus what happened to the promo code. */
export type PricedBooking = { pricing: Pricing; promoCode: PromoOutcome | null };

const iri = (path: string, id: number) => `/api/${path}/${id}`;
const ids = <T>(list: T[], pick: (x: T) => number) => [...new Set(list.map(pick))];

async function loadCatalogue(db: Orm, lines: BookingLines) {
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
  const roomTypeIds = ids(lines.rooms, (r) => r.roomTypeId);
  const inLocation = lines.locationId;
  const none = [0];
  const [hallRows, pricingRows, itemRows, dealRows, dealHallRows, dealItemRows, roomRows] = await Promise.all(
    [
      db
        .select({ id: halls.id })
        .from(halls)
        .where(and(eq(halls.locationId, inLocation), inArray(halls.id, hallIds.length ? hallIds : none))),
      db
        .select()
        .from(hallPeriodPricings)
        .where(inArray(hallPeriodPricings.hallId, hallIds.length ? hallIds : none)),
      db
        .select()
        .from(items)
        .where(and(eq(items.locationId, inLocation), inArray(items.id, itemIds.length ? itemIds : none))),
      db
        .select()
        .from(packageDeals)
        .where(
          and(
            eq(packageDeals.locationId, inLocation),
            inArray(packageDeals.id, dealIds.length ? dealIds : none),
          ),
        ),
      db
        .select()
        .from(packageDealHalls)
        .where(inArray(packageDealHalls.packageDealId, dealIds.length ? dealIds : none)),
      db
        .select()
        .from(packageDealItems)
        .where(inArray(packageDealItems.packageDealId, dealIds.length ? dealIds : none)),
      db
        .select()
        .from(locationRoomTypes)
        .where(
          and(
            eq(locationRoomTypes.locationId, inLocation),
            inArray(locationRoomTypes.id, roomTypeIds.length ? roomTypeIds : none),
          ),
        ),
    ],
  );
  return {
    halls: new Set(hallRows.map((h) => h.id)),
    pricings: pricingRows,
    items: new Map(itemRows.map((i) => [i.id, i])),
    deals: new Map(dealRows.map((d) => [d.id, d])),
    dealHalls: dealHallRows,
    dealItems: dealItemRows,
    roomTypes: new Map(roomRows.map((r) => [r.id, r])),
  };
}

function missing(path: string, what: string, id: number): Violation {
  return {
    propertyPath: path,
    message: `${what} ${id} is not in this location's catalogue.`,
    code: 'not_found',
  };
}

/** Maps the booking onto the engine's request; ids outside the location's catalogue are violations. */
async function toQuoteRequest(
  db: Orm,
  lines: BookingLines,
  location: typeof locations.$inferSelect,
): Promise<Omit<QuoteRequest, 'discount'>> {
  const catalogue = await loadCatalogue(db, lines);
  const violations: Violation[] = [];
  const rates = location.taxRates;
  const days: QuoteDay[] = lines.days.map((day, d) => ({
    date: day.date,
    startTime: day.startTime,
    endTime: day.endTime,
    pax: day.pax,
    halls: day.halls.flatMap((hall, h) => {
      if (!catalogue.halls.has(hall.hallId)) {
        violations.push(missing(`meetingRooms[${d}].halls[${h}].hall`, 'Hall', hall.hallId));
        return [];
      }
      return [
        {
          hall: iri('halls', hall.hallId),
          startTime: hall.startTime,
          endTime: hall.endTime,
          taxRateCode: taxCodeFor('hall', rates),
          periodPricings: catalogue.pricings.filter((p) => p.hallId === hall.hallId),
          priceOverride: hall.priceOverride ?? null,
        },
      ];
    }),
    items: day.items.flatMap((line, i) => {
      const item = catalogue.items.get(line.itemId);
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
      const deal = catalogue.deals.get(line.packageDealId);
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
          includedHalls: catalogue.dealHalls
            .filter((x) => x.packageDealId === deal.id)
            .map((x) => iri('halls', x.hallId)),
          includedItems: catalogue.dealItems
            .filter((x) => x.packageDealId === deal.id)
            .map((x) => iri('items', x.itemId)),
          // The payload's `amount` of a package deal is the number of persons it is booked for.
          pax: line.amount,
        },
      ];
    }),
  }));
  const rooms: QuoteRoom[] = lines.rooms.flatMap((room, r) => {
    const type = catalogue.roomTypes.get(room.roomTypeId);
    if (!type) {
      violations.push(missing(`hotelRooms[${r}].roomType`, 'Room type', room.roomTypeId));
      return [];
    }
    return [
      {
        startDate: room.startDate,
        endDate: room.endDate,
        amount: room.amount,
        paxRoom: room.paxRoom,
        breakfast: room.breakfast ?? location.breakfastEnabledByDefault,
        lateCheckoutRooms: room.lateCheckoutRooms,
        roomType: {
          roomType: iri('location_room_types', type.id),
          pricePerNight: type.pricePerNight,
          breakfastPricePerPerson: type.breakfastPricePerPerson,
          lateCheckoutPrice: type.lateCheckoutPrice,
          taxRateCode: taxCodeFor('room', rates),
          breakfastTaxRateCode: taxCodeFor('breakfast', rates),
          lateCheckoutTaxRateCode: taxCodeFor('late_checkout', rates),
        },
      },
    ];
  });
  if (violations.length > 0) throw unprocessable(violations);
  return {
    location: { currency: location.currency, pricingTaxScheme: location.pricingTaxScheme, taxRates: rates },
    days,
    rooms,
  };
}

function unpriceable(problem: PricingProblem): ProblemError {
  // The catalogue, not the visitor, is at fault (a missing period price, an undefined tax rate).
  return new ProblemError(422, `pricing_${problem.code}`, problem.message, {}, {
    violations: [{ propertyPath: problem.path ?? '', message: problem.message, code: problem.code }],
  } as never);
}

/** Prices a booking against one location's catalogue, with its promo code (or a corporate discount). */
export async function priceBooking(
  db: Orm,
  lines: BookingLines,
  options: { now: Date; discount?: QuoteDiscount | null },
): Promise<PricedBooking> {
  const [location] = await db.select().from(locations).where(eq(locations.id, lines.locationId));
  if (!location)
    throw new ProblemError(404, 'location_not_found', `Location ${lines.locationId} does not exist.`);
  const request = await toQuoteRequest(db, lines, location);
  const promo =
    lines.promoCode === null
      ? null
      : await resolvePromoCode(db, lines.promoCode, {
          partnerId: location.partnerId,
          locationId: location.id,
          currency: location.currency,
          timeZone: location.timeZone,
          now: options.now,
          contains: { event: request.days.length > 0, hotel: request.rooms.length > 0 },
        });
  const discount = promo?.status === 'applied' ? promo.discount : (options.discount ?? null);
  const result = priceQuote({ ...request, discount });
  if (!result.ok) throw unpriceable(result.problem);
  // The discount itself is in the Pricing; the outcome only says what happened to the code.
  const outcome = promo && (promo.status === 'applied' ? { code: promo.code, status: promo.status } : promo);
  return { pricing: result.pricing, promoCode: outcome };
}
