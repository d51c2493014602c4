/** `t` over the offer texts (then the form's and the shell's), and the visitor's locale for formats. */
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { Named } from '../api/catalogue.ts';
import { useWidgetModel } from '../app/model-context.ts';
import { pickTranslation } from '../domain/translation.ts';

/** The offer namespace's `t`, the shown locale and a name picker for catalogue references. */
export function useOfferTexts() {
  useSignals();
  const model = useWidgetModel();
  const { t } = useTranslation(['offer', 'form', 'translation']);
  const locale = model.shownLocale.value ?? model.locale.value;
  /** The name of a referenced resource in the visitor's language; the IRI's id when unknown. */
  const nameOf = (names: ReadonlyMap<string, Named>, iri: string | null | undefined): string => {
    if (!iri) return '';
    const found = names.get(iri);
    if (!found) return t('details.unknownName', { id: iri.slice(iri.lastIndexOf('/') + 1) });
    return pickTranslation(found.translations ?? [], locale)?.name || found.name;
  };
  return { t, locale, nameOf, model };
}
