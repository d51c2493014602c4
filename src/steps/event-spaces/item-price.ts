/** How an item's price reads where it is chosen: its unit price and what it counts (spec §3 price types). */
import type { TFunction } from 'i18next';
import type { CatalogueItem } from '../../domain/event-catalogue.types.ts';
import { formatMoney } from '../../domain/format.ts';

/** "€45.00 per guest" or "€95.00 per piece", in the visitor's language. */
export function itemPriceText(
  item: Pick<CatalogueItem, 'price' | 'currency' | 'priceType'>,
  t: TFunction,
  locale: string,
): string {
  const price = formatMoney(item.price, item.currency, locale);
  return t(item.priceType === 'per_guest' ? 'items.perGuest' : 'items.perPiece', { price });
}
