CREATE TABLE "kc_bill_move" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"code" varchar(50) NOT NULL,
	"holder_id" bigint NOT NULL,
	"source_warehouse_id" bigint NOT NULL,
	"target_warehouse_id" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reject_descr" text,
	"tolerance" numeric(5, 2),
	"finish_time" timestamp with time zone,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_bill_move_bill" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"move_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"bill_code" varchar(50) NOT NULL,
	"original_weight" numeric(16, 2) NOT NULL,
	"measured_weight" numeric(16, 2),
	"new_locator" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "kc_ple_transfer" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"contract_id" bigint NOT NULL,
	"shipper_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"warehouse_unit_id" bigint NOT NULL,
	"free_agreement" text DEFAULT '' NOT NULL,
	"other_desc" text DEFAULT '' NOT NULL,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"audit_fail_descr" text,
	"warehouse_reject_descr" text,
	"audit_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_ple_transfer_bill" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"transfer_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"bill_code" varchar(50) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kc_ple_bill" ADD COLUMN "move_id" bigint;--> statement-breakpoint
ALTER TABLE "kc_ple_bill" ADD COLUMN "origin_bill_id" bigint;--> statement-breakpoint
ALTER TABLE "kc_ple_bill" ADD COLUMN "origin_process" varchar(16);--> statement-breakpoint
ALTER TABLE "kc_ple_bill" ADD COLUMN "lineage_id" bigint;--> statement-breakpoint
-- A receipt generated from an inbound order is its goods' own lineage.
UPDATE "kc_ple_bill" SET "lineage_id" = "id" WHERE "lineage_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "kc_bill_move_code_uq" ON "kc_bill_move" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "kc_bill_move_list_idx" ON "kc_bill_move" USING btree ("tenant_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_bill_move_holder_idx" ON "kc_bill_move" USING btree ("holder_id","status");--> statement-breakpoint
CREATE INDEX "kc_bill_move_source_idx" ON "kc_bill_move" USING btree ("source_warehouse_id","status");--> statement-breakpoint
CREATE INDEX "kc_bill_move_target_idx" ON "kc_bill_move" USING btree ("target_warehouse_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_bill_move_bill_uq" ON "kc_bill_move_bill" USING btree ("move_id","bill_id");--> statement-breakpoint
CREATE INDEX "kc_bill_move_bill_bill_idx" ON "kc_bill_move_bill" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_ple_transfer_contract_uq" ON "kc_ple_transfer" USING btree ("contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "kc_ple_transfer_list_idx" ON "kc_ple_transfer" USING btree ("tenant_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_ple_transfer_warehouse_idx" ON "kc_ple_transfer" USING btree ("warehouse_unit_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_ple_transfer_bill_uq" ON "kc_ple_transfer_bill" USING btree ("transfer_id","bill_id");--> statement-breakpoint
CREATE INDEX "kc_ple_transfer_bill_bill_idx" ON "kc_ple_transfer_bill" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "kc_ple_bill_move_idx" ON "kc_ple_bill" USING btree ("move_id");--> statement-breakpoint
CREATE INDEX "kc_ple_bill_origin_idx" ON "kc_ple_bill" USING btree ("origin_bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_ple_bill_lineage_live_uq" ON "kc_ple_bill" USING btree ("lineage_id") WHERE status in (1, 50, 60, 70, 80, 90, 91, 92, 99) and is_deleted = 0;