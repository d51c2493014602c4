/** Which of a day's items are served at a time the visitor may give (spec §3 Day.items `startTime`). */
import type { CatalogueItem } from './event-catalogue.types.ts';

/**
 * Food and beverage is served at a moment of the day (lunch at 12:30, drinks at 17:00); equipment and
 * other items are there for the whole day, so a time would mean nothing to the venue.
 */
export function isServedAtATime(item: Pick<CatalogueItem, 'category'>): boolean {
  return item.category === 'food_beverage';
}
