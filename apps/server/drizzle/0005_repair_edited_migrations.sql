-- Brings a database made by the first versions of three migrations that were edited after they landed
-- (0000 gained "version" columns, 0002 changed the business-life columns to text, 0004 gained an index) to the
-- schema the edited versions make. Every statement is a no-op on a database made by the edited versions.
-- platform/db/migrate.ts marks the edited versions as applied first, so drizzle does not run them again.
ALTER TABLE "kc_enterprise" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_scope_api" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_scope_data" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_dept" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_dict" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_dict_biz" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_menu" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_role" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_tenant" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_user" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_enterprise" ALTER COLUMN "business_life_start" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "kc_enterprise" ALTER COLUMN "business_life_end" SET DATA TYPE varchar(20);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "kc_ple_bill_material_idx" ON "kc_ple_bill" USING btree ("material_id","is_deleted","status");
