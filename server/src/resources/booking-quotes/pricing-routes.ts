import type { Hono } from 'hono';
import type { ApiEnv } from '../../api/context.ts';
import type { Clock } from '../../clock.ts';
import type { Orm } from '../../db/database.ts';
import { billingRoutes } from '../billing/billing.routes.ts';
import { corporateAccountsRoutes } from '../corporate-accounts/corporate-accounts.routes.ts';
import { hallsSuitableRoutes } from '../halls-suitable/halls-suitable.routes.ts';
import { roomAvailabilitiesRoutes } from '../room-availabilities/room-availabilities.routes.ts';
import { bookingQuotesRoutes } from './booking-quotes.routes.ts';

/**
 * Availability and prices (issue 4). Mounted before the catalogue resources, so
 * `/location_room_types/availabilities` is not read as a room type id.
 */
export function mountPricingRoutes(app: Hono<ApiEnv>, db: Orm, clock: Clock): void {
  app.route('/halls_suitable', hallsSuitableRoutes(db));
  app.route('/location_room_types', roomAvailabilitiesRoutes(db));
  app.route('/booking_quotes', bookingQuotesRoutes(db, clock));
  app.route('/booking', billingRoutes(db, clock));
  app.route('/corporate_accounts', corporateAccountsRoutes(db, clock));
}
