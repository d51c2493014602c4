/**
 * A counter the form's availability lookups read: when a booking loses a race for a hall or a room
 * (409), the submission raises it and every step asks the server again, so the visitor sees what is
 * free now. One per form, made by the composition and handed to each model that needs it.
 */
import { type Signal, signal } from '@preact/signals-react';

/** The form's epoch of availability answers. */
export type AvailabilityEpoch = Signal<number>;

/** A new epoch, starting at 0. */
export const createAvailabilityEpoch = (): AvailabilityEpoch => signal(0);
