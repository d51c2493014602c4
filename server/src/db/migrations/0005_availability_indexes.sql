-- Hand-written (issue 4): GET /api/halls_suitable finds the halls a held or booked line overlaps with one
-- range scan over the days around the meeting, instead of one GiST probe per hall (bench/availability.ts).
-- The table belongs to the bookings schema, so the index lives only here, not in the drizzle schema.
CREATE INDEX IF NOT EXISTS "booking_day_halls_blocking_date_idx" ON "booking_day_halls" USING btree ("date", "hall_id") WHERE "blocking";
