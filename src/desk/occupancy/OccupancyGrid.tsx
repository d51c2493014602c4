import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HallBooking, Occupancy, RoomBooking } from '../../contracts/desk-occupancy.schema.ts';
import { pickTranslation } from '../../domain/translation.ts';
import { deskHref } from '../route.ts';
import { dayHeading, hallCellState, roomCellState } from './occupancy-view.ts';

/** Marks beside the colours, so a state never rests on colour alone (the legend explains them). */
export const STATE_MARKS = { free: '', asked: '?', held: '●', full: '■' } as const;

/** A hall's or room type's name in the desk's language (the API's name when none is given). */
const nameIn = (
  entry: { name: string; translations: { language: string; name: string }[] },
  locale: string,
) => pickTranslation(entry.translations, locale)?.name ?? entry.name;

type GridProps = { occupancy: Occupancy; caption: string; locale: string; today: string };

/**
 * The month as a table: a column per day, a row per hall then per room type, each cell saying who holds
 * or asks for it with links to the bookings. It scrolls sideways in its own box with the names kept in
 * view; the box is focusable so keyboard users can scroll it too.
 */
export function OccupancyGrid({ occupancy, caption, locale, today }: GridProps) {
  const { t } = useTranslation('occupancy');
  const headings = occupancy.days.map((date) => ({ date, ...dayHeading(date, locale) }));
  const columns = occupancy.days.length + 1;
  const headingId = useId();
  const weekend = (index: number) => (headings[index]!.weekend ? ' desk-occ-weekend' : '');
  return (
    <>
      {/* Above the box rather than the caption alone: a caption scrolls out of sight with the table. */}
      <h2 id={headingId} className="desk-occ-heading">
        {caption}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="desk-occ-scroll" tabIndex={0} aria-labelledby={headingId}>
        <table className="desk-occ-grid">
          <caption className="desk-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <td className="desk-occ-corner" />
              {headings.map((h) => (
                <th
                  key={h.date}
                  scope="col"
                  className={`desk-occ-day${h.weekend ? ' desk-occ-weekend' : ''}${h.date === today ? ' desk-occ-today' : ''}`}
                  aria-current={h.date === today ? 'date' : undefined}
                >
                  <span aria-hidden="true">
                    <span className="desk-occ-weekday">{h.weekday}</span> {h.day}
                  </span>
                  <span className="desk-visually-hidden">{h.full}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <GroupRow columns={columns} label={t('grid.halls')} />
            {occupancy.halls.length === 0 && <EmptyRow columns={columns} text={t('grid.noHalls')} />}
            {occupancy.halls.map((hall) => (
              <tr key={hall['@id']}>
                <th scope="row" className="desk-occ-name">
                  {nameIn(hall, locale)}
                  {!hall.available && <span className="desk-occ-note">{t('grid.notOffered')}</span>}
                </th>
                {hall.days.map((day, index) => {
                  const state = hallCellState(day.bookings);
                  return (
                    <td key={day.date} className={`desk-occ-cell desk-occ--${state}${weekend(index)}`}>
                      <StateText state={state} />
                      {day.bookings.map((b) => (
                        <BookingLine
                          key={`${b.id}-${b.startTime}`}
                          booking={b}
                          detail={`${b.startTime}–${b.endTime}`}
                        />
                      ))}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tbody>
            <GroupRow columns={columns} label={t('grid.roomTypes')} />
            {occupancy.roomTypes.length === 0 && <EmptyRow columns={columns} text={t('grid.noRoomTypes')} />}
            {occupancy.roomTypes.map((type) => (
              <tr key={type['@id']}>
                <th scope="row" className="desk-occ-name">
                  {nameIn(type, locale)}
                  {!type.available && <span className="desk-occ-note">{t('grid.notOffered')}</span>}
                </th>
                {type.nights.map((night, index) => {
                  const state = roomCellState(night);
                  return (
                    <td key={night.date} className={`desk-occ-cell desk-occ--${state}${weekend(index)}`}>
                      <StateText state={state} />
                      <span className="desk-occ-count">
                        <span aria-hidden="true">
                          {night.held}/{night.total}
                        </span>
                        <span className="desk-visually-hidden">
                          {t('grid.roomsHeld', { held: night.held, total: night.total })}
                        </span>
                      </span>
                      <RoomBookings bookings={night.bookings} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

function GroupRow({ columns, label }: { columns: number; label: string }) {
  return (
    <tr className="desk-occ-group">
      <th scope="rowgroup" colSpan={columns} className="desk-occ-group-head">
        <span>{label}</span>
      </th>
    </tr>
  );
}

function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <tr>
      <td colSpan={columns} className="desk-occ-empty">
        {text}
      </td>
    </tr>
  );
}

/** The cell's state as a mark on screen and as words for screen readers. */
function StateText({ state }: { state: keyof typeof STATE_MARKS }) {
  const { t } = useTranslation('occupancy');
  return (
    <>
      {STATE_MARKS[state] && (
        <span className="desk-occ-mark" aria-hidden="true">
          {STATE_MARKS[state]}
        </span>
      )}
      <span className="desk-visually-hidden">{t(`state.${state}`)}</span>
    </>
  );
}

/** One booking in a cell: its reference as a link, a detail (times or rooms), who and how it stands. */
function BookingLine({ booking, detail }: { booking: HallBooking | RoomBooking; detail: ReactNode }) {
  const { t } = useTranslation('occupancy');
  const status = t(`status.${booking.status}`, { defaultValue: booking.status });
  const hold = t(`hold.${booking.hold}`);
  return (
    <span
      className={`desk-occ-booking desk-occ-booking--${booking.hold}`}
      title={`${booking.name} · ${status}`}
    >
      <a href={deskHref({ page: 'booking', id: booking.id })}>
        {booking.reference}
        <span className="desk-visually-hidden">
          {' '}
          ({hold}, {booking.name}, {status})
        </span>
      </a>
      <span className="desk-occ-detail">{detail}</span>
    </span>
  );
}

/** A night's bookings: up to two in the cell, more behind a disclosure so the row stays readable. */
function RoomBookings({ bookings }: { bookings: readonly RoomBooking[] }) {
  const { t } = useTranslation('occupancy');
  const lines = bookings.map((b) => (
    <BookingLine key={b.id} booking={b} detail={t('grid.rooms', { count: b.rooms })} />
  ));
  if (bookings.length <= 2) return lines;
  return (
    <details className="desk-occ-more">
      <summary>{t('grid.bookings', { count: bookings.length })}</summary>
      {lines}
    </details>
  );
}
