// Spec §3 Room: a null breakfast means the stay location's default, and where visitors may not change
// breakfast (`breakfastSelectable: false`) only that default may be sent. Shared by the booking write
// and the quote, each checking it against the location of the stay's room type (stays may be elsewhere).

/** A stay location's breakfast settings. */
export type BreakfastSettings = { breakfastSelectable: boolean; breakfastEnabledByDefault: boolean };

/** The message of the violation at `hotelRooms[i].breakfast`. */
export const BREAKFAST_NOT_SELECTABLE =
  'Breakfast cannot be changed at this hotel; leave it out for its default.';

/** Whether a stay's breakfast choice is refused at its location. */
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
