ALTER TABLE "booking_day_package_deals" ALTER COLUMN "amount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_rooms" ALTER COLUMN "breakfast" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "booking_rooms" ALTER COLUMN "breakfast" DROP NOT NULL;
