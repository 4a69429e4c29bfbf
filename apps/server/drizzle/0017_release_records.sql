CREATE TABLE "kc_ccb_release" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"code" varchar(50) NOT NULL,
	"apply_id" bigint NOT NULL,
	"finance_app_id" varchar(40),
	"instruction_no" varchar(40) NOT NULL,
	"th_code" varchar(40),
	"take_good_code" varchar(40),
	"take_good_time" varchar(19),
	"take_good_notice_file" bigint,
	"shipper_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"bank_id" bigint NOT NULL,
	"pay_status" smallint DEFAULT 0 NOT NULL,
	"service_amount_status" smallint DEFAULT 0 NOT NULL,
	"sign_status" smallint DEFAULT 0 NOT NULL,
	"tray_split_status" smallint DEFAULT 0 NOT NULL,
	"tray_split_type" smallint,
	"exceed_status" smallint,
	"dest" varchar(200),
	"descr" varchar(255),
	"feedback_tries" integer DEFAULT 0 NOT NULL,
	"feedback_next_at" timestamp with time zone,
	"feedback_error" varchar(255),
	"fed_at" timestamp with time zone,
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
CREATE TABLE "kc_ccb_release_bill" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"release_id" bigint NOT NULL,
	"old_wr_info_id" bigint NOT NULL,
	"old_wr_info_code" varchar(50) NOT NULL,
	"take_good_type" varchar(2) NOT NULL,
	"number" integer,
	"weight" numeric(16, 2) NOT NULL,
	"quantity" numeric(16, 2),
	"leave_wr_info_id" bigint,
	"remain_wr_info_id" bigint,
	"dge_ccb_status" smallint NOT NULL,
	"live" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"remark" text
);
--> statement-breakpoint
ALTER TABLE "kc_sandbox_bank_application" ADD COLUMN "releases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "kc_ccb_release_code_uq" ON "kc_ccb_release" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_ccb_release_instruction_uq" ON "kc_ccb_release" USING btree ("apply_id","instruction_no");--> statement-breakpoint
CREATE INDEX "kc_ccb_release_list_idx" ON "kc_ccb_release" USING btree ("tenant_id","is_deleted","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kc_ccb_release_shipper_idx" ON "kc_ccb_release" USING btree ("shipper_id","status");--> statement-breakpoint
CREATE INDEX "kc_ccb_release_warehouse_idx" ON "kc_ccb_release" USING btree ("warehouse_id","status");--> statement-breakpoint
CREATE INDEX "kc_ccb_release_bank_idx" ON "kc_ccb_release" USING btree ("bank_id","status");--> statement-breakpoint
CREATE INDEX "kc_ccb_release_feedback_idx" ON "kc_ccb_release" USING btree ("feedback_next_at") WHERE "kc_ccb_release"."fed_at" is null and "kc_ccb_release"."feedback_next_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "kc_ccb_release_bill_uq" ON "kc_ccb_release_bill" USING btree ("release_id","old_wr_info_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_ccb_release_bill_live_uq" ON "kc_ccb_release_bill" USING btree ("old_wr_info_id") WHERE "kc_ccb_release_bill"."live" = 1;--> statement-breakpoint
CREATE INDEX "kc_ccb_release_bill_release_idx" ON "kc_ccb_release_bill" USING btree ("release_id");