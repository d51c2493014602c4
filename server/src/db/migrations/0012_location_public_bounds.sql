ALTER TABLE "locations" ADD COLUMN "max_public_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "max_public_halls_per_day" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "max_public_rooms" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "max_public_nights" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_public_bounds" CHECK ("locations"."max_public_days" >= 1 and "locations"."max_public_halls_per_day" >= 1 and "locations"."max_public_rooms" >= 1 and "locations"."max_public_nights" >= 1);