DROP INDEX "kc_finance_service_fee_apply_uq";--> statement-breakpoint
ALTER TABLE "kc_finance_service_fee" ADD COLUMN "release_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "kc_finance_service_fee_release_uq" ON "kc_finance_service_fee" USING btree ("release_id") WHERE release_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "kc_finance_service_fee_apply_uq" ON "kc_finance_service_fee" USING btree ("apply_id") WHERE release_id is null;