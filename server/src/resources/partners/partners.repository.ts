import { asc, count, eq } from 'drizzle-orm';
import type { Partner } from '../../../../src/domain/catalogue.types.ts';
import { iri } from '../../../../src/domain/iri.ts';
import type { Orm } from '../../db/database.ts';
import { partners } from '../../db/schema/index.ts';
import type { CollectionPage } from '../../hydra/collection.ts';
import type { Pagination } from '../../hydra/pagination.ts';

type PartnerRow = typeof partners.$inferSelect;

/** The API shape of a partner row (catalogue.types.ts `Partner`). */
export function toPartner(row: PartnerRow): Partner {
  return {
    '@id': iri('partners', row.id),
    '@type': 'Partner',
    id: row.id,
    slug: row.slug,
    name: row.name,
    logoFilename: row.logoFilename,
    faviconFilename: row.faviconFilename,
    contact: { email: row.contactEmail, phonenumber: row.contactPhone },
    paxMiceThreshold: row.paxMiceThreshold,
    partnerSettings: {
      color: row.color,
      secondaryColor: row.secondaryColor,
      webformFont: row.webformFont,
      webformRoundedBoxes: row.webformRoundedBoxes,
      termsUrl: row.termsUrl,
      lateCheckoutEnabled: row.lateCheckoutEnabled,
      webformImages: row.webformImages,
      translations: row.translations,
      defaultEmplacement:
        row.defaultEmplacementId === null ? null : iri('emplacements', row.defaultEmplacementId),
      bigGroupsDefaultEmplacement:
        row.bigGroupsDefaultEmplacementId === null
          ? null
          : iri('emplacements', row.bigGroupsDefaultEmplacementId),
      analyticsKey: row.analyticsKey,
      website: row.website,
      currency: row.currency,
    },
  };
}

/** Reads partners for the public API. */
export function partnersRepository(db: Orm) {
  return {
    /** One partner by id, or null. */
    async findById(id: number): Promise<Partner | null> {
      const [row] = await db.select().from(partners).where(eq(partners.id, id));
      return row ? toPartner(row) : null;
    },

    /** The id of the partner with this slug, or null. */
    async idBySlug(slug: string): Promise<number | null> {
      const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.slug, slug));
      return row?.id ?? null;
    },

    /** One page of partners, optionally only the one with `slug`. */
    async list(filter: { slug: string | null }, page: Pagination): Promise<CollectionPage<Partner>> {
      const where = filter.slug === null ? undefined : eq(partners.slug, filter.slug);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(partners)
          .where(where)
          .orderBy(asc(partners.id))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        db.select({ n: count() }).from(partners).where(where),
      ]);
      return { members: rows.map(toPartner), totalItems: Number(total?.n ?? 0) };
    },
  };
}
