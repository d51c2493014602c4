import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localToday } from '../../domain/dates.ts';
import { shiftMonth } from '../../domain/months.ts';
import { useDesk } from '../desk-context.ts';
import { type DeskRoute, deskHref } from '../route.ts';
import { ProblemAlert } from '../ui/Problem.tsx';
import { OccupancyGrid, STATE_MARKS } from './OccupancyGrid.tsx';
import { locationParam, monthLabel, shownMonth } from './occupancy-view.ts';
import { useDeskLocations, useOccupancy } from './use-occupancy.ts';
import './occupancy.css';

/** Goes to another location or month: the address holds both, so the back button and links work. */
function go(location: string, month: string) {
  window.location.hash = deskHref({ page: 'occupancy', query: new URLSearchParams({ location, month }) });
}

/**
 * `#/occupancy?location=…&month=YYYY-MM`: what is free at a location in a month. Halls by day and room
 * types by night, with the bookings that hold them and the requests that ask for them. Without a location
 * in the address the first of the user's locations shows; without a month, this month.
 */
export function OccupancyPage({ route }: { route: DeskRoute }) {
  const { t } = useTranslation('occupancy');
  const { locale } = useDesk();
  const selectId = useId();
  const query = route.page === 'occupancy' ? route.query : new URLSearchParams();
  const today = localToday();
  const month = shownMonth(query, today);
  const locations = useDeskLocations();
  const asked = locationParam(query);
  const list = locations.data ?? [];
  const location = asked ?? list[0]?.['@id'] ?? null;
  const occupancy = useOccupancy(location, month);
  const locationName = list.find((l) => l['@id'] === location)?.name ?? '';
  const shown = monthLabel(month, locale);

  return (
    <div className="desk-occ">
      <h1>{t('title')}</h1>
      <div className="desk-occ-controls">
        <div className="desk-field">
          <label htmlFor={selectId}>{t('location')}</label>
          <select
            id={selectId}
            value={location ?? ''}
            disabled={list.length === 0}
            onChange={(e) => go(e.target.value, month)}
          >
            {/* A location in the address that is not in the list still shows, so the select tells the truth. */}
            {location && !list.some((l) => l['@id'] === location) && (
              <option value={location}>{location}</option>
            )}
            {list.map((l) => (
              <option key={l['@id']} value={l['@id']}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="desk-occ-month">
          <legend>{t('month')}</legend>
          <button
            type="button"
            className="desk-button"
            disabled={!location}
            onClick={() => location && go(location, shiftMonth(month, -1))}
          >
            <span aria-hidden="true">‹ </span>
            {t('previous')}
          </button>
          <output className="desk-occ-shown" aria-live="polite">
            {shown}
          </output>
          <button
            type="button"
            className="desk-button"
            disabled={!location}
            onClick={() => location && go(location, shiftMonth(month, 1))}
          >
            {t('next')}
            <span aria-hidden="true"> ›</span>
          </button>
          {month !== today.slice(0, 7) && (
            <button
              type="button"
              className="desk-button"
              disabled={!location}
              onClick={() => location && go(location, today.slice(0, 7))}
            >
              {t('thisMonth')}
            </button>
          )}
        </fieldset>
      </div>
      <Legend />
      <ProblemAlert error={locations.error ?? occupancy.error} />
      {locations.data && list.length === 0 && <p className="desk-notice">{t('noLocations')}</p>}
      <div aria-busy={occupancy.loading || locations.loading}>
        {(occupancy.loading || locations.loading) && !occupancy.data && (
          <p className="desk-loading">{t('loading')}</p>
        )}
        {occupancy.data && !occupancy.error && (
          <OccupancyGrid
            occupancy={occupancy.data}
            caption={t('caption', { location: locationName || occupancy.data.location, month: shown })}
            locale={locale}
            today={today}
          />
        )}
      </div>
    </div>
  );
}

/** What the marks and colours of the cells mean. */
function Legend() {
  const { t } = useTranslation('occupancy');
  const states = ['free', 'asked', 'held', 'full'] as const;
  return (
    <div className="desk-occ-legend">
      <h2 className="desk-visually-hidden">{t('legend.title')}</h2>
      <ul>
        {states.map((state) => (
          <li key={state}>
            <span className={`desk-occ-swatch desk-occ--${state}`} aria-hidden="true">
              {STATE_MARKS[state]}
            </span>
            {t(`legend.${state}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
