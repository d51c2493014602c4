/** Item translation fallback of spec §9, pure. */

/** Anything with a language and optionally a type: names, descriptions, partner texts. */
export type Translated = { language: string; type?: string };

const normalise = (tag: string) => tag.trim().replace(/_/g, '-').toLowerCase();

/**
 * Picks the entry for `locale`: exact language, then the same two-letter prefix, then English,
 * then the entry of type 'default', then the first; undefined only for an empty list.
 */
export function pickTranslation<T extends Translated>(items: readonly T[], locale: string): T | undefined {
  const wanted = normalise(locale);
  const prefix = wanted.slice(0, 2);
  return (
    items.find((i) => normalise(i.language) === wanted) ??
    items.find((i) => normalise(i.language).slice(0, 2) === prefix) ??
    items.find((i) => normalise(i.language).slice(0, 2) === 'en') ??
    items.find((i) => i.type === 'default') ??
    items[0]
  );
}

/** The partner text of one type (e.g. `WebformIntro`) in `locale`, by the same fallback; '' when none. */
export function partnerText<T extends Translated & { name: string }>(
  items: readonly T[],
  type: string,
  locale: string,
): string {
  return (
    pickTranslation(
      items.filter((i) => i.type === type),
      locale,
    )?.name.trim() ?? ''
  );
}
