import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiEnv } from '../../api/context.ts';
import { staffAuth } from '../../auth/middleware.ts';
import { ProblemError } from '../../hydra/problem.ts';
import { reservationRoutes } from '../reservations/reservations.routes.ts';
import type { BookingDeps } from './booking-deps.ts';
import { bookingRoutes } from './bookings.routes.ts';

// Mounted under /api before the catalogue routes. Its middleware is bound to its own paths, so the
// catalogue's (registered later for /api/*) never runs twice.

const MAX_BODY = 1024 * 1024;
const PATHS = [
  '/booking',
  '/booking/:id',
  '/booking/:id/status',
  '/booking/:id/confirmation',
  '/bookings/:id',
  '/reservations',
  '/reservations/:id',
];

/** The booking and reservation endpoints with body limit and staff-key resolution. */
export function bookingApi(deps: BookingDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  for (const path of PATHS) {
    app.use(
      path,
      bodyLimit({
        maxSize: MAX_BODY,
        onError: () => {
          throw new ProblemError(413, 'payload_too_large', 'The body is larger than 1 MB.');
        },
      }),
    );
    app.use(path, staffAuth(deps.db));
  }
  app.route('/', bookingRoutes(deps));
  app.route('/', reservationRoutes(deps));
  return app;
}
