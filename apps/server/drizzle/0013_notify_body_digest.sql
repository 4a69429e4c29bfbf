ALTER TABLE "kc_pay_notify" ADD COLUMN "body_sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "kc_pay_notify" ADD COLUMN "body_length" integer;