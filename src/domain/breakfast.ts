/**
 * Breakfast with a hotel stay (spec §3, §5, §9): what a stay sends when the visitor chose nothing,
 * and when a location refuses a choice. One rule for step 3, the payload and the server.
 */
import type { LocationSettings } from './catalogue.types.ts';
import type { Room } from './reservation.types.ts';

/** The breakfast settings of the location a stay is at. */
export type BreakfastSettings = Pick<LocationSettings, 'breakfastSelectable' | 'breakfastEnabledByDefault'>;

/** Spec §3 defaults: breakfast selectable and on. */
export const DEFAULT_BREAKFAST: BreakfastSettings = {
  breakfastSelectable: true,
  breakfastEnabledByDefault: true,
};

/** Breakfast as sent: the location's default when not selectable or not chosen (spec §5, §9). */
export function roomBreakfast(
  room: Pick<Room, 'breakfast'>,
  settings: BreakfastSettings = DEFAULT_BREAKFAST,
) {
  if (!settings.breakfastSelectable) return settings.breakfastEnabledByDefault;
  return room.breakfast ?? settings.breakfastEnabledByDefault;
}

/** The message of the violation at `hotelRooms[i].breakfast` when a stay's choice is refused. */
export const BREAKFAST_NOT_SELECTABLE =
  'Breakfast cannot be changed at this hotel; leave it out for its default.';

/**
 * Whether a stay's breakfast choice is refused at its location (checked by the server on bookings and
 * quotes): where visitors may not change breakfast, only its default (or nothing) may be sent.
 */
export function breakfastRefused(
  breakfast: boolean | null | undefined,
  settings: BreakfastSettings,
): boolean {
  return (
    !settings.breakfastSelectable &&
    breakfast !== null &&
    breakfast !== undefined &&
    breakfast !== settings.breakfastEnabledByDefault
  );
}
