/**
 * A day's package deal: none, or one of the deals the location offers for the day's date, times and
 * guests (`GET /api/locations/{id}/package_deals`), each with the items and spaces it includes.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { formatTime } from '../../domain/calendar.ts';
import type { HallSuitability, PackageDealOffer } from '../../domain/event-catalogue.types.ts';
import { formatMoney } from '../../domain/format.ts';
import { pickTranslation } from '../../domain/translation.ts';
import { Choice } from '../../ui/Choice.tsx';
import { ChoiceGroup } from '../../ui/ChoiceGroup.tsx';
import { hintCss } from '../../ui/form-styles.ts';
import { RetryButton } from '../../ui/RetryButton.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { useFormValue } from '../use-step-form.ts';
import { parseCount, useEventStep } from './use-event-step.ts';

function DealDetails({ deal, halls }: { deal: PackageDealOffer; halls: readonly HallSuitability[] }) {
  const { step, t, locale } = useEventStep();
  const items = step.items.value;
  const itemName = (iri: string) => {
    const item = items.find((candidate) => candidate['@id'] === iri);
    return item ? (pickTranslation(item.translations, locale)?.name ?? item.name) : null;
  };
  const includes = deal.includingHallRental ? deal.halls : [];
  // Names come from the day's spaces lookup; until it answers, the line waits rather than say "none".
  const names = includes.flatMap((iri) => halls.find((hall) => hall['@id'] === iri)?.name ?? []);
  return (
    <div css={{ display: 'grid', gap: '4px' }}>
      <span>{pickTranslation(deal.descriptions, locale)?.description}</span>
      <span>{t('package.price', { price: formatMoney(deal.pricePerPerson, deal.currency, locale) })}</span>
      <span>
        {t('package.items')}{' '}
        {deal.items
          .map((entry) => itemName(entry.item))
          .filter(Boolean)
          .join(', ') || t('package.none')}
      </span>
      {(includes.length === 0 || names.length > 0) && (
        <span>
          {t('package.spaces')} {names.length > 0 ? names.join(', ') : t('package.noSpaces')}
        </span>
      )}
    </div>
  );
}

/** The package-deal radios of day `d`. */
export const PackageDealChoice = memo(function PackageDealChoice({ d }: { d: number }) {
  useSignals();
  const { step, t, locale, errorPrefix, id } = useEventStep();
  const day = useFormValue((reservation) => reservation.days[d], [d]);
  if (!day) return null;
  const lookup = step.lookupOf(day);
  const deals = lookup?.deals.status === 'ok' ? lookup.deals.data : [];
  const halls = step.answersOf(day).halls ?? [];
  const chosenRow = day.packageDeals.find((row) => row.packageDeal) ?? null;
  const chosen = chosenRow?.packageDeal ?? null;
  const chosenDeal = deals.find((deal) => deal['@id'] === chosen);
  // The persons shown are the day's guests until the visitor sets their own (#12.1).
  const persons = chosenRow?.amount ?? day.pax;
  const groupId = id(`days.${d}.packageDeals`);
  const status =
    !lookup || lookup.deals.status === 'idle'
      ? t('package.needDay')
      : lookup.deals.status === 'loading'
        ? t('package.loading')
        : lookup.deals.status === 'error'
          ? t('package.lookupFailed')
          : deals.length === 0
            ? t('package.noneOffered')
            : undefined;

  return (
    <>
      <ChoiceGroup id={groupId} legend={t('package.legend')} hint={status} errorPrefix={errorPrefix}>
        <Choice
          id={`${groupId}-0`}
          type="radio"
          name={groupId}
          label={t('package.without')}
          checked={chosen === null}
          onChange={() => step.choosePackage(d, null)}
        />
        {deals.map((deal, index) => (
          <Choice
            key={deal['@id']}
            id={`${groupId}-${index + 1}`}
            type="radio"
            name={groupId}
            label={pickTranslation(deal.translations, locale)?.name ?? deal.name}
            checked={chosen === deal['@id']}
            onChange={() => step.choosePackage(d, deal['@id'])}
            details={<DealDetails deal={deal} halls={halls} />}
          />
        ))}
        {chosen !== null &&
          !deals.some((deal) => deal['@id'] === chosen) &&
          lookup?.deals.status === 'ok' && <p css={hintCss}>{t('package.notOffered')}</p>}
      </ChoiceGroup>
      {lookup?.deals.status === 'error' && <RetryButton onRetry={step.retryLookups} />}
      {chosen !== null && day.startTime && day.endTime && (
        <p data-day-times css={hintCss}>
          {t('package.times', {
            start: formatTime(day.startTime, locale),
            end: formatTime(day.endTime, locale),
          })}
        </p>
      )}
      {chosen !== null && (
        <TextInput
          id={id(`days.${d}.packageDeals.persons`)}
          type="number"
          inputMode="numeric"
          min={1}
          label={t('package.persons', {
            name: chosenDeal
              ? (pickTranslation(chosenDeal.translations, locale)?.name ?? chosenDeal.name)
              : '',
          })}
          hint={t('package.personsHint')}
          value={persons == null || !Number.isFinite(persons) ? '' : String(persons)}
          errorPrefix={errorPrefix}
          onChange={(text) => step.setPackagePersons(d, parseCount(text))}
          onBlur={() => undefined}
        />
      )}
    </>
  );
});
