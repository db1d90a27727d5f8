ALTER TABLE "payment_methods" ADD COLUMN "max_installment" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "payment_methods" SET "max_installment" = CASE "code" WHEN 'taiShinCard' THEN 12 WHEN 'card' THEN 9 ELSE 0 END;
