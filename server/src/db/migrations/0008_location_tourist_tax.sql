ALTER TABLE "locations" ADD COLUMN "tourist_tax_applies" boolean DEFAULT false NOT NULL;
