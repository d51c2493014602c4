import type { Orm } from '../database.ts';
import { media, partners } from '../schema/index.ts';
import { type PartnerDocument, toTypedTranslations } from './document.ts';
import { type EmplacementIds, emplacementId, writeLocation } from './write-location.ts';

/** Inserts one partner with its media and whole catalogue; call inside a transaction. Returns the partner id. */
export async function writePartner(
  db: Orm,
  doc: PartnerDocument,
  emplacementIds: EmplacementIds,
): Promise<number> {
  const [partner] = await db
    .insert(partners)
    .values({
      slug: doc.slug,
      name: doc.name,
      logoFilename: doc.logo.filename,
      faviconFilename: doc.favicon.filename,
      contactEmail: doc.contact.email,
      contactPhone: doc.contact.phone,
      paxMiceThreshold: doc.paxMiceThreshold ?? 999,
      color: doc.color,
      secondaryColor: doc.secondaryColor,
      webformFont: doc.webformFont,
      webformRoundedBoxes: doc.webformRoundedBoxes,
      termsUrl: doc.termsUrl,
      lateCheckoutEnabled: doc.lateCheckoutEnabled,
      webformImages: doc.images.map((image) => ({ photoFilename: image.filename })),
      translations: toTypedTranslations(doc.texts),
      defaultEmplacementId: doc.defaultEmplacement
        ? emplacementId(emplacementIds, doc.defaultEmplacement)
        : null,
      bigGroupsDefaultEmplacementId: doc.bigGroupsDefaultEmplacement
        ? emplacementId(emplacementIds, doc.bigGroupsDefaultEmplacement)
        : null,
      analyticsKey: doc.analyticsKey,
      website: doc.website,
      currency: doc.currency,
    })
    .returning({ id: partners.id });
  const partnerId = partner!.id;
  const files = [doc.logo, doc.favicon, ...doc.images];
  await db
    .insert(media)
    .values(
      files.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        bytes: new TextEncoder().encode(file.body),
        partnerId,
      })),
    )
    .onConflictDoNothing();
  for (const [index, location] of doc.locations.entries()) {
    await writeLocation(db, partnerId, index, location, emplacementIds);
  }
  return partnerId;
}
