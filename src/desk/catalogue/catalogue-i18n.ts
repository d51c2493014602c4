/**
 * React-admin's own words (buttons, pagination, notifications) in the desk's language. The ra-language-*
 * packages for German, Dutch and Finnish were written for react-admin 3 and 4, so they are laid over the
 * English messages of react-admin 5: a key they lack reads in English rather than as a raw key. Our
 * resource and field labels come from the `catalogue` namespace (`resources.*`), react-admin's convention.
 */
import englishMessages from 'ra-language-english';
import type { Locale } from '../../domain/locale.ts';

type Messages = Record<string, unknown>;

/** Merges `over` into `base`, nested objects key by key. Pure. */
export function mergeMessages(base: Messages, over: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key];
    merged[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? mergeMessages(current as Messages, value as Messages)
        : value;
  }
  return merged;
}

const LANGUAGE_PACKS: Record<Locale, () => Promise<Messages>> = {
  'en-US': async () => ({}),
  'nl-NL': async () => ((await import('ra-language-dutch')) as { default: Messages }).default,
  'de-DE': async () => ((await import('ra-language-german')) as { default: Messages }).default,
  'fr-FR': async () => ((await import('ra-language-french')) as { default: Messages }).default,
  'fi-FI': async () => ((await import('ra-language-finnish')) as { default: Messages }).default,
};

/** React-admin's messages for `locale`, with our resource labels (`resources.*`) on top. */
export async function catalogueMessages(locale: Locale, ours: Messages): Promise<Messages> {
  const pack = await LANGUAGE_PACKS[locale]();
  return mergeMessages(mergeMessages(englishMessages as unknown as Messages, pack), ours);
}

/** React-admin's messages of one resource: its name and its field labels by source. */
export type ResourceMessages = { name: string; fields: Record<string, string> };

/**
 * The `resources.*` messages react-admin reads (`resources.<resource>.fields.<source>`), from our
 * namespace: every resource gets the shared `fields` block (most names mean the same in every
 * resource), under its own `fields` where a resource words one differently. Sub-fields of an object
 * are flat keys (`contact.email`), since a label cannot be both a text and a group of texts. Pure.
 */
export function catalogueResourceMessages(bundle: Messages): Record<string, ResourceMessages> {
  const shared = (bundle.fields ?? {}) as Record<string, string>;
  const resources = (bundle.resources ?? {}) as Record<string, Partial<ResourceMessages>>;
  return Object.fromEntries(
    Object.entries(resources).map(([name, own]) => [
      name,
      { name: own.name ?? name, fields: { ...shared, ...(own.fields ?? {}) } },
    ]),
  );
}
