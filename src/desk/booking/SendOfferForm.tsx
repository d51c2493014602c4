import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../ui/Field.tsx';
import { daysAhead, formatDay } from './format.ts';
import { moneyInputValue, parseMoney } from './money.ts';
import { OfferConflicts } from './OfferConflicts.tsx';
import type { OfferLine } from './offer-lines.ts';
import { TransitionAlert } from './TransitionAlert.tsx';
import type { useTransition } from './use-transition.ts';

type Props = {
  bookingId: number;
  lines: readonly OfferLine[];
  currency: string;
  locale: string;
  name: (iri: string | null) => string;
  transition: ReturnType<typeof useTransition>;
  onCancel: () => void;
};

/** How long an offer stays valid unless staff choose otherwise. */
const DEFAULT_VALIDITY_DAYS = 14;

/** Send (or revise) an offer: a price per line in the location's currency and the validity day. */
export function SendOfferForm({ bookingId, lines, currency, locale, name, transition, onCancel }: Props) {
  const { t } = useTranslation('booking');
  const [prices, setPrices] = useState(() =>
    lines.map((l) => (l.price === null ? '' : moneyInputValue(l.price, currency, locale))),
  );
  const [validUntil, setValidUntil] = useState(() => daysAhead(new Date(), DEFAULT_VALIDITY_DAYS));
  const [priceErrors, setPriceErrors] = useState<(string | null)[]>([]);
  const example = moneyInputValue(123450, currency, locale);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = prices.map((text) => (text.trim() === '' ? null : parseMoney(text, currency, locale)));
    const errors = prices.map((text, i) =>
      text.trim() === ''
        ? lines[i]!.price === null
          ? t('offer.priceRequired')
          : null
        : parsed[i] === null
          ? t('offer.priceInvalid', { example })
          : null,
    );
    setPriceErrors(errors);
    if (errors.some(Boolean)) return;
    const priceOverrides = lines.flatMap((line, i) => {
      const price = parsed[i];
      // Changed prices travel, and earlier offered ones again (an offer replaces the previous one);
      // an untouched catalogue price stays the catalogue's, following its seasons.
      if (price === null || price === undefined) return [];
      return price !== line.price || line.overridden ? [{ line: line.line, price }] : [];
    });
    void transition.run({
      transition: 'send_offer',
      validUntil,
      ...(priceOverrides.length > 0 ? { priceOverrides } : {}),
    });
  }

  const apiText = (field: string) =>
    transition
      .violationsOf(field)
      .map((code) => t(`violations.${code}`, { defaultValue: code }))
      .join(' ') || null;

  return (
    <form className="desk-booking-form" onSubmit={submit} noValidate aria-labelledby="send-offer-title">
      <h3 id="send-offer-title">{t('transitions.send_offer')}</h3>
      <OfferConflicts bookingId={bookingId} name={name} locale={locale} />
      <TransitionAlert error={transition.general} />
      {apiText('priceOverrides') && (
        <p className="desk-error" role="alert">
          {apiText('priceOverrides')}
        </p>
      )}
      {lines.length > 0 && (
        <fieldset>
          <legend>{t('offer.prices', { currency })}</legend>
          {lines.map((line, i) => (
            <Field
              key={line.line}
              label={t(`offer.${line.kind}Line`, {
                name: name(line.reference),
                day: formatDay(line.date, locale),
                currency,
              })}
              hint={line.price === null ? t('offer.unpriced') : undefined}
              error={priceErrors[i]}
              inputMode="decimal"
              autoComplete="off"
              value={prices[i]}
              onChange={(e) => setPrices((all) => all.map((p, j) => (j === i ? e.target.value : p)))}
            />
          ))}
        </fieldset>
      )}
      <Field
        label={t('offer.validUntil')}
        hint={t('offer.validUntilHint')}
        type="date"
        required
        value={validUntil}
        error={apiText('validUntil')}
        onChange={(e) => setValidUntil(e.target.value)}
      />
      <div className="desk-booking-buttons">
        <button type="submit" className="desk-button desk-button--primary" disabled={transition.busy}>
          {t('offer.submit')}
        </button>
        <button type="button" className="desk-button" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
