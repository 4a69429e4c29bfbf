CREATE TABLE "kc_wms_alarm" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"code" varchar(32) NOT NULL,
	"warehouse_unit_id" varchar(20) NOT NULL,
	"source" varchar(12) NOT NULL,
	"external_id" varchar(100) NOT NULL,
	"type" integer NOT NULL,
	"content" varchar(500) DEFAULT '' NOT NULL,
	"warehouse_id" bigint,
	"cargo_owner_id" bigint,
	"container_id" bigint,
	"case_number" varchar(64),
	"bill_id" bigint,
	"rfid_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wms_version" bigint DEFAULT 0 NOT NULL,
	"raised_time" timestamp with time zone NOT NULL,
	"cleared_time" timestamp with time zone,
	"handle_time" timestamp with time zone,
	"handle_user" bigint,
	"handle_user_name" varchar(50),
	"handle_descr" varchar(200),
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
CREATE TABLE "kc_wms_alarm_bill" (
	"alarm_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"from_status" integer NOT NULL,
	"closed" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "kc_wms_alarm_bill_alarm_id_bill_id_pk" PRIMARY KEY("alarm_id","bill_id")
);
--> statement-breakpoint
CREATE TABLE "kc_wms_alarm_device" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"alarm_id" bigint NOT NULL,
	"device_code" varchar(64) NOT NULL,
	"device_name" varchar(100),
	"offline_time" timestamp with time zone,
	"online_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kc_wms_alarm_tray" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"alarm_id" bigint NOT NULL,
	"tray_code" varchar(64) NOT NULL,
	"rfid_code" varchar(64),
	"site_code" varchar(64),
	"case_number" varchar(64),
	"reason" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "kc_wms_apply" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"apply_code" varchar(32) NOT NULL,
	"warehouse_unit_id" varchar(20) NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"cargo_owner_id" bigint NOT NULL,
	"case_number" text NOT NULL,
	"descr" varchar(200),
	"handle_time" timestamp with time zone,
	"handle_user" bigint,
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
CREATE TABLE "kc_wms_apply_container" (
	"apply_id" bigint NOT NULL,
	"container_id" bigint NOT NULL,
	"from_status" integer NOT NULL,
	"bill_id" bigint,
	CONSTRAINT "kc_wms_apply_container_apply_id_container_id_pk" PRIMARY KEY("apply_id","container_id")
);
--> statement-breakpoint
CREATE TABLE "kc_wms_bill_tray" (
	"bill_id" bigint NOT NULL,
	"tray_id" bigint NOT NULL,
	"container_id" bigint NOT NULL,
	"tray_code" varchar(64) NOT NULL,
	"rfid_code" varchar(64),
	"weight" numeric(16, 2) NOT NULL,
	"num" numeric(16, 2) NOT NULL,
	CONSTRAINT "kc_wms_bill_tray_bill_id_tray_id_pk" PRIMARY KEY("bill_id","tray_id")
);
--> statement-breakpoint
CREATE TABLE "kc_wms_container" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"warehouse_unit_id" varchar(20) NOT NULL,
	"external_id" varchar(64) NOT NULL,
	"case_number" varchar(64) NOT NULL,
	"warehouse_id" bigint,
	"cargo_owner_id" bigint,
	"warehouse_code" varchar(50),
	"owner_code" varchar(50),
	"bill_id" bigint,
	"lineage_id" bigint,
	"apply_id" bigint,
	"actual_warehous_time" timestamp with time zone,
	"material_names" varchar(400),
	"total_weight" numeric(16, 2) DEFAULT '0' NOT NULL,
	"weight_unit" varchar(8),
	"total_num" numeric(16, 2) DEFAULT '0' NOT NULL,
	"num_unit" varchar(8),
	"tray_counts" integer DEFAULT 0 NOT NULL,
	"tidan_code" varchar(64),
	"contract_code" varchar(64),
	"contract_begin" varchar(10),
	"contract_end" varchar(10),
	"wms_version" bigint DEFAULT 0 NOT NULL,
	"wms_locked" smallint DEFAULT 0 NOT NULL,
	"lock_pending" smallint DEFAULT 0 NOT NULL,
	"removed" smallint DEFAULT 0 NOT NULL,
	"sync_time" timestamp with time zone,
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
CREATE TABLE "kc_wms_goods" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"container_id" bigint NOT NULL,
	"external_id" varchar(64) NOT NULL,
	"goods_name" varchar(200) NOT NULL,
	"external_material_id" varchar(100),
	"wms_material_name" varchar(100),
	"attrs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_weight" numeric(16, 2) DEFAULT '0' NOT NULL,
	"total_num" numeric(16, 2) DEFAULT '0' NOT NULL,
	"weight_unit" varchar(8),
	"num_unit" varchar(8),
	"tray_counts" integer DEFAULT 0 NOT NULL,
	"removed" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_wms_inbox" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"warehouse_unit_id" varchar(20) NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"type" varchar(16) NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"source" varchar(8) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(200),
	"received_time" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kc_wms_reconcile_finding" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"run_id" bigint NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"bill_id" bigint,
	"bill_code" varchar(50),
	"container_id" bigint,
	"case_number" varchar(64),
	"kind" varchar(20) NOT NULL,
	"detail" varchar(300) NOT NULL,
	"expected" varchar(50),
	"actual" varchar(50),
	"alarm_id" bigint
);
--> statement-breakpoint
CREATE TABLE "kc_wms_reconcile_run" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"trigger" varchar(12) NOT NULL,
	"actor_id" bigint,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"receipts_checked" integer DEFAULT 0 NOT NULL,
	"containers_checked" integer DEFAULT 0 NOT NULL,
	"findings_count" integer DEFAULT 0 NOT NULL,
	"alarms_raised" integer DEFAULT 0 NOT NULL,
	"message" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "kc_wms_rfid_warn" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"warehouse_unit_id" varchar(20) NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"epc_code" varchar(64) NOT NULL,
	"tray_code" varchar(64),
	"site_code" varchar(64),
	"device_code" varchar(64),
	"warehouse_id" bigint,
	"scan_time" timestamp with time zone NOT NULL,
	"warn" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_wms_sync_state" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"warehouse_unit_id" varchar(20) NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_pull_time" timestamp with time zone,
	"last_pull_result" varchar(200),
	CONSTRAINT "kc_wms_sync_state_tenant_id_warehouse_unit_id_pk" PRIMARY KEY("tenant_id","warehouse_unit_id")
);
--> statement-breakpoint
CREATE TABLE "kc_wms_tray" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"container_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"external_id" varchar(64) NOT NULL,
	"tray_code" varchar(64) NOT NULL,
	"rfid_code" varchar(64),
	"site_code" varchar(64),
	"tray_goods_num" numeric(16, 2) DEFAULT '0' NOT NULL,
	"tray_goods_weight" numeric(16, 2) DEFAULT '0' NOT NULL,
	"residue_num" numeric(16, 2) DEFAULT '0' NOT NULL,
	"residue_weight" numeric(16, 2) DEFAULT '0' NOT NULL,
	"num_unit" varchar(8),
	"weight_unit" varchar(8),
	"status" integer DEFAULT 1 NOT NULL,
	"last_scan_time" timestamp with time zone,
	"removed" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_wms_tray_transfer" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"warehouse_unit_id" varchar(20) NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"transfer_batch_id" varchar(64),
	"tray_id" bigint,
	"tray_code" varchar(64) NOT NULL,
	"out_site" varchar(64),
	"in_site" varchar(64),
	"container_id" bigint,
	"case_number" varchar(64),
	"cargo_owner_id" bigint,
	"warehouse_id" bigint,
	"bill_id" bigint,
	"move_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_wms_alarm" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"unit" varchar(20) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"status" varchar(8) NOT NULL,
	"container_id" bigint,
	"device_code" varchar(64),
	"snapshot" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_wms_container" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"unit" varchar(20) NOT NULL,
	"case_number" varchar(64) NOT NULL,
	"warehouse_code" varchar(50) NOT NULL,
	"owner_code" varchar(50) NOT NULL,
	"in_time" timestamp with time zone,
	"tidan_code" varchar(64),
	"contract_code" varchar(64),
	"contract_begin" varchar(10),
	"contract_end" varchar(10),
	"locked" smallint DEFAULT 0 NOT NULL,
	"removed" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone NOT NULL,
	"update_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_wms_delivery" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"unit" varchar(20) NOT NULL,
	"event_ids" jsonb NOT NULL,
	"summary" varchar(200) NOT NULL,
	"path" varchar(255) NOT NULL,
	"body" text NOT NULL,
	"duplicate" smallint DEFAULT 0 NOT NULL,
	"status" varchar(12) NOT NULL,
	"hold_reason" varchar(12),
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone,
	"last_status" integer,
	"last_answer" varchar(200),
	"delivered_at" timestamp with time zone,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_wms_device" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"unit" varchar(20) NOT NULL,
	"warehouse_code" varchar(50) NOT NULL,
	"device_code" varchar(64) NOT NULL,
	"device_name" varchar(100),
	"online" smallint DEFAULT 1 NOT NULL,
	"offline_time" timestamp with time zone,
	"online_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_wms_event" (
	"tenant_id" varchar(12) NOT NULL,
	"unit" varchar(20) NOT NULL,
	"seq" bigint NOT NULL,
	"event_id" varchar(40) NOT NULL,
	"type" varchar(12) NOT NULL,
	"event" jsonb NOT NULL,
	"create_time" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_wms_event_tenant_id_unit_seq_pk" PRIMARY KEY("tenant_id","unit","seq")
);
--> statement-breakpoint
CREATE TABLE "sandbox_wms_goods" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"container_id" bigint NOT NULL,
	"goods_name" varchar(200) NOT NULL,
	"material_code" varchar(100),
	"material_name" varchar(100),
	"attrs" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_wms_setting" (
	"tenant_id" varchar(12) NOT NULL,
	"unit" varchar(20) NOT NULL,
	"sign_key" varchar(100) NOT NULL,
	"mode" varchar(12) DEFAULT 'normal' NOT NULL,
	"time_scale" numeric(8, 3) DEFAULT '1' NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_case" bigint DEFAULT 0 NOT NULL,
	"last_tray" bigint DEFAULT 0 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_wms_setting_tenant_id_unit_pk" PRIMARY KEY("tenant_id","unit")
);
--> statement-breakpoint
CREATE TABLE "sandbox_wms_tray" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"unit" varchar(20) NOT NULL,
	"container_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"tray_code" varchar(64) NOT NULL,
	"rfid_code" varchar(64),
	"site_code" varchar(64),
	"num" numeric(16, 2) NOT NULL,
	"weight" numeric(16, 2) NOT NULL,
	"residue_num" numeric(16, 2) NOT NULL,
	"residue_weight" numeric(16, 2) NOT NULL,
	"num_unit" varchar(8),
	"weight_unit" varchar(8),
	"last_scan_time" timestamp with time zone,
	"removed" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_alarm_ext_uq" ON "kc_wms_alarm" USING btree ("tenant_id","warehouse_unit_id","source","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_alarm_code_uq" ON "kc_wms_alarm" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "kc_wms_alarm_list_idx" ON "kc_wms_alarm" USING btree ("tenant_id","type","status","raised_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kc_wms_alarm_container_idx" ON "kc_wms_alarm" USING btree ("container_id","status");--> statement-breakpoint
CREATE INDEX "kc_wms_alarm_bill_idx" ON "kc_wms_alarm" USING btree ("bill_id","status");--> statement-breakpoint
CREATE INDEX "kc_wms_alarm_bill_open_idx" ON "kc_wms_alarm_bill" USING btree ("bill_id","closed");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_alarm_device_uq" ON "kc_wms_alarm_device" USING btree ("alarm_id","device_code");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_alarm_tray_uq" ON "kc_wms_alarm_tray" USING btree ("alarm_id","tray_code");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_apply_code_uq" ON "kc_wms_apply" USING btree ("tenant_id","apply_code");--> statement-breakpoint
CREATE INDEX "kc_wms_apply_owner_idx" ON "kc_wms_apply" USING btree ("cargo_owner_id","is_deleted","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kc_wms_apply_warehouse_idx" ON "kc_wms_apply" USING btree ("warehouse_id","is_deleted","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kc_wms_apply_container_c_idx" ON "kc_wms_apply_container" USING btree ("container_id");--> statement-breakpoint
CREATE INDEX "kc_wms_bill_tray_container_idx" ON "kc_wms_bill_tray" USING btree ("container_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_container_ext_uq" ON "kc_wms_container" USING btree ("tenant_id","warehouse_unit_id","external_id");--> statement-breakpoint
CREATE INDEX "kc_wms_container_case_idx" ON "kc_wms_container" USING btree ("tenant_id","warehouse_unit_id","case_number");--> statement-breakpoint
CREATE INDEX "kc_wms_container_list_idx" ON "kc_wms_container" USING btree ("tenant_id","is_deleted","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "kc_wms_container_owner_idx" ON "kc_wms_container" USING btree ("cargo_owner_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_wms_container_warehouse_idx" ON "kc_wms_container" USING btree ("warehouse_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_wms_container_bill_idx" ON "kc_wms_container" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "kc_wms_container_lineage_idx" ON "kc_wms_container" USING btree ("lineage_id");--> statement-breakpoint
CREATE INDEX "kc_wms_container_apply_idx" ON "kc_wms_container" USING btree ("apply_id");--> statement-breakpoint
CREATE INDEX "kc_wms_container_lock_idx" ON "kc_wms_container" USING btree ("lock_pending") WHERE lock_pending <> 0;--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_goods_ext_uq" ON "kc_wms_goods" USING btree ("container_id","external_id");--> statement-breakpoint
CREATE INDEX "kc_wms_goods_list_idx" ON "kc_wms_goods" USING btree ("container_id","removed");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_inbox_event_uq" ON "kc_wms_inbox" USING btree ("tenant_id","warehouse_unit_id","event_id");--> statement-breakpoint
CREATE INDEX "kc_wms_inbox_pending_idx" ON "kc_wms_inbox" USING btree ("status") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "kc_wms_reconcile_finding_run_idx" ON "kc_wms_reconcile_finding" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "kc_wms_reconcile_run_idx" ON "kc_wms_reconcile_run" USING btree ("tenant_id","start_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_reconcile_running_uq" ON "kc_wms_reconcile_run" USING btree ("tenant_id") WHERE status = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_rfid_warn_uq" ON "kc_wms_rfid_warn" USING btree ("tenant_id","warehouse_unit_id","event_id","epc_code");--> statement-breakpoint
CREATE INDEX "kc_wms_rfid_warn_list_idx" ON "kc_wms_rfid_warn" USING btree ("tenant_id","scan_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_tray_ext_uq" ON "kc_wms_tray" USING btree ("goods_id","external_id");--> statement-breakpoint
CREATE INDEX "kc_wms_tray_container_idx" ON "kc_wms_tray" USING btree ("container_id","removed");--> statement-breakpoint
CREATE INDEX "kc_wms_tray_rfid_idx" ON "kc_wms_tray" USING btree ("tenant_id","rfid_code");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_tray_transfer_event_uq" ON "kc_wms_tray_transfer" USING btree ("tenant_id","warehouse_unit_id","event_id");--> statement-breakpoint
CREATE INDEX "kc_wms_tray_transfer_list_idx" ON "kc_wms_tray_transfer" USING btree ("tenant_id","move_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kc_wms_tray_transfer_container_idx" ON "kc_wms_tray_transfer" USING btree ("container_id");--> statement-breakpoint
CREATE INDEX "kc_wms_tray_transfer_batch_idx" ON "kc_wms_tray_transfer" USING btree ("transfer_batch_id");--> statement-breakpoint
CREATE INDEX "sandbox_wms_alarm_unit_idx" ON "sandbox_wms_alarm" USING btree ("tenant_id","unit","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_wms_container_case_uq" ON "sandbox_wms_container" USING btree ("tenant_id","unit","case_number");--> statement-breakpoint
CREATE INDEX "sandbox_wms_container_unit_idx" ON "sandbox_wms_container" USING btree ("tenant_id","unit","id");--> statement-breakpoint
CREATE INDEX "sandbox_wms_delivery_due_idx" ON "sandbox_wms_delivery" USING btree ("status","next_at");--> statement-breakpoint
CREATE INDEX "sandbox_wms_delivery_unit_idx" ON "sandbox_wms_delivery" USING btree ("tenant_id","unit","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_wms_device_code_uq" ON "sandbox_wms_device" USING btree ("tenant_id","unit","device_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_wms_event_id_uq" ON "sandbox_wms_event" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sandbox_wms_goods_container_idx" ON "sandbox_wms_goods" USING btree ("container_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_wms_tray_code_uq" ON "sandbox_wms_tray" USING btree ("tenant_id","unit","tray_code");--> statement-breakpoint
CREATE INDEX "sandbox_wms_tray_container_idx" ON "sandbox_wms_tray" USING btree ("container_id","goods_id","id");--> statement-breakpoint
CREATE INDEX "sandbox_wms_tray_rfid_idx" ON "sandbox_wms_tray" USING btree ("tenant_id","unit","rfid_code");