CREATE TABLE "kc_wms_output_bill" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"output_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"bill_code" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"total_weight" numeric(16, 2) NOT NULL,
	"total_quantity" numeric(16, 2) NOT NULL,
	"apply_weight" numeric(16, 2) NOT NULL,
	"apply_quantity" numeric(16, 2) NOT NULL,
	"weighed_weight" numeric(16, 2),
	"weighed_quantity" numeric(16, 2),
	"remainder_bill_id" bigint
);
--> statement-breakpoint
CREATE TABLE "kc_wms_output" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"code" varchar(50) NOT NULL,
	"source" smallint DEFAULT 1 NOT NULL,
	"release_id" bigint,
	"shipper_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"reserve_time" timestamp with time zone,
	"pick_person" varchar(50),
	"pick_phone" varchar(50),
	"car_no" varchar(20),
	"remark" varchar(200),
	"weight_unit" varchar(8),
	"number_unit" varchar(8),
	"apply_sum_weight" numeric(16, 2) DEFAULT '0' NOT NULL,
	"apply_sum_quantity" numeric(16, 2) DEFAULT '0' NOT NULL,
	"sum_weight" numeric(16, 2),
	"sum_quantity" numeric(16, 2),
	"vr_code" varchar(16) NOT NULL,
	"vr_check_time" timestamp with time zone,
	"vr_check_user" bigint,
	"submit_time" timestamp with time zone,
	"submit_user" bigint,
	"submit_user_name" varchar(50),
	"shipping_audit_opinion" varchar(50),
	"shipping_audit_time" timestamp with time zone,
	"shipping_audit_user" bigint,
	"shipping_audit_user_name" varchar(50),
	"warehouse_audit_opinion" varchar(50),
	"warehouse_audit_time" timestamp with time zone,
	"warehouse_audit_user" bigint,
	"warehouse_audit_user_name" varchar(50),
	"weight_alarm" smallint DEFAULT 0 NOT NULL,
	"sign_time" timestamp with time zone,
	"sign_user" bigint,
	"sign_user_name" varchar(50),
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
CREATE TABLE "kc_wms_output_record" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"output_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"tray_id" bigint,
	"tray_code" varchar(64),
	"lot_label" varchar(50),
	"weight" numeric(16, 2) NOT NULL,
	"quantity" numeric(16, 2) NOT NULL,
	"dispatch_pending" smallint DEFAULT 0 NOT NULL,
	"dispatch_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_output_bill_uq" ON "kc_wms_output_bill" USING btree ("output_id","bill_id");--> statement-breakpoint
CREATE INDEX "kc_wms_output_bill_bill_idx" ON "kc_wms_output_bill" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_output_code_uq" ON "kc_wms_output" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "kc_wms_output_list_idx" ON "kc_wms_output" USING btree ("tenant_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_wms_output_shipper_idx" ON "kc_wms_output" USING btree ("shipper_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_wms_output_warehouse_idx" ON "kc_wms_output" USING btree ("warehouse_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_output_release_uq" ON "kc_wms_output" USING btree ("release_id") WHERE release_id is not null and is_deleted = 0;--> statement-breakpoint
CREATE INDEX "kc_wms_output_record_output_idx" ON "kc_wms_output_record" USING btree ("output_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_output_record_tray_uq" ON "kc_wms_output_record" USING btree ("output_id","tray_id") WHERE tray_id is not null;--> statement-breakpoint
CREATE INDEX "kc_wms_output_record_dispatch_idx" ON "kc_wms_output_record" USING btree ("id") WHERE dispatch_pending = 1;