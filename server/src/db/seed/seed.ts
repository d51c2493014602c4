import { sql } from 'drizzle-orm';
import { syncPartner } from '../../sync/sync-partner.ts';
import type { Database, Orm } from '../database.ts';
import { SCHEMA_LOCK_KEY } from '../migrate.ts';
import { emplacements, partners } from '../schema/index.ts';
import { EMPLACEMENTS } from './catalogue/emplacements.ts';
import { seedDemoManager } from './demo-managers.ts';
import type { PartnerDocument } from './document.ts';
import { toTranslations } from './document.ts';
import { fjord } from './fjord.ts';
import { harbour } from './harbour/partner.ts';
import { seedPricingCodes } from './pricing-codes.ts';

/** The demo partners, in the order they are written (so their ids are 1 and 2 on a fresh database). */
export const DEMO_PARTNERS: PartnerDocument[] = [harbour, fjord];

/** Every catalogue table (and the staff keys bound to its partners), emptied by `--reset` (CASCADE also empties later tables that refer to them). */
const CATALOGUE_TABLES = [
  'media',
  'package_deal_halls',
  'package_deal_items',
  'package_deals',
  'location_room_types',
  'items',
  'hall_period_pricings',
  'hall_emplacements',
  'halls',
  'location_emplacements',
  'locations',
  'staff_keys',
  'partners',
  'emplacements',
];

/** What a seed run did, for the CLI and the logs. */
export type SeedReport = { reset: boolean; created: string[]; skipped: string[] };

async function ensureEmplacements(db: Orm): Promise<void> {
  await db
    .insert(emplacements)
    .values(
      EMPLACEMENTS.map((e, position) => ({
        code: e.code,
        name: e.name['en-US'],
        translations: toTranslations(e.name),
        position,
      })),
    )
    .onConflictDoNothing({ target: emplacements.code });
}

/**
 * Writes the demo catalogue through the same catalogue sync as `PUT /api/partners/{id}/sync`, so the demo
 * documents are checked like any partner's. Idempotent: the emplacements are upserted by code and a partner
 * whose slug exists is left alone (staff edits survive a restart), so a second run changes nothing. `reset` first empties every catalogue table and
 * restarts the ids. One transaction, under the schema lock, so concurrent starts on PostgreSQL cannot
 * seed twice.
 */
export async function seedDatabase(db: Database, options: { reset?: boolean } = {}): Promise<SeedReport> {
  const reset = options.reset ?? false;
  return db.exclusive(SCHEMA_LOCK_KEY, () =>
    db.orm.transaction(async (tx) => {
      const orm = tx as unknown as Orm;
      if (reset) {
        await orm.execute(sql.raw(`TRUNCATE ${CATALOGUE_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
      }
      await ensureEmplacements(orm);
      const existing = new Set(
        (await orm.select({ slug: partners.slug }).from(partners)).map((row) => row.slug),
      );
      const report: SeedReport = { reset, created: [], skipped: [] };
      for (const doc of DEMO_PARTNERS) {
        if (existing.has(doc.slug)) {
          report.skipped.push(doc.slug);
          continue;
        }
        const [partner] = await orm
          .insert(partners)
          .values({ slug: doc.slug, name: doc.name })
          .returning({ id: partners.id });
        await syncPartner(orm, partner!.id, doc);
        await seedPricingCodes(orm, partner!.id, doc.slug);
        await seedDemoManager(orm, partner!.id, doc.slug);
        report.created.push(doc.slug);
      }
      return report;
    }),
  );
}

/** Seeds only a database without any partner: what the server does on its first start. */
export async function seedIfEmpty(db: Database): Promise<SeedReport | null> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from partners');
  if ((row?.n ?? 0) > 0) return null;
  return seedDatabase(db);
}
