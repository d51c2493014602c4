/** @jsxImportSource react */
import { Heading, Section, Text } from '@react-email/components';
import type { MailContext } from '../mail-context.ts';
import type { SummaryDay, SummaryStay } from '../message.types.ts';
import { Facts } from './Facts.tsx';
import { mutedStyle, smallHeadingStyle, subheadingStyle, textStyle } from './mail-styles.ts';
import { PriceSummary } from './PriceSummary.tsx';

const lineStyle = { ...textStyle, margin: '0 0 4px' };

/** Statuses after which there is nothing left to cancel. */
const ENDED = new Set(['cancelled', 'declined', 'turned_down', 'expired']);

/** The status as the offer view words it; a status it does not know reads as "unknown". */
export function statusText(mail: MailContext): string {
  const key = `offer:status.${mail.view.booking.status}`;
  return mail.t(mail.has(key) ? key : 'offer:status.unknown');
}

/**
 * What the booking holds, as the offer view shows it: reference and status, the event, each meeting
 * day with its spaces, packages and extras, each hotel stay, and the prices. The offer's validity is
 * not repeated here: the offer messages point it out above their button.
 */
export function BookingSummary({ mail }: { mail: MailContext }) {
  const { t, view, day } = mail;
  const { booking } = view;
  const bookedBy = [booking.contact.name, booking.company].filter((part) => part.trim()).join(', ');
  const payment = booking.paymentMethod ? `offer:payment.method.${booking.paymentMethod}` : null;
  return (
    <Section>
      <Heading as="h2" style={subheadingStyle}>
        {t(mail.staff ? 'email:summary.titleStaff' : 'email:summary.title')}
      </Heading>
      <Facts
        rows={[
          { label: t('offer:details.reference'), value: <strong>{booking.reference}</strong> },
          { label: t('offer:details.status'), value: statusText(mail) },
          { label: t('email:summary.event'), value: booking.eventName },
          { label: t('offer:details.contact'), value: mail.staff ? null : bookedBy },
          {
            label: t('email:summary.freeCancellation'),
            value:
              booking.cancellationDeadline && !ENDED.has(booking.status) && day(booking.cancellationDeadline),
          },
          { label: t('email:summary.payment'), value: payment && mail.has(payment) ? t(payment) : null },
        ]}
      />
      {booking.days.length > 0 && (
        <Heading as="h3" style={subheadingStyle}>
          {t('offer:details.days')}
        </Heading>
      )}
      {booking.days.map((meetingDay, index) => (
        <MeetingDay key={meetingDay.date} mail={mail} day={meetingDay} number={index + 1} />
      ))}
      {booking.stays.length > 0 && (
        <Heading as="h3" style={subheadingStyle}>
          {t('offer:details.stays')}
        </Heading>
      )}
      {booking.stays.map((stay) => (
        <Stay key={`${stay.hotel}-${stay.roomType}-${stay.arrival}`} mail={mail} stay={stay} />
      ))}
      {booking.remarks.length > 0 && (
        <>
          <Text style={smallHeadingStyle}>{t('offer:details.remarks')}</Text>
          {booking.remarks.map((remark) => (
            <Text key={remark} style={{ ...lineStyle, whiteSpace: 'pre-line' }}>
              {remark}
            </Text>
          ))}
        </>
      )}
      <PriceSummary mail={mail} />
    </Section>
  );
}

function MeetingDay({ mail, day, number }: { mail: MailContext; day: SummaryDay; number: number }) {
  const { t } = mail;
  return (
    <Section style={{ margin: '0 0 12px' }}>
      <Text style={smallHeadingStyle}>
        {t('offer:details.dayTitle', { number, date: mail.day(day.date) })}
      </Text>
      <Text className="bf-muted" style={{ ...mutedStyle, margin: '0 0 4px' }}>
        {t('offer:details.dayTimes', { start: day.startTime, end: day.endTime, pax: day.persons })}
      </Text>
      {day.halls.map((hall) => (
        <Text key={`${hall.name}-${hall.startTime}`} style={lineStyle}>
          {t('offer:details.space', {
            hall: hall.name,
            layout: hall.layout ?? t('offer:details.noLayout'),
            start: hall.startTime,
            end: hall.endTime,
            pax: day.persons,
          })}
        </Text>
      ))}
      {day.packageDeals.map((deal) => (
        <Text key={deal.name} style={lineStyle}>
          {t('offer:details.packageDeal', { name: deal.name, persons: deal.persons ?? day.persons })}
        </Text>
      ))}
      {day.items.length > 0 && (
        <Text style={lineStyle}>
          {t('offer:details.items')}:{' '}
          {day.items
            .map((item) =>
              item.startTime
                ? t('offer:details.itemAt', { name: item.name, amount: item.amount, time: item.startTime })
                : t('offer:details.item', { name: item.name, amount: item.amount }),
            )
            .join(', ')}
        </Text>
      )}
    </Section>
  );
}

function Stay({ mail, stay }: { mail: MailContext; stay: SummaryStay }) {
  const { t } = mail;
  const breakfast =
    stay.breakfast === null ? null : t(stay.breakfast ? 'offer:details.yes' : 'offer:details.no');
  return (
    <Section style={{ margin: '0 0 12px' }}>
      <Text style={smallHeadingStyle}>
        {t('offer:details.stayAt', { type: stay.roomType, hotel: stay.hotel })}
      </Text>
      <Facts
        rows={[
          { label: t('offer:details.checkIn'), value: mail.day(stay.arrival) },
          { label: t('offer:details.checkOut'), value: mail.day(stay.departure) },
          {
            label: t('offer:details.rooms'),
            value: t('offer:details.roomsValue', { amount: stay.rooms, pax: stay.guestsPerRoom }),
          },
          { label: t('email:summary.nights'), value: String(stay.nights) },
          { label: t('offer:details.breakfast'), value: breakfast },
        ]}
      />
    </Section>
  );
}
