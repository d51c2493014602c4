/**
 * The API of one widget instance: every resource module over the instance's one client. Models
 * receive it (or the slice they need), so node tests hand them a replacement built from plain
 * functions. Loaded with the form or a booking view, never with the shell.
 */
import { billingApi } from './billing.ts';
import { bookingsApi } from './bookings.ts';
import { catalogueApi } from './catalogue.ts';
import type { ApiClient } from './client.ts';
import { corporateAccountsApi } from './corporate-accounts.ts';
import { hallsSuitableApi } from './halls-suitable.ts';
import { packageDealsApi } from './package-deals.ts';
import { partnersApi } from './partners.ts';
import { roomAvailabilitiesApi } from './room-availabilities.ts';

/** Groups the resource modules over `client`. */
export function createApi(client: ApiClient) {
  return {
    bookings: bookingsApi(client),
    billing: billingApi(client),
    catalogue: catalogueApi(client),
    hallsSuitable: hallsSuitableApi(client),
    roomAvailabilities: roomAvailabilitiesApi(client),
    packageDeals: packageDealsApi(client),
    corporateAccounts: corporateAccountsApi(client),
    partners: partnersApi(client),
    /** The client, for the resource modules a lazy part brings with it (the payment calls). */
    client,
  };
}

/** One instance's API. */
export type Api = ReturnType<typeof createApi>;
