CREATE TABLE "client_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" varchar(20) NOT NULL,
	"address" varchar(64) NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_requests_scope_address_idx" ON "client_requests" USING btree ("scope","address","created_at");