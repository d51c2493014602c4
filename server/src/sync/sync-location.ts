import { eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import {
  hallEmplacements,
  hallPeriodPricings,
  halls,
  items,
  locationEmplacements,
  locationRoomTypes,
  packageDealHalls,
  packageDealItems,
  packageDeals,
} from '../db/schema/index.ts';
import { dealKey } from './check-document.ts';
import { type Desired, reconcile, sameValue, type Tally } from './reconcile.ts';
import type { SyncLocation, Texts } from './sync-types.ts';

/** Emplacement ids by layout code. */
export type LayoutIds = Map<string, number>;

const names = (texts: Texts) => Object.entries(texts).map(([language, name]) => ({ language, name }));
const descriptions = (texts: Texts | undefined) =>
  Object.entries(texts ?? {}).map(([language, description]) => ({ language, description }));

async function syncHalls(tx: Orm, locationId: number, doc: SyncLocation, layouts: LayoutIds, tally: Tally) {
  const hallIds = await reconcile(
    tx,
    {
      table: halls,
      kind: 'halls',
      parent: eq(halls.locationId, locationId),
      keyOf: (row) => row.key as string,
      desired: doc.halls.map((hall, position) => ({
        key: hall.key,
        values: {
          locationId,
          key: hall.key,
          name: hall.name,
          available: hall.available,
          squareMeters: hall.squareMeters,
          bufferBeforeMinutes: hall.bufferBeforeMinutes,
          bufferAfterMinutes: hall.bufferAfterMinutes,
          translations: names(hall.translations ?? {}),
          descriptions: descriptions(hall.description),
          position,
        },
      })),
      retire: { available: false },
    },
    tally,
  );
  const described = doc.halls.map((hall) => hallIds.get(hall.key)!);
  if (described.length === 0) return hallIds;
  const capacities: Desired[] = [];
  const prices: Desired[] = [];
  for (const hall of doc.halls) {
    const hallId = hallIds.get(hall.key)!;
    for (const [code, capacity] of Object.entries(hall.capacities)) {
      const emplacementId = layouts.get(code)!;
      capacities.push({ key: `${hallId}:${emplacementId}`, values: { hallId, emplacementId, capacity } });
    }
    const seasonless = Object.entries(hall.prices).map(([period, price]) => ({
      period,
      price: price!,
      validFrom: null,
      validUntil: null,
    }));
    for (const entry of [...seasonless, ...hall.seasonalPrices]) {
      prices.push({
        key: `${hallId}:${entry.period}:${entry.validFrom}:${entry.validUntil}`,
        values: {
          hallId,
          period: entry.period,
          price: entry.price,
          currency: doc.currency,
          validFrom: entry.validFrom,
          validUntil: entry.validUntil,
        },
      });
    }
  }
  await reconcile(
    tx,
    {
      table: hallEmplacements,
      kind: 'hallEmplacements',
      parent: inArray(hallEmplacements.hallId, described),
      keyOf: (row) => `${row.hallId}:${row.emplacementId}`,
      desired: capacities,
      retire: 'delete',
    },
    tally,
  );
  await reconcile(
    tx,
    {
      table: hallPeriodPricings,
      kind: 'hallPeriodPricings',
      parent: inArray(hallPeriodPricings.hallId, described),
      keyOf: (row) => `${row.hallId}:${row.period}:${row.validFrom}:${row.validUntil}`,
      desired: prices,
      retire: 'delete',
    },
    tally,
  );
  return hallIds;
}

async function syncDealLinks(
  tx: Orm,
  dealId: number,
  itemList: { itemId: number; quantity: number }[],
  hallList: number[],
) {
  const [currentItems, currentHalls] = await Promise.all([
    tx
      .select({ itemId: packageDealItems.itemId, quantity: packageDealItems.quantity })
      .from(packageDealItems)
      .where(eq(packageDealItems.packageDealId, dealId)),
    tx
      .select({ hallId: packageDealHalls.hallId })
      .from(packageDealHalls)
      .where(eq(packageDealHalls.packageDealId, dealId)),
  ]);
  const sorted = <T>(list: T[], by: (x: T) => number) => [...list].sort((a, b) => by(a) - by(b));
  const itemsSame = sameValue(
    sorted(currentItems, (x) => x.itemId),
    sorted(itemList, (x) => x.itemId),
  );
  const hallsSame = sameValue(
    currentHalls.map((x) => x.hallId).sort((a, b) => a - b),
    [...hallList].sort((a, b) => a - b),
  );
  if (!itemsSame) {
    await tx.delete(packageDealItems).where(eq(packageDealItems.packageDealId, dealId));
    if (itemList.length > 0)
      await tx.insert(packageDealItems).values(itemList.map((x) => ({ packageDealId: dealId, ...x })));
  }
  if (!hallsSame) {
    await tx.delete(packageDealHalls).where(eq(packageDealHalls.packageDealId, dealId));
    if (hallList.length > 0)
      await tx.insert(packageDealHalls).values(hallList.map((hallId) => ({ packageDealId: dealId, hallId })));
  }
  return itemsSame && hallsSame;
}

/** Makes one location's catalogue match its document entry; the location row itself is already written. */
export async function syncLocationCatalogue(
  tx: Orm,
  locationId: number,
  doc: SyncLocation,
  layouts: LayoutIds,
  tally: Tally,
) {
  const hallIds = await syncHalls(tx, locationId, doc, layouts, tally);
  const offered = [...new Set(doc.halls.flatMap((hall) => Object.keys(hall.capacities)))].sort();
  await reconcile(
    tx,
    {
      table: locationEmplacements,
      kind: 'locationEmplacements',
      parent: eq(locationEmplacements.locationId, locationId),
      keyOf: (row) => String(row.emplacementId),
      desired: offered.map((code) => ({
        key: String(layouts.get(code)),
        values: { locationId, emplacementId: layouts.get(code)! },
      })),
      retire: 'delete',
    },
    tally,
  );
  const itemIds = await reconcile(
    tx,
    {
      table: items,
      kind: 'items',
      parent: eq(items.locationId, locationId),
      keyOf: (row) => row.key as string,
      desired: doc.items.map((item, position) => ({
        key: item.key,
        values: {
          locationId,
          key: item.key,
          category: item.category,
          priceType: item.priceType,
          price: item.price,
          currency: doc.currency,
          taxRateCode: item.taxRateCode,
          available: item.available,
          translations: names(item.name),
          descriptions: descriptions(item.description),
          position,
        },
      })),
      retire: { available: false },
    },
    tally,
  );
  const dealIds = await reconcile(
    tx,
    {
      table: packageDeals,
      kind: 'packageDeals',
      parent: eq(packageDeals.locationId, locationId),
      keyOf: (row) => row.key as string,
      desired: doc.packageDeals.map((deal, position) => ({
        key: dealKey(deal),
        values: {
          locationId,
          key: dealKey(deal),
          type: deal.type,
          timeslots: deal.timeslots,
          period: deal.period,
          cateringPackage: deal.cateringPackage,
          includingHallRental: deal.includingHallRental,
          available: deal.available,
          deleted: false,
          pricePerPerson: deal.pricePerPerson,
          currency: doc.currency,
          taxRateCode: deal.taxRateCode,
          minPax: deal.minPax,
          maxPax: deal.maxPax,
          validFrom: deal.validFrom,
          validUntil: deal.validUntil,
          translations: names(deal.name),
          descriptions: descriptions(deal.description),
          position,
        },
      })),
      retire: { deleted: true },
    },
    tally,
  );
  for (const deal of doc.packageDeals) {
    const dealId = dealIds.get(dealKey(deal))!;
    const same = await syncDealLinks(
      tx,
      dealId,
      deal.items.map((entry) => ({ itemId: itemIds.get(entry.key)!, quantity: entry.quantity })),
      deal.halls.map((key) => hallIds.get(key)!),
    );
    // Changed links change the deal, even when its own columns did not.
    if (!same && dealIds.unchanged.has(dealKey(deal))) {
      tally.unchanged.packageDeals--;
      tally.updated.packageDeals++;
      await tx.update(packageDeals).set({ updatedAt: sql`now()` }).where(eq(packageDeals.id, dealId));
    }
  }
  await reconcile(
    tx,
    {
      table: locationRoomTypes,
      kind: 'locationRoomTypes',
      parent: eq(locationRoomTypes.locationId, locationId),
      keyOf: (row) => row.code as string,
      desired: doc.roomTypes.map((room, position) => ({
        key: room.code,
        values: {
          locationId,
          code: room.code,
          roomsType: room.roomsType,
          available: room.available,
          inventory: room.inventory,
          maxGuestsPerRoom: room.maxGuestsPerRoom,
          pricePerNight: room.pricePerNight,
          breakfastPricePerPerson: room.breakfastPricePerPerson,
          lateCheckoutPrice: room.lateCheckoutPrice,
          currency: doc.currency,
          translations: names(room.name),
          descriptions: descriptions(room.description),
          position,
        },
      })),
      retire: { available: false },
    },
    tally,
  );
}
