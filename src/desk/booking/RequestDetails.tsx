import { useTranslation } from 'react-i18next';
import type { BookingRead } from '../../contracts/booking-read.schema.ts';
import { formatDay } from './format.ts';
import { ScrollingTable } from './ScrollingTable.tsx';

type Props = {
  booking: BookingRead;
  name: (iri: string | null) => string;
  locale: string;
  /** Another title and heading id, when it shows a saved change rather than the booking. */
  title?: string;
  headingId?: string;
};

/** What the visitor asked for: each day with its halls, layouts, times, package deals and items; stays. */
export function RequestDetails({ booking, name, locale, title, headingId = 'booking-request' }: Props) {
  const { t } = useTranslation('booking');
  return (
    <section className="desk-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title ?? t('request.title')}</h2>
      {booking.meetingRooms.length === 0 && booking.hotelRooms.length === 0 && <p>{t('request.empty')}</p>}
      {booking.meetingRooms.map((day) => (
        <div key={day['@id']} className="desk-booking-day">
          <h3>
            {formatDay(day.date, locale)} · {day.startTime}–{day.endTime} ·{' '}
            {t('request.pax', { count: day.pax })}
          </h3>
          <ScrollingTable label={t('request.dayCaption', { day: day.date })}>
            <table>
              <caption className="desk-visually-hidden">{t('request.dayCaption', { day: day.date })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('request.what')}</th>
                  <th scope="col">{t('request.detail')}</th>
                  <th scope="col">{t('request.time')}</th>
                </tr>
              </thead>
              <tbody>
                {day.halls.map((hall) => (
                  <tr key={hall['@id']}>
                    <td>
                      {t('request.hall')}: {name(hall.hall)}
                    </td>
                    <td>
                      {hall.emplacement ? `${t('request.layout')}: ${name(hall.emplacement)} · ` : ''}
                      {t('request.pax', { count: hall.pax })}
                    </td>
                    <td>
                      {hall.startTime}–{hall.endTime}
                    </td>
                  </tr>
                ))}
                {day.packageDeals.map((deal) => (
                  <tr key={deal['@id']}>
                    <td>
                      {t('request.packageDeal')}: {name(deal.packageDeal)}
                    </td>
                    <td>{t('request.pax', { count: deal.amount ?? day.pax })}</td>
                    <td />
                  </tr>
                ))}
                {day.items.map((item) => (
                  <tr key={item['@id']}>
                    <td>
                      {t('request.item')}: {name(item.item)}
                    </td>
                    <td>
                      {t('request.amount', { count: item.amount })}
                      {item.numberOfGuests !== null
                        ? ` · ${t('request.pax', { count: item.numberOfGuests })}`
                        : ''}
                    </td>
                    <td>{item.startTime ?? t('request.noTime')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        </div>
      ))}
      {booking.hotelRooms.length > 0 && (
        <>
          <h3>{t('request.stays')}</h3>
          <ScrollingTable label={t('request.stays')}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('request.roomType')}</th>
                  <th scope="col">{t('request.nights')}</th>
                  <th scope="col">{t('request.rooms')}</th>
                  <th scope="col">{t('request.extras')}</th>
                </tr>
              </thead>
              <tbody>
                {booking.hotelRooms.map((room) => (
                  <tr key={room['@id']}>
                    <td>
                      {name(room.roomType)}
                      {room.location !== booking.location ? ` (${name(room.location)})` : ''}
                    </td>
                    <td>
                      {formatDay(room.startDate, locale)} – {formatDay(room.endDate, locale)}
                    </td>
                    <td>
                      {t('request.roomCount', { count: room.amount })} ·{' '}
                      {t('request.perRoom', { count: room.paxRoom })}
                    </td>
                    <td>
                      {[
                        room.breakfast ? t('request.breakfast') : null,
                        room.lateCheckoutRooms > 0
                          ? t('request.lateCheckout', { count: room.lateCheckoutRooms })
                          : null,
                        room.comments,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        </>
      )}
    </section>
  );
}
