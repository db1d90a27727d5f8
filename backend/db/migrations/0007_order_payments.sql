CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	"deleted_at" timestamp(0),
	"order_id" integer NOT NULL,
	"trade_no" varchar(30) NOT NULL,
	"amount" integer NOT NULL,
	"paid_at" timestamp(0) NOT NULL,
	"refund_due" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_order_trade_idx" ON "order_payments" USING btree ("order_id","trade_no");--> statement-breakpoint
-- The payments orders already hold: the one that paid an order, or the late one of a 23 (its refund is due).
INSERT INTO "order_payments" ("order_id", "trade_no", "amount", "paid_at", "refund_due")
SELECT "id", "thirdparty_payment_number", "total_price", "paid_at", CASE WHEN "order_status" = 23 THEN 1 ELSE 0 END
FROM "orders" WHERE "paid_at" IS NOT NULL AND "thirdparty_payment_number" IS NOT NULL AND "thirdparty_payment_number" <> '';
