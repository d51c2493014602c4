/**
 * A counter a form's availability lookups read: when a booking loses a race for a hall or a room
 * (409), it goes up and every step asks the server again, so the visitor sees what is free now.
 */
import { type Signal, signal } from '@preact/signals-react';
import type { ReservationForm } from './reservation-form.model.ts';

/** The form's epoch; shared by the steps' lookups and the session through the form's parts. */
export function availabilityEpoch(form: Pick<ReservationForm, 'part'>): Signal<number> {
  return form.part('availability-epoch', () => signal(0));
}
