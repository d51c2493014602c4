import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type LocationScope, toggleLocation } from './staff-form.ts';

/** A location of the partner as the staff page lists it. */
export type LocationOption = { '@id': string; name: string };

type Props = {
  locations: readonly LocationOption[];
  /** False for a manager limited to some locations: they may not grant "all", nor see it offered. */
  allowAll?: boolean;
  scope: LocationScope;
  onChange(scope: LocationScope): void;
  error?: string | null;
};

/** "All locations" or only some, as radio buttons and one checkbox per location. */
export function LocationChoice({ locations, allowAll = true, scope, onChange, error }: Props) {
  const { t } = useTranslation('staff');
  const name = useId();
  const errorId = `${name}-error`;
  const chosen = new Set(scope.all ? [] : scope.chosen);
  return (
    <fieldset className="desk-staff-locations" aria-describedby={error ? errorId : undefined}>
      <legend>{t('field.locations')}</legend>
      {error && (
        <span className="desk-error" id={errorId}>
          {error}
        </span>
      )}
      {allowAll ? (
        <>
          <label>
            <input type="radio" name={name} checked={scope.all} onChange={() => onChange({ all: true })} />
            {t('locations.all')}
          </label>
          <label>
            <input
              type="radio"
              name={name}
              checked={!scope.all}
              onChange={() => onChange({ all: false, chosen: [] })}
            />
            {t('locations.some')}
          </label>
        </>
      ) : (
        <p className="desk-hint">{t(scope.all ? 'locations.allNow' : 'locations.ownOnly')}</p>
      )}
      <ul className="desk-staff-location-list">
        {locations.map((location) => (
          <li key={location['@id']}>
            <label>
              <input
                type="checkbox"
                checked={chosen.has(location['@id'])}
                onChange={(event) => onChange(toggleLocation(scope, location['@id'], event.target.checked))}
              />
              {location.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
