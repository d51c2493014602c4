ALTER TABLE "locations" ADD COLUMN "minimum_lead_time_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "free_cancellation_days" integer;