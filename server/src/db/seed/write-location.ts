import type { Orm } from '../database.ts';
import {
  hallEmplacements,
  hallPeriodPricings,
  halls,
  items,
  locationEmplacements,
  locationRoomTypes,
  locations,
  packageDealHalls,
  packageDealItems,
  packageDeals,
} from '../schema/index.ts';
import {
  type LayoutCode,
  type LocationDocument,
  toDescriptions,
  toTranslations,
  toTypedTranslations,
} from './document.ts';

/** Emplacement ids by layout code. */
export type EmplacementIds = Map<LayoutCode, number>;

/** The id of a layout, failing loudly on a code the seed does not know. */
export function emplacementId(ids: EmplacementIds, code: LayoutCode): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`Unknown emplacement ${code}`);
  return id;
}

/** Inserts one location with its halls, layouts, prices, items, package deals and room types. */
export async function writeLocation(
  db: Orm,
  partnerId: number,
  position: number,
  doc: LocationDocument,
  emplacementIds: EmplacementIds,
): Promise<void> {
  const [location] = await db
    .insert(locations)
    .values({
      partnerId,
      name: doc.name,
      city: doc.city,
      abbreviation: doc.abbreviation,
      available: doc.available ?? true,
      address: doc.address,
      phone: doc.phone,
      email: doc.email,
      website: doc.website,
      termsUrl: doc.termsUrl,
      currency: doc.currency,
      timeZone: doc.timeZone,
      pricingTaxScheme: doc.pricingTaxScheme,
      taxRates: doc.taxRates,
      bookingEventTypes: doc.eventTypes.map((type) => ({
        code: type.code,
        translations: toTranslations(type.name),
      })),
      ...doc.settings,
      translations: toTypedTranslations(doc.texts),
      position,
    })
    .returning({ id: locations.id });
  const locationId = location!.id;
  const currency = doc.currency;

  const hallIds = new Map<string, number>();
  const layouts = new Set<LayoutCode>();
  for (const [index, hall] of doc.halls.entries()) {
    const [row] = await db
      .insert(halls)
      .values({
        locationId,
        name: hall.name,
        available: hall.available ?? true,
        squareMeters: hall.squareMeters,
        translations: toTranslations({
          'nl-NL': hall.name,
          'en-US': hall.name,
          'de-DE': hall.name,
          'fr-FR': hall.name,
          'fi-FI': hall.name,
        }),
        descriptions: toDescriptions(hall.description),
        position: index,
      })
      .returning({ id: halls.id });
    hallIds.set(hall.key, row!.id);
    const capacities = Object.entries(hall.capacities) as [LayoutCode, number][];
    for (const [code] of capacities) layouts.add(code);
    await db.insert(hallEmplacements).values(
      capacities.map(([code, capacity]) => ({
        hallId: row!.id,
        emplacementId: emplacementId(emplacementIds, code),
        capacity,
      })),
    );
    await db.insert(hallPeriodPricings).values(
      Object.entries(hall.prices).map(([period, price]) => ({
        hallId: row!.id,
        period: period as keyof typeof hall.prices,
        price: price ?? 0,
        currency,
      })),
    );
  }
  await db
    .insert(locationEmplacements)
    .values(
      [...layouts].sort().map((code) => ({ locationId, emplacementId: emplacementId(emplacementIds, code) })),
    );

  const itemIds = new Map<string, number>();
  for (const [index, item] of doc.items.entries()) {
    const [row] = await db
      .insert(items)
      .values({
        locationId,
        category: item.category,
        priceType: item.priceType,
        price: item.price,
        currency,
        taxRateCode: item.taxRateCode,
        available: item.available ?? true,
        translations: toTranslations(item.name),
        descriptions: item.description ? toDescriptions(item.description) : [],
        position: index,
      })
      .returning({ id: items.id });
    itemIds.set(item.key, row!.id);
  }

  for (const [index, deal] of doc.packageDeals.entries()) {
    const [row] = await db
      .insert(packageDeals)
      .values({
        locationId,
        type: deal.type,
        timeslots: deal.timeslots,
        period: deal.period,
        cateringPackage: deal.cateringPackage,
        includingHallRental: deal.includingHallRental,
        pricePerPerson: deal.pricePerPerson,
        currency,
        taxRateCode: deal.taxRateCode,
        minPax: deal.minPax,
        maxPax: deal.maxPax,
        validFrom: deal.validFrom,
        validUntil: deal.validUntil,
        translations: toTranslations(deal.name),
        descriptions: toDescriptions(deal.description),
        position: index,
      })
      .returning({ id: packageDeals.id });
    const included = deal.items.filter((entry) => itemIds.has(entry.key));
    if (included.length > 0) {
      await db.insert(packageDealItems).values(
        included.map((entry) => ({
          packageDealId: row!.id,
          itemId: itemIds.get(entry.key)!,
          quantity: entry.quantity,
        })),
      );
    }
    if (deal.halls.length > 0) {
      await db
        .insert(packageDealHalls)
        .values(deal.halls.map((key) => ({ packageDealId: row!.id, hallId: hallIds.get(key)! })));
    }
  }

  await db.insert(locationRoomTypes).values(
    doc.roomTypes.map((room, index) => ({
      locationId,
      code: room.code,
      roomsType: room.roomsType,
      inventory: room.inventory,
      maxGuestsPerRoom: room.maxGuestsPerRoom,
      pricePerNight: room.pricePerNight,
      breakfastPricePerPerson: room.breakfastPricePerPerson,
      lateCheckoutPrice: room.lateCheckoutPrice,
      currency,
      translations: toTranslations(room.name),
      descriptions: toDescriptions(room.description),
      position: index,
    })),
  );
}
