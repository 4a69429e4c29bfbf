CREATE TABLE "kc_ccb_release_sign" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"release_id" bigint NOT NULL,
	"release_bill_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"actor_id" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_tray_split_tmp" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"release_id" bigint NOT NULL,
	"release_bill_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"tray_id" bigint,
	"container_id" bigint,
	"goods_id" bigint,
	"tray_code" varchar(64),
	"lot_label" varchar(50),
	"weight" numeric(16, 2) NOT NULL,
	"quantity" numeric(16, 2) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"live" smallint DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kc_ple_bill" ADD COLUMN "release_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "kc_ccb_release_sign_uq" ON "kc_ccb_release_sign" USING btree ("release_bill_id","kind");--> statement-breakpoint
CREATE INDEX "kc_ccb_release_sign_release_idx" ON "kc_ccb_release_sign" USING btree ("release_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_tray_split_tmp_tray_uq" ON "kc_tray_split_tmp" USING btree ("tray_id") WHERE "kc_tray_split_tmp"."live" = 1 and "kc_tray_split_tmp"."tray_id" is not null;--> statement-breakpoint
CREATE INDEX "kc_tray_split_tmp_release_idx" ON "kc_tray_split_tmp" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "kc_tray_split_tmp_bill_idx" ON "kc_tray_split_tmp" USING btree ("release_bill_id");--> statement-breakpoint
CREATE INDEX "kc_ple_bill_release_idx" ON "kc_ple_bill" USING btree ("release_id");