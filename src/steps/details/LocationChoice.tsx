/** The location radios of step 1, each with its address, phone, e-mail and website. */
import { useSignals } from '@preact/signals-react/runtime';
import type { Location } from '../../domain/catalogue.types.ts';
import { toWebsiteLink } from '../../domain/website.ts';
import { vars } from '../../theme/theme-vars.ts';
import { Choice } from '../../ui/Choice.tsx';
import { ChoiceGroup } from '../../ui/ChoiceGroup.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { fieldId, useStepForm } from '../use-step-form.ts';

const linkCss = { color: vars.link };

function LocationDetails({ location }: { location: Location }) {
  const { t } = useStepForm();
  const website = toWebsiteLink(location.website);
  return (
    <address css={{ fontStyle: 'normal', display: 'grid', gap: '2px' }}>
      <span>{location.address}</span>
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

/** One radio per available location of the partner. */
export function LocationChoice() {
  useSignals();
  const { model, form, t, message } = useStepForm();
  const locations = model.locations.value;
  const chosen = form.reservation.value.location;
  const error = message(form.errors.value.location);
  const id = fieldId(1, 'location');

  return (
    <ChoiceGroup id={id} legend={t('details.location')} error={error} errorPrefix={t('errors.prefix')}>
      {locations.length === 0 && <p css={{ margin: 0 }}>{t('details.noLocations')}</p>}
      {locations.map((location, index) => (
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
      ))}
    </ChoiceGroup>
  );
}
