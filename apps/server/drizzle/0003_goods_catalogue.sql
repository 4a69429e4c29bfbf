CREATE TABLE "kc_bank_material_detail" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"material_id" bigint NOT NULL,
	"bank_enterprise_id" bigint NOT NULL,
	"name" varchar(200) NOT NULL,
	"code" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "kc_base_material" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"code" varchar(80) NOT NULL,
	"name" varchar(200) NOT NULL,
	"pricing_mode" smallint DEFAULT 0 NOT NULL,
	"ccb_type" varchar(8),
	"weight_unit" varchar(8),
	"number_unit" varchar(8),
	"sort" integer DEFAULT 0 NOT NULL,
	"reviewer_reason" varchar(255),
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
CREATE TABLE "kc_base_material_attr" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"material_id" bigint NOT NULL,
	"attr_code" varchar(50) NOT NULL,
	"attr_name" varchar(100) NOT NULL,
	"attr_type" smallint DEFAULT 0 NOT NULL,
	"is_show" smallint DEFAULT 1 NOT NULL,
	"is_trade" smallint DEFAULT 0 NOT NULL,
	"is_contract" smallint DEFAULT 0 NOT NULL,
	"is_storage" smallint DEFAULT 1 NOT NULL,
	"is_split" smallint DEFAULT 0 NOT NULL,
	"is_home" smallint DEFAULT 0 NOT NULL,
	"is_pickup" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "kc_financing_goods" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"bank_enterprise_id" bigint NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(200) NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"pricing_mode" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "kc_financing_goods_attr" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"financing_goods_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"bank_enterprise_id" bigint NOT NULL,
	"code" varchar(50),
	"name" varchar(200),
	"sort" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "kc_goods_attention" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
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
CREATE TABLE "kc_wms_input" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"code" varchar(50) NOT NULL,
	"shipper_id" bigint,
	"warehouse_id" bigint,
	"material_id" bigint NOT NULL,
	"reserve_time" timestamp with time zone,
	"reserve_person" varchar(50),
	"reserve_phone" varchar(50),
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
CREATE TABLE "kc_wms_material" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"warehouse_unit_id" bigint,
	"material_id" bigint,
	"external_material_id" varchar(100) NOT NULL,
	"wms_material_name" varchar(100) NOT NULL,
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
CREATE UNIQUE INDEX "kc_bank_material_detail_uq" ON "kc_bank_material_detail" USING btree ("material_id","bank_enterprise_id") WHERE "kc_bank_material_detail"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "kc_bank_material_detail_bank_idx" ON "kc_bank_material_detail" USING btree ("bank_enterprise_id","is_deleted");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_base_material_code_uq" ON "kc_base_material" USING btree ("tenant_id","code") WHERE "kc_base_material"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "kc_base_material_list_idx" ON "kc_base_material" USING btree ("tenant_id","is_deleted","sort");--> statement-breakpoint
CREATE INDEX "kc_base_material_attr_material_idx" ON "kc_base_material_attr" USING btree ("material_id","is_deleted","sort");--> statement-breakpoint
CREATE INDEX "kc_financing_goods_bank_idx" ON "kc_financing_goods" USING btree ("bank_enterprise_id","is_deleted","sort");--> statement-breakpoint
CREATE INDEX "kc_financing_goods_attr_goods_idx" ON "kc_financing_goods_attr" USING btree ("financing_goods_id","is_deleted");--> statement-breakpoint
CREATE INDEX "kc_financing_goods_attr_material_idx" ON "kc_financing_goods_attr" USING btree ("material_id","is_deleted");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_goods_attention_uq" ON "kc_goods_attention" USING btree ("user_id","material_id") WHERE "kc_goods_attention"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "kc_wms_input_material_idx" ON "kc_wms_input" USING btree ("material_id","is_deleted");--> statement-breakpoint
CREATE INDEX "kc_wms_input_warehouse_idx" ON "kc_wms_input" USING btree ("warehouse_id","material_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_material_code_uq" ON "kc_wms_material" USING btree ("warehouse_id","external_material_id") WHERE "kc_wms_material"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "kc_wms_material_list_idx" ON "kc_wms_material" USING btree ("tenant_id","is_deleted","warehouse_id");