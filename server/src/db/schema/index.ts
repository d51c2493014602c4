/** The whole drizzle schema: one import for the drivers, drizzle-kit and the repositories. */
export * from './booking-lines.ts';
export * from './bookings.ts';
export * from './emplacements.ts';
export * from './halls.ts';
export * from './items.ts';
export * from './locations.ts';
export * from './media.ts';
export * from './outbox.ts';
export * from './package-deals.ts';
export * from './partners.ts';
export * from './payments.ts';
export * from './pricing-codes.ts';
export * from './room-types.ts';
export * from './staff-keys.ts';
export * from './staff-users.ts';
export * from './visitor-sessions.ts';
