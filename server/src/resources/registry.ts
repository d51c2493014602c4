import type { Resource } from '../api/resource.ts';
import { emplacementResource } from './emplacements/emplacements.resource.ts';
import { hallEmplacementResource } from './hall-emplacements/hall-emplacements.resource.ts';
import { hallPeriodPricingResource } from './hall-period-pricings/hall-period-pricings.resource.ts';
import { hallResource } from './halls/halls.resource.ts';
import { itemResource } from './items/items.resource.ts';
import { locationEmplacementResource } from './location-emplacements/location-emplacements.resource.ts';
import { locationRoomTypeResource } from './location-room-types/location-room-types.resource.ts';
import { locationResource } from './locations/locations.resource.ts';
import { packageDealResource } from './package-deals/package-deals.resource.ts';
import { partnerResource } from './partners/partners.resource.ts';
import { promoCodeResource } from './promo-codes/promo-codes.resource.ts';

/** Every catalogue resource, in the order the API documents list them. */
export const RESOURCES: Resource[] = [
  partnerResource,
  locationResource,
  emplacementResource,
  locationEmplacementResource,
  hallResource,
  hallEmplacementResource,
  hallPeriodPricingResource,
  itemResource,
  packageDealResource,
  locationRoomTypeResource,
  promoCodeResource,
];

/** The resource served at `/api/{path}`; throws for an unknown path (a definition error, not user input). */
export function resourceByPath(path: string): Resource {
  const resource = RESOURCES.find((r) => r.path === path);
  if (!resource) throw new Error(`No resource is served at /api/${path}.`);
  return resource;
}

/** The resource with this JSON-LD type, or undefined. */
export function resourceByType(type: string): Resource | undefined {
  return RESOURCES.find((r) => r.type === type);
}
