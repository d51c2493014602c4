/**
 * The location radios of step 1, each with its address (the country in the visitor's language),
 * phone, e-mail and website; long addresses wrap on a phone. Once a location is chosen the list
 * shows only that one, with "Change location" to see them all again (issue #18).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { type MouseEvent, memo, useEffect, useRef, useState } from 'react';
import type { Location } from '../../domain/catalogue.types.ts';
import { addressInLanguage } from '../../domain/countries.ts';
import { toWebsiteLink } from '../../domain/website.ts';
import { vars } from '../../theme/theme-vars.ts';
import { Choice } from '../../ui/Choice.tsx';
import { ChoiceGroup } from '../../ui/ChoiceGroup.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { fieldId, useFormValue, useStepForm } from '../use-step-form.ts';

// An e-mail or web address has no spaces to break at: it may break anywhere rather than be cut off.
const linkCss = { color: vars.link, overflowWrap: 'anywhere' as const };

function LocationDetails({ location }: { location: Location }) {
  const { t, model } = useStepForm();
  const lang = model.shownLocale.value ?? model.locale.value;
  const website = toWebsiteLink(location.website);
  return (
    <address
      css={{ fontStyle: 'normal', display: 'grid', gap: '2px', minWidth: 0, overflowWrap: 'anywhere' }}
    >
      <span>{addressInLanguage(location.address, lang)}</span>
      {location.phone && (
        <a href={`tel:${location.phone.replace(/[^\d+]/g, '')}`} css={linkCss}>
          {t('details.phone', { value: location.phone })}
        </a>
      )}
      {location.email && (
        <a href={`mailto:${location.email}`} css={linkCss}>
          {t('details.email', { value: location.email })}
        </a>
      )}
      {website && (
        <a href={website.href} target="_blank" rel="noopener noreferrer" css={linkCss}>
          {t('details.website', { value: website.label })}
          <span css={visuallyHidden}> {t('details.newTab')}</span>
        </a>
      )}
    </address>
  );
}

/** One radio per available location of the partner; only the chosen one once chosen. */
export const LocationChoice = memo(function LocationChoice() {
  useSignals();
  const { model, form, t, message } = useStepForm();
  const locations = model.locations.value;
  const chosen = useFormValue((reservation) => reservation.location);
  const error = message(form.errors.value.location);
  const id = fieldId(1, 'location');
  // null: open while nothing is chosen (a prefilled or only location shows collapsed at once); the
  // visitor's own choice collapses it, "Change location" opens it again.
  const [open, setOpen] = useState<boolean | null>(null);
  const group = useRef<HTMLDivElement>(null);
  const reopened = useRef(false);
  const isChosen = locations.some((location) => location['@id'] === chosen);
  const collapsed = isChosen && !(open ?? !isChosen) && locations.length > 1;
  const shown = collapsed ? locations.filter((location) => location['@id'] === chosen) : locations;

  useEffect(() => {
    if (!open || !reopened.current) return;
    reopened.current = false;
    // Back in the list, focus is on the chosen location, where the arrow keys go on from.
    group.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [open]);

  // A pointer's click chose: the list closes to it. Arrow keys select as they move (their click has
  // detail 0): the list stays open until the visitor tabs on.
  const onPointerChoice = (event: MouseEvent) => {
    if (event.detail > 0 && (event.target as HTMLElement).matches('input[type="radio"], label'))
      setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: listens for its radios' clicks and Tab; the radios are the controls.
    <div
      ref={group}
      onClick={onPointerChoice}
      onKeyDown={(event) => {
        if (event.key === 'Tab' && !event.shiftKey && isChosen && locations.length > 1) setOpen(false);
      }}
      css={{ display: 'grid', gap: '8px', minWidth: 0 }}
    >
      <ChoiceGroup id={id} legend={t('details.location')} error={error} errorPrefix={t('errors.prefix')}>
        {locations.length === 0 && <p css={{ margin: 0 }}>{t('details.noLocations')}</p>}
        {shown.map((location) => {
          const index = locations.indexOf(location);
          return (
            <Choice
              key={location['@id']}
              id={`${id}-${index}`}
              type="radio"
              name={id}
              label={location.name}
              checked={chosen === location['@id']}
              invalid={Boolean(error)}
              onChange={() => form.chooseLocation(location['@id'])}
              details={<LocationDetails location={location} />}
            />
          );
        })}
      </ChoiceGroup>
      {collapsed && (
        <button
          type="button"
          aria-expanded="false"
          aria-controls={id}
          onClick={() => {
            reopened.current = true;
            setOpen(true);
          }}
          css={{
            justifySelf: 'start',
            minHeight: '44px',
            padding: '0 4px',
            color: vars.link,
            fontWeight: 700,
            textDecoration: 'underline',
            cursor: 'pointer',
            '&:focus-visible': { outline: `3px solid ${vars.focus}`, outlineOffset: '2px' },
          }}
        >
          {t('details.changeLocation')}
        </button>
      )}
    </div>
  );
});
