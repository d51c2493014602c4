import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFER_LINES_MAX } from '../../contracts/booking-transition.schema.ts';
import type { TaxRate } from '../../domain/catalogue.types.ts';
import { Field } from '../ui/Field.tsx';
import {
  type AddedLineDraft,
  type AddedLineErrors,
  type AddedLineField,
  emptyAddedLine,
} from './offer-form.ts';

type Props = {
  lines: readonly AddedLineDraft[];
  onChange: (lines: AddedLineDraft[]) => void;
  /** The location's rates; null while they load. */
  rates: readonly TaxRate[] | null;
  /** Each line's messages, already translated, by the line's key. */
  errors: ReadonlyMap<number, AddedLineErrors>;
  currency: string;
  locale: string;
};

const percent = (rate: string, locale: string) =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(Number(rate))} %`;

/**
 * The lines staff add to an offer (issue 17): description, quantity, unit price in the location's
 * currency and one of its tax rates, each removable before sending. Adding moves focus to the new
 * line's description; removing moves it to the "Add a line" button, so the keyboard never gets lost.
 */
export function AddedLines({ lines, onChange, rates, errors, currency, locale }: Props) {
  const { t } = useTranslation('booking');
  const addButton = useRef<HTMLButtonElement>(null);
  const nextKey = useRef(Math.max(0, ...lines.map((l) => l.key)) + 1);

  const update = (key: number, field: AddedLineField, value: string) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, [field]: value } : l)));

  function add() {
    const key = nextKey.current++;
    onChange([...lines, emptyAddedLine(key, rates?.[0]?.code ?? '')]);
    // After React rendered the new line.
    requestAnimationFrame(() => document.getElementById(`added-line-${key}-description`)?.focus());
  }

  function remove(key: number) {
    onChange(lines.filter((l) => l.key !== key));
    addButton.current?.focus();
  }

  return (
    <fieldset className="desk-added-lines">
      <legend>{t('offer.addedLines', { currency })}</legend>
      {rates !== null && rates.length === 0 && <p className="desk-error">{t('offer.ratesUnavailable')}</p>}
      {lines.map((line, index) => {
        const error = errors.get(line.key) ?? {};
        const id = (field: string) => `added-line-${line.key}-${field}`;
        const number = index + 1;
        return (
          <fieldset className="desk-added-line" key={line.key}>
            <legend className="desk-visually-hidden">{t('offer.addedLine', { number })}</legend>
            <Field
              id={id('description')}
              label={t('offer.lineDescription', { number })}
              error={error.description}
              autoComplete="off"
              maxLength={400}
              value={line.description}
              onChange={(e) => update(line.key, 'description', e.target.value)}
            />
            <Field
              id={id('quantity')}
              label={t('offer.lineQuantity', { number })}
              error={error.quantity}
              inputMode="numeric"
              autoComplete="off"
              value={line.quantity}
              onChange={(e) => update(line.key, 'quantity', e.target.value)}
            />
            <Field
              id={id('unitPrice')}
              label={t('offer.lineUnitPrice', { number, currency })}
              error={error.unitPrice}
              inputMode="decimal"
              autoComplete="off"
              value={line.unitPrice}
              onChange={(e) => update(line.key, 'unitPrice', e.target.value)}
            />
            <div className={`desk-field${error.taxRateCode ? ' desk-field--invalid' : ''}`}>
              <label htmlFor={id('taxRateCode')}>{t('offer.lineTaxRate', { number })}</label>
              {error.taxRateCode && (
                <span className="desk-error" id={`${id('taxRateCode')}-error`}>
                  {error.taxRateCode}
                </span>
              )}
              <select
                id={id('taxRateCode')}
                value={line.taxRateCode}
                aria-invalid={error.taxRateCode ? true : undefined}
                aria-describedby={error.taxRateCode ? `${id('taxRateCode')}-error` : undefined}
                onChange={(e) => update(line.key, 'taxRateCode', e.target.value)}
              >
                {line.taxRateCode === '' && <option value="">{t('offer.lineTaxChoose')}</option>}
                {(rates ?? []).map((rate) => (
                  <option key={rate.code} value={rate.code}>
                    {percent(rate.rate, locale)}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="desk-button desk-added-line-remove"
              onClick={() => remove(line.key)}
            >
              {t('offer.removeLine', { number })}
            </button>
          </fieldset>
        );
      })}
      <button
        ref={addButton}
        type="button"
        className="desk-button"
        onClick={add}
        disabled={lines.length >= OFFER_LINES_MAX || rates === null || rates.length === 0}
      >
        {t('offer.addLine')}
      </button>
    </fieldset>
  );
}
