CREATE TABLE "kc_part_unlock" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"code" varchar(32) NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"shipper_id" bigint NOT NULL,
	"descr" varchar(50),
	"apply_file" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notice_file" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confirm_file" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submit_time" timestamp with time zone,
	"submit_user" bigint,
	"shipper_audit_time" timestamp with time zone,
	"shipper_audit_user" bigint,
	"platform_audit_time" timestamp with time zone,
	"platform_audit_user" bigint,
	"warehouse_audit_time" timestamp with time zone,
	"warehouse_audit_user" bigint,
	"complete_time" timestamp with time zone,
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
CREATE TABLE "kc_part_unlock_tray" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"ulock_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"bill_code" varchar(50) NOT NULL,
	"container_id" bigint NOT NULL,
	"case_number" varchar(64) NOT NULL,
	"tray_id" bigint NOT NULL,
	"tray_code" varchar(64) NOT NULL,
	"weight" numeric(16, 2) NOT NULL,
	"num" numeric(16, 2) NOT NULL,
	"unlock_pending" smallint DEFAULT 0 NOT NULL,
	"unlock_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_wms_tray" ADD COLUMN "unlocked" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "kc_part_unlock_code_uq" ON "kc_part_unlock" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "kc_part_unlock_list_idx" ON "kc_part_unlock" USING btree ("tenant_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_part_unlock_warehouse_idx" ON "kc_part_unlock" USING btree ("warehouse_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_part_unlock_shipper_idx" ON "kc_part_unlock" USING btree ("shipper_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "kc_part_unlock_tray_uq" ON "kc_part_unlock_tray" USING btree ("ulock_id","tray_id");--> statement-breakpoint
CREATE INDEX "kc_part_unlock_tray_bill_idx" ON "kc_part_unlock_tray" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "kc_part_unlock_tray_pending_idx" ON "kc_part_unlock_tray" USING btree ("id") WHERE unlock_pending = 1;