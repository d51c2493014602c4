import { asc, count, eq } from 'drizzle-orm';
import type { Emplacement } from '../../../../src/domain/catalogue.types.ts';
import { iri } from '../../../../src/domain/iri.ts';
import type { Orm } from '../../db/database.ts';
import { emplacements } from '../../db/schema/index.ts';
import type { CollectionPage } from '../../hydra/collection.ts';
import type { Pagination } from '../../hydra/pagination.ts';

type EmplacementRow = typeof emplacements.$inferSelect;

/** The API shape of an emplacement row (catalogue.types.ts `Emplacement`). */
export function toEmplacement(row: EmplacementRow): Emplacement {
  return {
    '@id': iri('emplacements', row.id),
    '@type': 'Emplacement',
    id: row.id,
    code: row.code,
    name: row.name,
    translations: row.translations,
  };
}

/** Reads the global seating layouts. */
export function emplacementsRepository(db: Orm) {
  return {
    /** One emplacement by id, or null. */
    async findById(id: number): Promise<Emplacement | null> {
      const [row] = await db.select().from(emplacements).where(eq(emplacements.id, id));
      return row ? toEmplacement(row) : null;
    },

    /** One page of emplacements in icon order. */
    async list(page: Pagination): Promise<CollectionPage<Emplacement>> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(emplacements)
          .orderBy(asc(emplacements.position), asc(emplacements.id))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        db.select({ n: count() }).from(emplacements),
      ]);
      return { members: rows.map(toEmplacement), totalItems: Number(total?.n ?? 0) };
    },
  };
}
