CREATE TABLE "kc_sign_batch" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"buss_type" integer NOT NULL,
	"buss_id" varchar(40) NOT NULL,
	"role" varchar(12) NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"create_user" bigint NOT NULL,
	"qr_token" varchar(32),
	"status" integer DEFAULT 0 NOT NULL,
	"total_num" integer DEFAULT 0 NOT NULL,
	"finish_num" integer DEFAULT 0 NOT NULL,
	"fail_num" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finish_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kc_sign_batch_item" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"batch_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"status" integer DEFAULT 3 NOT NULL,
	"message" varchar(255),
	"claimed_until" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_wms_input_batch" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"input_id" bigint NOT NULL,
	"batch_no" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"props" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"apply_weight" numeric(16, 2) NOT NULL,
	"apply_quantity" numeric(16, 2) NOT NULL,
	"weight" numeric(16, 2),
	"quantity" numeric(16, 2),
	"locator" varchar(100),
	"receipt_id" bigint,
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
CREATE TABLE "kc_ple_test" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"input_id" bigint NOT NULL,
	"shipper_id" bigint,
	"warehouse_id" bigint,
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
CREATE TABLE "kc_ple_test_file" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"test_id" bigint NOT NULL,
	"input_batch_id" bigint NOT NULL,
	"test_file_code" varchar(100) NOT NULL,
	"test_file" bigint NOT NULL,
	"test_desc" varchar(400),
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
CREATE TABLE "kc_ple_bill" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"code" varchar(50) NOT NULL,
	"input_id" bigint,
	"input_batch_id" bigint,
	"goods_id" bigint,
	"disassemble_id" bigint,
	"contract_id" bigint,
	"material_id" bigint NOT NULL,
	"material_name" varchar(200) NOT NULL,
	"cargo_owner_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"sign_status" integer DEFAULT 1 NOT NULL,
	"sign_batch_status" integer DEFAULT 3 NOT NULL,
	"dge_ccb_status" integer,
	"total_weight" numeric(16, 2) NOT NULL,
	"weight_unit" varchar(8),
	"total_quantity" numeric(16, 2) NOT NULL,
	"number_unit" varchar(8),
	"locator" varchar(100),
	"attrs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"original_file_id" bigint,
	"file_id" bigint,
	"file_sha256" varchar(64),
	"verify_token" varchar(32) NOT NULL,
	"effective_time" timestamp with time zone,
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
CREATE TABLE "kc_ple_bill_sign" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"bill_id" bigint NOT NULL,
	"kind" varchar(12) NOT NULL,
	"enterprise_id" bigint,
	"enterprise_name" varchar(100),
	"file_id" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"to_status" integer NOT NULL,
	"actor_id" bigint,
	"actor_name" varchar(50),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_mini_qr_session" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"token" varchar(32) NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" bigint NOT NULL,
	"enterprise_id" bigint,
	"buss_type" integer NOT NULL,
	"buss_id" varchar(64) NOT NULL,
	"flag" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"batch_id" varchar(32),
	"expires_at" timestamp with time zone NOT NULL,
	"scan_time" timestamp with time zone,
	"confirm_time" timestamp with time zone,
	"used_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "warehouse_contact_name" varchar(50);--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "warehouse_contact_phone" varchar(50);--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "remark" varchar(200);--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "weight_unit" varchar(8);--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "number_unit" varchar(8);--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "apply_sum_weight" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "apply_sum_quantity" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "sum_weight" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "sum_quantity" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "submit_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "submit_user" bigint;--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "submit_user_name" varchar(50);--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "shipping_audit_opinion" varchar(50);--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "shipping_audit_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "shipping_audit_user" bigint;--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "shipping_audit_user_name" varchar(50);--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "warehouse_audit_opinion" varchar(50);--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "warehouse_audit_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "warehouse_audit_user" bigint;--> statement-breakpoint
ALTER TABLE "kc_wms_input" ADD COLUMN "warehouse_audit_user_name" varchar(50);--> statement-breakpoint
CREATE UNIQUE INDEX "kc_sign_batch_running_uq" ON "kc_sign_batch" USING btree ("enterprise_id","buss_type","buss_id") WHERE "kc_sign_batch"."status" = 0;--> statement-breakpoint
CREATE INDEX "kc_sign_batch_business_idx" ON "kc_sign_batch" USING btree ("enterprise_id","buss_type","buss_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_sign_batch_status_idx" ON "kc_sign_batch" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_sign_batch_item_uq" ON "kc_sign_batch_item" USING btree ("batch_id","bill_id");--> statement-breakpoint
CREATE INDEX "kc_sign_batch_item_status_idx" ON "kc_sign_batch_item" USING btree ("batch_id","status");--> statement-breakpoint
CREATE INDEX "kc_wms_input_batch_input_idx" ON "kc_wms_input_batch" USING btree ("input_id","is_deleted","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_ple_test_input_uq" ON "kc_ple_test" USING btree ("input_id") WHERE "kc_ple_test"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "kc_ple_test_list_idx" ON "kc_ple_test" USING btree ("tenant_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_ple_test_warehouse_idx" ON "kc_ple_test" USING btree ("warehouse_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_ple_test_shipper_idx" ON "kc_ple_test" USING btree ("shipper_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_ple_test_file_test_idx" ON "kc_ple_test_file" USING btree ("test_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "kc_ple_bill_code_uq" ON "kc_ple_bill" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_ple_bill_verify_uq" ON "kc_ple_bill" USING btree ("verify_token");--> statement-breakpoint
CREATE INDEX "kc_ple_bill_list_idx" ON "kc_ple_bill" USING btree ("tenant_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_ple_bill_owner_idx" ON "kc_ple_bill" USING btree ("cargo_owner_id","is_deleted","status");--> statement-breakpoint
CREATE INDEX "kc_ple_bill_warehouse_idx" ON "kc_ple_bill" USING btree ("warehouse_id","is_deleted","status");--> statement-breakpoint
CREATE INDEX "kc_ple_bill_input_idx" ON "kc_ple_bill" USING btree ("input_id","is_deleted");--> statement-breakpoint
CREATE INDEX "kc_ple_bill_material_idx" ON "kc_ple_bill" USING btree ("material_id","is_deleted","status");--> statement-breakpoint
CREATE INDEX "kc_ple_bill_goods_idx" ON "kc_ple_bill" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "kc_ple_bill_disassemble_idx" ON "kc_ple_bill" USING btree ("disassemble_id");--> statement-breakpoint
CREATE INDEX "kc_ple_bill_contract_idx" ON "kc_ple_bill" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_ple_bill_sign_uq" ON "kc_ple_bill_sign" USING btree ("bill_id","kind");--> statement-breakpoint
CREATE INDEX "kc_ple_bill_sign_time_idx" ON "kc_ple_bill_sign" USING btree ("bill_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_mini_qr_session_token_uq" ON "kc_mini_qr_session" USING btree ("token");--> statement-breakpoint
CREATE INDEX "kc_mini_qr_session_user_buss_idx" ON "kc_mini_qr_session" USING btree ("user_id","buss_type","buss_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_input_code_uq" ON "kc_wms_input" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "kc_wms_input_list_idx" ON "kc_wms_input" USING btree ("tenant_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_wms_input_shipper_list_idx" ON "kc_wms_input" USING btree ("shipper_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_wms_input_warehouse_list_idx" ON "kc_wms_input" USING btree ("warehouse_id","is_deleted","create_time" DESC NULLS FIRST);