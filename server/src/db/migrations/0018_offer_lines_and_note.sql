ALTER TABLE "bookings" ADD COLUMN "offer_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "offer_note" text;