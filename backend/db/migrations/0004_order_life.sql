ALTER TABLE "orders" ADD COLUMN "payment_deadline" timestamp(0);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "closed_reason" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_restored" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline_idx" ON "orders" USING btree ("payment_deadline") WHERE "orders"."order_status" in (1, 2);--> statement-breakpoint
UPDATE "orders" SET "payment_deadline" = CASE WHEN "payment" = 'ATM' AND "atm_day" IS NOT NULL THEN ("atm_day" || ' 23:59:59')::timestamp ELSE "created_at" + interval '30 minutes' END WHERE "order_status" IN (1, 2);
