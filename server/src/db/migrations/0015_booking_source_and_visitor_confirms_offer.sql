ALTER TABLE "bookings" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "visitor_confirms_offer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source" CHECK ("bookings"."source" is null or "bookings"."source" = 'form');