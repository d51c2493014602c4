/**
 * Step 5's overview of everything chosen (spec §2): the location, the event and each day with its
 * spaces, layouts, times, package and items, each hotel stay, and the contact details. Names come in
 * the visitor's language. Prices are the price component's (below it): the widget never sums lines.
 */
import { useTranslation } from 'react-i18next';
import { countryName } from '../../domain/countries.ts';
import { formatDay } from '../../domain/format.ts';
import type { Reservation } from '../../domain/reservation.types.ts';
import { vars } from '../../theme/theme-vars.ts';

type Props = {
  reservation: Reservation;
  locationName: string;
  /** The name of an IRI in the visitor's language, or null while unknown. */
  nameOf: (iri: string | null) => string | null;
  locale: string;
};

const listCss = { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '4px' } as const;
const lineCss = { display: 'flex', justifyContent: 'space-between', gap: '12px' } as const;

/** A `YYYY-MM-DD` date for the visitor (none for a day without one yet). */
const formatDate = (date: string | null, locale: string) => (date ? formatDay(date, locale) : '');

/** The overview list. */
export function BookingOverview({ reservation, locationName, nameOf, locale }: Props) {
  const { t } = useTranslation(['summary', 'form']);
  const name = (iri: string | null) => nameOf(iri) ?? t('overview.loadingName');
  const mice = reservation.types.includes('mice');
  const hotel = reservation.types.includes('hotel');

  return (
    <div css={{ display: 'grid', gap: '20px' }}>
      <section aria-labelledby="bf-ov-where">
        <h3 id="bf-ov-where" css={{ margin: '0 0 6px', fontSize: '1em' }}>
          {t('overview.where')}
        </h3>
        <p css={{ margin: 0 }}>{locationName}</p>
        {mice && reservation.eventname && (
          <p css={{ margin: 0, color: vars.muted }}>{t('overview.event', { name: reservation.eventname })}</p>
        )}
      </section>

      {mice &&
        reservation.days.map((day, index) => (
          <section key={day['@id'] ?? day.tempId ?? index} aria-labelledby={`bf-ov-day-${index}`}>
            <h3 id={`bf-ov-day-${index}`} css={{ margin: '0 0 6px', fontSize: '1em' }}>
              {t('overview.day', { n: index + 1, date: formatDate(day.date, locale) })}
            </h3>
            <p css={{ margin: '0 0 6px', color: vars.muted }}>
              {t('overview.dayTimes', {
                start: day.startTime ?? '–',
                end: day.endTime ?? '–',
                pax: day.pax ?? 0,
              })}
            </p>
            <ul css={listCss}>
              {day.halls.map((row) => (
                <li key={`${row.hall}|${row.startTime}|${row.endTime}`} css={lineCss}>
                  <span>
                    {t('overview.space', {
                      name: name(row.hall),
                      layout: row.emplacement ? name(row.emplacement) : t('overview.noLayout'),
                    })}
                  </span>
                </li>
              ))}
              {day.packageDeals.map((deal) => (
                <li key={deal.packageDeal} css={lineCss}>
                  <span>{t('overview.package', { name: name(deal.packageDeal) })}</span>
                </li>
              ))}
              {day.items.map((item) => (
                <li key={`${item.item}|${item.startTime}`} css={lineCss}>
                  <span>
                    {item.startTime
                      ? t('overview.itemAt', {
                          name: name(item.item),
                          amount: item.amount ?? 1,
                          time: item.startTime,
                        })
                      : t('overview.item', { name: name(item.item), amount: item.amount ?? 1 })}
                  </span>
                </li>
              ))}
              {day.halls.length + day.packageDeals.length + day.items.length === 0 && (
                <li css={{ color: vars.muted }}>{t('overview.nothingChosen')}</li>
              )}
            </ul>
          </section>
        ))}

      {hotel && reservation.rooms.length > 0 && (
        <section aria-labelledby="bf-ov-rooms">
          <h3 id="bf-ov-rooms" css={{ margin: '0 0 6px', fontSize: '1em' }}>
            {t('overview.rooms')}
          </h3>
          <ul css={listCss}>
            {reservation.rooms.map((room, i) => (
              <li key={room['@id'] ?? room.tempId ?? i} css={lineCss}>
                <span>
                  {t('overview.stay', {
                    amount: room.amount ?? 0,
                    type: name(room.roomType),
                    from: formatDate(room.startDate, locale),
                    to: formatDate(room.endDate, locale),
                    pax: room.paxRoom ?? 0,
                  })}
                  {room.breakfast ? ` ${t('overview.breakfast')}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="bf-ov-contact">
        <h3 id="bf-ov-contact" css={{ margin: '0 0 6px', fontSize: '1em' }}>
          {t('overview.contact')}
        </h3>
        <p css={{ margin: 0 }}>
          {[reservation.firstname, reservation.lastname].filter(Boolean).join(' ')}
          {reservation.company ? `, ${reservation.company}` : ''}
        </p>
        <p css={{ margin: 0, color: vars.muted }}>
          {[reservation.emailaddress, reservation.phonenumber].filter(Boolean).join(' · ')}
        </p>
        <p css={{ margin: 0, color: vars.muted }}>
          {[
            [reservation.street, reservation.housenumber].filter(Boolean).join(' '),
            reservation.postalcode,
            reservation.city,
            countryName(reservation.country, locale),
          ]
            .filter(Boolean)
            .join(', ')}
        </p>
      </section>
    </div>
  );
}
