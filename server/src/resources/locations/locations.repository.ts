import { and, asc, count, eq } from 'drizzle-orm';
import type { Location } from '../../../../src/domain/catalogue.types.ts';
import { iri } from '../../../../src/domain/iri.ts';
import type { Orm } from '../../db/database.ts';
import { locations } from '../../db/schema/index.ts';
import type { CollectionPage } from '../../hydra/collection.ts';
import type { Pagination } from '../../hydra/pagination.ts';

type LocationRow = typeof locations.$inferSelect;

/** The API shape of a location row (catalogue.types.ts `Location`). */
export function toLocation(row: LocationRow): Location {
  return {
    '@id': iri('locations', row.id),
    '@type': 'Location',
    id: row.id,
    partner: iri('partners', row.partnerId),
    name: row.name,
    city: row.city,
    abbreviation: row.abbreviation,
    available: row.available,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    termsUrl: row.termsUrl,
    currency: row.currency,
    timeZone: row.timeZone,
    pricingTaxScheme: row.pricingTaxScheme,
    taxRates: row.taxRates,
    bookingEventTypes: row.bookingEventTypes,
    locationSettings: {
      breakfastEnabledByDefault: row.breakfastEnabledByDefault,
      breakfastSelectable: row.breakfastSelectable,
      allowedOnlyCateringServices: row.allowedOnlyCateringServices,
      allowedOnlyFunctionSpaces: row.allowedOnlyFunctionSpaces,
      hallPreferenceEnabled: row.hallPreferenceEnabled,
      isShoppingBasketVisible: row.isShoppingBasketVisible,
    },
    translations: row.translations,
  };
}

/** Reads locations for the public API: only available ones are ever returned. */
export function locationsRepository(db: Orm) {
  return {
    /** One available location by id, or null (an unavailable one is as good as unknown to the public). */
    async findAvailable(id: number): Promise<Location | null> {
      const [row] = await db
        .select()
        .from(locations)
        .where(and(eq(locations.id, id), eq(locations.available, true)));
      return row ? toLocation(row) : null;
    },

    /** One page of a partner's available locations, in the partner's order. */
    async listAvailable(partnerId: number, page: Pagination): Promise<CollectionPage<Location>> {
      const where = and(eq(locations.partnerId, partnerId), eq(locations.available, true));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(locations)
          .where(where)
          .orderBy(asc(locations.position), asc(locations.id))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        db.select({ n: count() }).from(locations).where(where),
      ]);
      return { members: rows.map(toLocation), totalItems: Number(total?.n ?? 0) };
    },
  };
}
