/**
 * What was booked (spec §2, §3): the status in plain words and on its timeline, the venue, every day with its spaces, layouts, times,
 * package deals and items, every stay with its rooms, the remarks, the offer's validity and the terms.
 */
import type { CatalogueNames } from '../api/catalogue.ts';
import type { BookedDay, BookedRoom, BookingDocument } from '../domain/booking.types.ts';
import { formatDay } from '../domain/format.ts';
import { vars } from '../theme/theme-vars.ts';
import { StatusTimeline } from './StatusTimeline.tsx';
import { useOfferTexts } from './use-offer-texts.ts';
import { VenueCard } from './VenueCard.tsx';
import { cardCss, headingCss, rowsCss, sectionCss } from './view-styles.ts';

/** Props: the booking and the names of what it refers to. */
export type BookingDetailsProps = { booking: BookingDocument; names: CatalogueNames };

function Day({ day, names, number }: { day: BookedDay; names: CatalogueNames; number: number }) {
  const { t, locale, nameOf } = useOfferTexts();
  return (
    <li css={cardCss}>
      <h4 css={{ margin: 0, fontSize: '17px' }}>
        {t('details.dayTitle', { number, date: formatDay(day.date, locale) })}
      </h4>
      <p css={{ margin: 0 }}>
        {t('details.dayTimes', { start: day.startTime, end: day.endTime, pax: day.pax })}
      </p>
      {day.halls.length > 0 && (
        <ul css={{ margin: 0, paddingInlineStart: '20px' }}>
          {day.halls.map((hall) => (
            <li key={hall['@id']}>
              {t('details.space', {
                hall: nameOf(names, hall.hall),
                layout: hall.emplacement ? nameOf(names, hall.emplacement) : t('details.noLayout'),
                start: hall.startTime,
                end: hall.endTime,
                pax: hall.pax,
              })}
            </li>
          ))}
        </ul>
      )}
      {day.packageDeals.map((deal) => (
        <p key={deal['@id']} css={{ margin: 0 }}>
          {t('details.packageDeal', {
            name: nameOf(names, deal.packageDeal),
            // No persons stored: the deal follows the day's guests.
            persons: deal.amount ?? day.pax,
          })}
        </p>
      ))}
      {day.items.length > 0 && (
        <>
          <p css={{ margin: 0, fontWeight: 700 }}>{t('details.items')}</p>
          <ul css={{ margin: 0, paddingInlineStart: '20px' }}>
            {day.items.map((item) => (
              <li key={item['@id']}>
                {t(item.startTime ? 'details.itemAt' : 'details.item', {
                  name: nameOf(names, item.item),
                  amount: item.amount,
                  time: item.startTime,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

// A stay at another venue than the booking's names its hotel too: "Standard double room, Harbour Hotel
// Helsinki" (issue #12.2).
function Stay({ room, names, at }: { room: BookedRoom; names: CatalogueNames; at: string }) {
  const { t, locale, nameOf } = useOfferTexts();
  const elsewhere = room.location && room.location !== at ? nameOf(names, room.location) : null;
  return (
    <li css={cardCss}>
      <h4 css={{ margin: 0, fontSize: '17px' }}>
        {elsewhere
          ? t('details.stayAt', { type: nameOf(names, room.roomType), hotel: elsewhere })
          : nameOf(names, room.roomType)}
      </h4>
      <dl css={rowsCss}>
        <dt>{t('details.checkIn')}</dt>
        <dd>{formatDay(room.startDate, locale)}</dd>
        <dt>{t('details.checkOut')}</dt>
        <dd>{formatDay(room.endDate, locale)}</dd>
        <dt>{t('details.rooms')}</dt>
        <dd>{t('details.roomsValue', { amount: room.amount, pax: room.paxRoom })}</dd>
        <dt>{t('details.breakfast')}</dt>
        <dd>{room.breakfast ? t('details.yes') : t('details.no')}</dd>
        {room.lateCheckoutRooms > 0 && (
          <>
            <dt>{t('details.lateCheckout')}</dt>
            <dd>{room.lateCheckoutRooms}</dd>
          </>
        )}
        {room.comments && (
          <>
            <dt>{t('details.comments')}</dt>
            <dd>{room.comments}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

/** Where the location lets the visitor confirm an accepted offer, the next step is theirs, not the venue's. */
function statusHintKey(booking: BookingDocument): string {
  if (booking.status === 'accepted' && booking.transitions.includes('confirm_booking'))
    return 'accepted_visitor_confirms';
  return booking.status;
}

/** The booking's content, read-only. */
export function BookingDetails({ booking, names }: BookingDetailsProps) {
  const { t, locale, model } = useOfferTexts();
  const venue = model.locations.value.find((location) => location['@id'] === booking.location);
  const status = t(`status.${booking.status}`, { defaultValue: t('status.unknown') });
  return (
    <>
      <section css={sectionCss} aria-labelledby="bf-offer-status">
        <h3 id="bf-offer-status" css={headingCss}>
          {booking.eventName || t('details.untitled')}
        </h3>
        <dl css={rowsCss}>
          <dt>{t('details.reference')}</dt>
          <dd css={{ whiteSpace: 'nowrap' }}>{booking.reference}</dd>
          <dt>{t('details.status')}</dt>
          <dd data-status={booking.status}>
            <strong>{status}</strong>
            <span css={{ display: 'block', color: vars.muted }}>
              {t(`statusHint.${statusHintKey(booking)}`, { defaultValue: '' })}
            </span>
          </dd>
          {booking.offerValidUntil && (
            <>
              <dt>{t('details.validUntil')}</dt>
              <dd>{formatDay(booking.offerValidUntil, locale)}</dd>
            </>
          )}
          <dt>{t('details.contact')}</dt>
          <dd>
            {[booking.contactPersonFirstname, booking.contactPersonLastname].filter(Boolean).join(' ')}
            {booking.company ? `, ${booking.company}` : ''}
            <span css={{ display: 'block' }}>{booking.email}</span>
          </dd>
        </dl>
        <StatusTimeline status={booking.status} />
      </section>
      <VenueCard location={venue} />
      {booking.meetingRooms.length > 0 && (
        <section css={sectionCss} aria-labelledby="bf-offer-days">
          <h3 id="bf-offer-days" css={headingCss}>
            {t('details.days')}
          </h3>
          <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' }}>
            {booking.meetingRooms.map((day, index) => (
              <Day key={day['@id']} day={day} names={names} number={index + 1} />
            ))}
          </ol>
        </section>
      )}
      {booking.hotelRooms.length > 0 && (
        <section css={sectionCss} aria-labelledby="bf-offer-stays">
          <h3 id="bf-offer-stays" css={headingCss}>
            {t('details.stays')}
          </h3>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' }}>
            {booking.hotelRooms.map((room) => (
              <Stay key={room['@id']} room={room} names={names} at={booking.location} />
            ))}
          </ul>
        </section>
      )}
      {booking.remarks.length > 0 && (
        <section css={sectionCss} aria-labelledby="bf-offer-remarks">
          <h3 id="bf-offer-remarks" css={headingCss}>
            {t('details.remarks')}
          </h3>
          {booking.remarks.map((remark) => (
            <p key={remark.description} css={{ margin: 0, whiteSpace: 'pre-line' }}>
              {remark.description}
            </p>
          ))}
        </section>
      )}
      {booking.termsUrl && (
        <p css={{ margin: 0 }}>
          <a href={booking.termsUrl} target="_blank" rel="noopener noreferrer" css={{ color: vars.link }}>
            {t('details.terms')}
          </a>
        </p>
      )}
    </>
  );
}
