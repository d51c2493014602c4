/**
 * The billing address's country (issue #18): a select of ISO 3166 codes named in the widget's
 * language, sorted by its collation, the venue's country first. The booking keeps the code (spec §3
 * `country`); a country written out (a host page's prefill, an older booking) becomes its code, and
 * text that names no country stays a choice of its own, so nothing the visitor had is lost.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useEffect, useMemo } from 'react';
import { countryCodeOf, countryOptions, isCountryCode, localizedAddress } from '../../domain/countries.ts';
import { Select } from '../../ui/Select.tsx';
import type { TextInputProps } from '../../ui/TextInput.tsx';
import { useStepForm } from '../use-step-form.ts';

/** The country field, with the props `useTextField` made for it. */
export const CountrySelect = memo(function CountrySelect(props: TextInputProps) {
  useSignals();
  const { model, form, t } = useStepForm();
  const lang = model.shownLocale.value ?? model.locale.value;
  const address = form.location.value?.address ?? '';
  const venueCountry = localizedAddress(address, lang).code;
  const options = useMemo(
    () => countryOptions(lang, venueCountry ? [venueCountry] : []),
    [lang, venueCountry],
  );
  const value = props.value.trim();
  const code = value && !isCountryCode(value) ? countryCodeOf(value, [lang, 'en']) : null;
  useEffect(() => {
    if (code) form.set('country', code);
  }, [code, form]);
  const shown = code ?? value;
  const unknown = shown && !isCountryCode(shown) ? [{ value: shown, label: shown }] : [];
  return (
    <Select
      id={props.id}
      label={props.label}
      error={props.error}
      errorPrefix={props.errorPrefix}
      value={shown}
      options={[...unknown, ...options]}
      placeholder={t('contact.countryPlaceholder')}
      autoComplete="country"
      required={props.required ?? false}
      onChange={(next) => {
        props.onChange(next);
        props.onBlur();
      }}
      onBlur={props.onBlur}
    />
  );
});
