import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { DEFAULT_PUBLIC_BOUNDS } from '../../../src/contracts/booking-limits.ts';
import { toViolations, unprocessable } from '../api/violations.ts';
import type { Orm } from '../db/database.ts';
import { emplacements, locations, media, partners } from '../db/schema/index.ts';
import { notFound, ProblemError } from '../hydra/problem.ts';
import { checkDocument, locationKey } from './check-document.ts';
import { emptyTally, reconcile, sameValue, type Tally } from './reconcile.ts';
import { syncDocumentShape } from './sync-document.ts';
import { type LayoutIds, syncLocationCatalogue } from './sync-location.ts';
import type { SyncDocument, SyncMedia, SyncSummary, Texts } from './sync-types.ts';

const typed = (texts: Record<string, Texts | undefined>) =>
  Object.entries(texts).flatMap(([type, byLanguage]) =>
    Object.entries(byLanguage ?? {}).map(([language, name]) => ({ language, type, name })),
  );

const bytesOf = (file: SyncMedia) =>
  new Uint8Array(
    file.encoding === 'base64' ? Buffer.from(file.body, 'base64') : Buffer.from(file.body, 'utf8'),
  );

async function syncMedia(tx: Orm, partnerId: number, files: SyncMedia[], tally: Tally): Promise<void> {
  for (const file of files) {
    const bytes = bytesOf(file);
    const [current] = await tx.select().from(media).where(eq(media.filename, file.filename));
    if (current && current.partnerId !== null && current.partnerId !== partnerId) {
      throw new ProblemError(
        'media_taken',
        `The file name ${file.filename} belongs to another partner; choose another.`,
      );
    }
    if (!current) {
      await tx
        .insert(media)
        .values({ filename: file.filename, contentType: file.contentType, bytes, partnerId });
      tally.created.media++;
    } else if (
      current.contentType !== file.contentType ||
      current.partnerId !== partnerId ||
      Buffer.compare(Buffer.from(current.bytes), Buffer.from(bytes)) !== 0
    ) {
      await tx
        .update(media)
        .set({ contentType: file.contentType, bytes, partnerId })
        .where(eq(media.filename, file.filename));
      tally.updated.media++;
    } else {
      tally.unchanged.media++;
    }
  }
}

function partnerValues(doc: SyncDocument, layouts: LayoutIds): Record<string, unknown> {
  return {
    slug: doc.slug,
    name: doc.name,
    contactEmail: doc.contact.email,
    contactPhone: doc.contact.phone,
    paxMiceThreshold: doc.paxMiceThreshold,
    color: doc.color,
    secondaryColor: doc.secondaryColor,
    webformFont: doc.webformFont,
    webformRoundedBoxes: doc.webformRoundedBoxes,
    termsUrl: doc.termsUrl,
    lateCheckoutEnabled: doc.lateCheckoutEnabled,
    website: doc.website,
    currency: doc.currency,
    analyticsKey: doc.analyticsKey,
    consentScriptUrl: doc.consentScriptUrl,
    defaultEmplacementId: doc.defaultEmplacement ? layouts.get(doc.defaultEmplacement)! : null,
    bigGroupsDefaultEmplacementId: doc.bigGroupsDefaultEmplacement
      ? layouts.get(doc.bigGroupsDefaultEmplacement)!
      : null,
    translations: typed(doc.texts),
    ...(doc.logo ? { logoFilename: doc.logo.filename } : {}),
    ...(doc.favicon ? { faviconFilename: doc.favicon.filename } : {}),
    ...(doc.images ? { webformImages: doc.images.map((image) => ({ photoFilename: image.filename })) } : {}),
  };
}

/** Validates a sync document: its shape, then what the shape cannot see; a 422 problem lists every violation. */
export async function parseSyncDocument(
  tx: Orm,
  input: unknown,
): Promise<{ doc: SyncDocument; layouts: LayoutIds }> {
  const parsed = v.safeParse(syncDocumentShape.schema, input);
  if (!parsed.success) throw unprocessable(toViolations(parsed.issues));
  const doc = parsed.output as SyncDocument;
  const rows = await tx.select({ id: emplacements.id, code: emplacements.code }).from(emplacements);
  const layouts: LayoutIds = new Map(rows.map((row) => [row.code, row.id]));
  const violations = checkDocument(doc, new Set(layouts.keys()));
  if (violations.length > 0) throw unprocessable(violations);
  return { doc, layouts };
}

/**
 * Makes the partner's catalogue match the document: creates, updates (only what differs) and deactivates
 * (locations, halls, items and room types become unavailable, package deals deleted; capacities, prices
 * and layouts the document drops are removed). Call inside one transaction: a failure anywhere leaves
 * nothing half-written. A second run with the same document changes nothing.
 */
export async function syncPartner(tx: Orm, partnerId: number, input: unknown): Promise<SyncSummary> {
  const { doc, layouts } = await parseSyncDocument(tx, input);
  const [current] = await tx.select().from(partners).where(eq(partners.id, partnerId)).for('update');
  if (!current) throw notFound('partner_not_found', `Partner ${partnerId} does not exist.`);
  const tally = emptyTally();
  const wanted = partnerValues(doc, layouts);
  const changed = Object.entries(wanted).filter(
    ([column, value]) => !sameValue((current as Record<string, unknown>)[column], value),
  );
  if (changed.length > 0) {
    await tx
      .update(partners)
      .set({ ...Object.fromEntries(changed), updatedAt: sql`now()` })
      .where(eq(partners.id, partnerId));
  }
  const files = [doc.logo, doc.favicon, ...(doc.images ?? [])].filter(
    (file): file is SyncMedia => file !== undefined,
  );
  await syncMedia(tx, partnerId, files, tally);
  const locationIds = await reconcile(
    tx,
    {
      table: locations,
      kind: 'locations',
      parent: eq(locations.partnerId, partnerId),
      keyOf: (row) => row.key as string,
      desired: doc.locations.map((location, position) => ({
        key: locationKey(location),
        values: {
          partnerId,
          key: locationKey(location),
          name: location.name,
          city: location.city,
          abbreviation: location.abbreviation,
          available: location.available,
          address: location.address,
          phone: location.phone,
          email: location.email,
          website: location.website,
          termsUrl: location.termsUrl,
          currency: location.currency,
          timeZone: location.timeZone,
          minimumLeadTimeDays: location.minimumLeadTimeDays,
          freeCancellationDays: location.freeCancellationDays ?? null,
          paymentRule: location.paymentRule ?? 'guarantee',
          depositPercent: location.depositPercent ?? 30,
          balanceDueDays: location.balanceDueDays ?? null,
          maxPublicDays: location.maxPublicDays ?? DEFAULT_PUBLIC_BOUNDS.maxPublicDays,
          maxPublicHallsPerDay: location.maxPublicHallsPerDay ?? DEFAULT_PUBLIC_BOUNDS.maxPublicHallsPerDay,
          maxPublicRooms: location.maxPublicRooms ?? DEFAULT_PUBLIC_BOUNDS.maxPublicRooms,
          maxPublicNights: location.maxPublicNights ?? DEFAULT_PUBLIC_BOUNDS.maxPublicNights,
          pricingTaxScheme: location.pricingTaxScheme,
          taxRates: location.taxRates,
          bookingEventTypes: location.eventTypes.map((type) => ({
            code: type.code,
            translations: Object.entries(type.name).map(([language, name]) => ({ language, name })),
          })),
          ...location.settings,
          translations: typed(location.texts),
          position,
        },
      })),
      retire: { available: false },
    },
    tally,
  );
  for (const location of doc.locations) {
    await syncLocationCatalogue(tx, locationIds.get(locationKey(location))!, location, layouts, tally);
  }
  return {
    '@context': '/api/contexts/SyncSummary',
    '@id': `/api/partners/${partnerId}/sync`,
    '@type': 'SyncSummary',
    partner: `/api/partners/${partnerId}`,
    partnerUpdated: changed.length > 0,
    ...tally,
  };
}
