ALTER TABLE "bookings" ADD COLUMN "corporate_account_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_corporate_account_id_corporate_accounts_id_fk" FOREIGN KEY ("corporate_account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Payment methods take the spelling of spec §3 (the widget's and the API's); stored bookings follow.
UPDATE "bookings" SET "payment_method" = CASE "payment_method"
	WHEN 'card' THEN 'CREDIT_CARD' WHEN 'prepayment' THEN 'PRE_PAYMENT'
	WHEN 'pay_later' THEN 'INVOICE' WHEN 'at_location' THEN 'AT_LOCATION' ELSE "payment_method" END;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_method" CHECK ("bookings"."payment_method" in ('AT_LOCATION','CREDIT_CARD','INVOICE','PRE_PAYMENT','VOUCHER'));