/**
 * A stay's arrival and departure (#18): two date fields in the widget's language whose calendar picks
 * the range: from the check-in field it takes the arrival and then, still open, the departure; from
 * the check-out field the departure. Past days are disabled, and so are departures beyond the nights
 * the location takes from the widget (its `maxPublicNights`, booking-limits.ts).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { DEFAULT_PUBLIC_BOUNDS } from '../../contracts/booking-limits.ts';
import { shortDate } from '../../domain/calendar.ts';
import { addDays, daysBetween, isIsoDate, localToday } from '../../domain/dates.ts';
import type { Room } from '../../domain/reservation.types.ts';
import { isCheckOutAfterCheckIn, stayLocation } from '../../domain/stays.ts';
import { DateField } from '../../ui/DateField.tsx';
import type { FieldPath } from '../form-rules.ts';
import { fieldId } from '../use-step-form.ts';
import { useRooms } from './use-rooms.ts';

/** Check-in and check-out of stay `index`. */
export function StayDates({ stay, index }: { stay: Room; index: number }) {
  useSignals();
  const { model, form, rooms, t, locale, message } = useRooms();
  // The check-in calendar, once the arrival is picked, asks for the departure before it closes.
  const [departing, setDeparting] = useState(false);
  const path = (name: string) => `rooms.${index}.${name}` as FieldPath;
  const overflow = rooms.overflowProblems(stay, index);
  const errorOf = (name: string) =>
    message(form.errors.value[path(name)] ?? overflow.find((p) => p.path === path(name))?.error);
  const iri = stayLocation(stay, form.reservation.value.location);
  const location = model.locations.value.find((l) => l['@id'] === iri);
  const maxNights = location?.maxPublicNights ?? DEFAULT_PUBLIC_BOUNDS.maxPublicNights;
  const start = isIsoDate(stay.startDate) ? stay.startDate : null;
  const end = isIsoDate(stay.endDate) ? stay.endDate : null;
  const today = localToday();
  const nights = isCheckOutAfterCheckIn(stay) ? daysBetween(start as string, end as string) : null;
  const field = (name: 'startDate' | 'endDate') => ({
    id: fieldId(3, path(name)),
    error: errorOf(name),
    errorPrefix: t('form:errors.prefix'),
    required: true,
    value: stay[name] ?? null,
    onChange: (value: string | null) => form.set(path(name), value),
    onBlur: () => form.touch(path(name)),
  });
  const departureMin = start ? addDays(start, 1) : addDays(today, 1);
  const departureMax = start ? addDays(start, maxNights) : undefined;

  return (
    <>
      <DateField
        {...field('startDate')}
        label={t('checkIn')}
        min={today}
        picker={{
          range: { start, end },
          ...(departing
            ? {
                title: t('checkOut'),
                min: departureMin,
                max: departureMax,
                status: t('rangeNext', { date: shortDate(start, locale) }),
              }
            : {}),
          onPick(date) {
            if (!departing) {
              form.set(path('startDate'), date);
              // A departure no longer after the arrival (or too far from it) is asked for again.
              if (end && (end <= date || daysBetween(date, end) > maxNights)) form.set(path('endDate'), null);
              setDeparting(true);
              return true;
            }
            if (date > addDays(start ?? date, maxNights)) return true;
            form.set(path('endDate'), date);
            form.touch(path('endDate'));
            setDeparting(false);
            return false;
          },
          onClose: () => setDeparting(false),
        }}
      />
      <DateField
        {...field('endDate')}
        label={t('checkOut')}
        min={departureMin}
        max={departureMax}
        picker={{ range: { start, end } }}
        hint={nights === null ? undefined : t('nights', { count: nights })}
      />
    </>
  );
}
