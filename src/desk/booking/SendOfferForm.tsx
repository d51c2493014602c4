import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingRead } from '../../contracts/booking-read.schema.ts';
import { OFFER_NOTE_MAX_LENGTH } from '../../contracts/booking-transition.schema.ts';
import { Field } from '../ui/Field.tsx';
import { AddedLines } from './AddedLines.tsx';
import { daysAhead, formatDay } from './format.ts';
import { moneyInputValue, parseMoney } from './money.ts';
import { OfferConflicts } from './OfferConflicts.tsx';
import {
  type AddedLine,
  type AddedLineDraft,
  type AddedLineErrors,
  checkAddedLine,
  errorsStillDue,
  noteProblem,
} from './offer-form.ts';
import type { OfferLine } from './offer-lines.ts';
import { TransitionAlert } from './TransitionAlert.tsx';
import { useLocationRates } from './use-location-rates.ts';
import type { useTransition } from './use-transition.ts';

type Props = {
  booking: BookingRead;
  lines: readonly OfferLine[];
  currency: string;
  locale: string;
  name: (iri: string | null) => string;
  transition: ReturnType<typeof useTransition>;
  onCancel: () => void;
};

/** How long an offer stays valid unless staff choose otherwise. */
const DEFAULT_VALIDITY_DAYS = 14;

/**
 * Send (or revise) an offer: a price per hall and stay in the location's currency, lines staff add,
 * a note to the visitor and the validity day. A revised offer starts from the previous one's lines
 * and note, since each offer replaces the last one whole.
 */
export function SendOfferForm({ booking, lines, currency, locale, name, transition, onCancel }: Props) {
  const { t } = useTranslation('booking');
  const id = useId();
  const rates = useLocationRates(booking.location);
  const [prices, setPrices] = useState(() =>
    lines.map((l) => (l.price === null ? '' : moneyInputValue(l.price, currency, locale))),
  );
  const [added, setAdded] = useState<AddedLineDraft[]>(() =>
    (booking.offerLines ?? []).map((line, i) => ({
      key: i + 1,
      description: line.description,
      quantity: String(line.quantity),
      unitPrice: moneyInputValue(line.unitPrice, currency, locale),
      taxRateCode: line.taxRateCode,
    })),
  );
  const [note, setNote] = useState(booking.offerNote ?? '');
  const [validUntil, setValidUntil] = useState(() => daysAhead(new Date(), DEFAULT_VALIDITY_DAYS));
  const [priceErrors, setPriceErrors] = useState<(string | null)[]>([]);
  const [lineErrors, setLineErrors] = useState<Map<number, AddedLineErrors>>(new Map());
  const [noteError, setNoteError] = useState<string | null>(null);
  const example = moneyInputValue(123450, currency, locale);

  function changeAdded(next: AddedLineDraft[]) {
    setLineErrors((errors) => errorsStillDue(errors, added, next));
    setAdded(next);
  }

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
    const codes = (rates ?? []).map((r) => r.code);
    const checked = added.map((draft) => ({ draft, result: checkAddedLine(draft, currency, locale, codes) }));
    const addedErrors = new Map<number, AddedLineErrors>();
    for (const { draft, result } of checked) {
      if ('errors' in result) {
        const translated = Object.entries(result.errors).map(([f, key]) => [f, t(key, { example })]);
        addedErrors.set(draft.key, Object.fromEntries(translated));
      }
    }
    const tooLong = noteProblem(note);
    setPriceErrors(errors);
    setLineErrors(addedErrors);
    setNoteError(tooLong && t(tooLong, { max: OFFER_NOTE_MAX_LENGTH }));
    if (errors.some(Boolean) || addedErrors.size > 0 || tooLong) {
      // The first field with a message takes focus, so keyboard and screen reader users land on it.
      requestAnimationFrame(() =>
        (
          document.querySelector(`#${CSS.escape(formId)} [aria-invalid="true"]`) as HTMLElement | null
        )?.focus(),
      );
      return;
    }
    const priceOverrides = lines.flatMap((line, i) => {
      const price = parsed[i];
      // Changed prices travel, and earlier offered ones again (an offer replaces the previous one);
      // an untouched catalogue price stays the catalogue's, following its seasons.
      if (price === null || price === undefined) return [];
      return price !== line.price || line.overridden ? [{ line: line.line, price }] : [];
    });
    const offerLines = checked.flatMap(({ result }) => ('line' in result ? [result.line as AddedLine] : []));
    void transition.run({
      transition: 'send_offer',
      validUntil,
      ...(priceOverrides.length > 0 ? { priceOverrides } : {}),
      ...(offerLines.length > 0 ? { offerLines } : {}),
      ...(note.trim() ? { note } : {}),
    });
  }

  const apiText = (field: string) =>
    transition
      .violationsOf(field)
      .map((code) => t(`violations.${code}`, { defaultValue: code }))
      .join(' ') || null;
  // The API's messages on an added line's field, next to that field.
  const shownLineErrors = new Map(lineErrors);
  added.forEach((line, i) => {
    const fromApi: AddedLineErrors = {};
    for (const field of ['description', 'quantity', 'unitPrice', 'taxRateCode'] as const) {
      const text = apiText(`offerLines[${i}].${field}`);
      if (text) fromApi[field] = text;
    }
    if (Object.keys(fromApi).length > 0)
      shownLineErrors.set(line.key, { ...fromApi, ...lineErrors.get(line.key) });
  });
  const formId = `${id}-form`;
  const noteMessage = noteError ?? apiText('note');

  return (
    <form
      id={formId}
      className="desk-booking-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="send-offer-title"
    >
      <h3 id="send-offer-title">{t('transitions.send_offer')}</h3>
      <OfferConflicts bookingId={booking.id} name={name} locale={locale} />
      <TransitionAlert error={transition.general} />
      {(apiText('priceOverrides') || apiText('offerLines')) && (
        <p className="desk-error" role="alert">
          {[apiText('priceOverrides'), apiText('offerLines')].filter(Boolean).join(' ')}
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
                count: line.nights ?? 0,
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
      <AddedLines
        lines={added}
        onChange={changeAdded}
        rates={rates}
        errors={shownLineErrors}
        currency={currency}
        locale={locale}
      />
      <div className={`desk-field${noteMessage ? ' desk-field--invalid' : ''}`}>
        <label htmlFor={`${id}-note`}>{t('offer.note')}</label>
        <span className="desk-hint" id={`${id}-note-hint`}>
          {t('offer.noteHint', { max: OFFER_NOTE_MAX_LENGTH })}
        </span>
        {noteMessage && (
          <span className="desk-error" id={`${id}-note-error`}>
            {noteMessage}
          </span>
        )}
        <textarea
          id={`${id}-note`}
          value={note}
          rows={4}
          aria-invalid={noteMessage ? true : undefined}
          aria-describedby={[`${id}-note-hint`, noteMessage ? `${id}-note-error` : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
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
