ALTER TABLE "order_items" ADD COLUMN "activity_item_id" integer;--> statement-breakpoint
CREATE INDEX "activity_fives_order_idx" ON "activity_fives" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_activity_idx" ON "order_items" USING btree ("activity_id");