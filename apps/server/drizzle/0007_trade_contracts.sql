CREATE TABLE "kc_contract_template" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" varchar(100) NOT NULL,
	"template_type" varchar(20) NOT NULL,
	"material_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"list_detail" jsonb DEFAULT '[]'::jsonb NOT NULL,
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
CREATE TABLE "kc_contract" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"code" varchar(50) NOT NULL,
	"company_type" smallint NOT NULL,
	"initiator_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"material_name" varchar(200) NOT NULL,
	"pricing_mode" smallint DEFAULT 0 NOT NULL,
	"template_id" bigint,
	"template_name" varchar(200),
	"product_form" smallint NOT NULL,
	"warehouse_unit_id" bigint,
	"shipper_id" bigint,
	"buyer_id" bigint,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"weight_total" numeric(20, 5) DEFAULT '0' NOT NULL,
	"proportion_config" jsonb,
	"platform_proportion" numeric(10, 4),
	"platform_service_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"shipper_proportion_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"buyer_proportion_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"shipper_service_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"buyer_service_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"shipper_service_status" smallint DEFAULT 2 NOT NULL,
	"buyer_service_status" smallint DEFAULT 2 NOT NULL,
	"goods_money_status" smallint DEFAULT 0 NOT NULL,
	"invoice_status" smallint DEFAULT -1 NOT NULL,
	"audit_status" smallint,
	"transfer_status" smallint,
	"purchase_id" bigint,
	"signing_date" timestamp with time zone,
	"signing_address" varchar(100),
	"contract_info" jsonb NOT NULL,
	"file_id" bigint,
	"file_sha256" varchar(64),
	"verify_token" varchar(32) NOT NULL,
	"shipper_sign_time" timestamp with time zone,
	"buyer_sign_time" timestamp with time zone,
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
CREATE TABLE "kc_contract_attach" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"contract_id" bigint NOT NULL,
	"attach_id" bigint NOT NULL,
	"side" smallint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_contract_detail" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"contract_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"bill_id" bigint,
	"bill_code" varchar(50),
	"goods_id" bigint,
	"name" varchar(250) DEFAULT '' NOT NULL,
	"total_quantity" numeric(20, 5) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"goods_info" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_contract_sign" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"contract_id" bigint NOT NULL,
	"kind" varchar(12) NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"enterprise_name" varchar(200),
	"file_id" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"to_status" integer NOT NULL,
	"actor_id" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_trade_proportion" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"proportion_type" smallint NOT NULL,
	"proportion_rate" numeric(10, 4) DEFAULT '0' NOT NULL,
	"proportion_weight" numeric(12, 4) DEFAULT '0' NOT NULL,
	"sale_rate" numeric(6, 2) DEFAULT '100' NOT NULL,
	"enterprise_name" varchar(200) NOT NULL,
	"bank_name" varchar(100) NOT NULL,
	"account" varchar(100) NOT NULL,
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
CREATE TABLE "kc_ple_bill_reservation" (
	"bill_id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"process" varchar(16) NOT NULL,
	"process_id" bigint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_trade_demand" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"buyer_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"attrs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_weight" numeric(13, 5),
	"total_quantity" numeric(13, 5),
	"weight_unit" varchar(8),
	"number_unit" varchar(8),
	"price" numeric(9, 2),
	"contact_name" varchar(50) NOT NULL,
	"contact_phone" varchar(50) NOT NULL,
	"remark" varchar(200),
	"valid_until" date NOT NULL,
	"close_time" timestamp with time zone,
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
CREATE TABLE "kc_trade_goods" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"supplier_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"source" smallint NOT NULL,
	"bill_id" bigint,
	"bill_code" varchar(50),
	"name" varchar(100) NOT NULL,
	"attrs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" numeric(9, 2) NOT NULL,
	"total_weight" numeric(13, 5) NOT NULL,
	"total_quantity" numeric(13, 5) NOT NULL,
	"weight_unit" varchar(8),
	"number_unit" varchar(8),
	"remark" varchar(200),
	"submit_time" timestamp with time zone,
	"audit_opinion" varchar(200),
	"audit_time" timestamp with time zone,
	"audit_user" bigint,
	"audit_user_name" varchar(50),
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
CREATE UNIQUE INDEX "kc_contract_template_name_uq" ON "kc_contract_template" USING btree ("tenant_id","name") WHERE "kc_contract_template"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "kc_contract_template_list_idx" ON "kc_contract_template" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_contract_code_uq" ON "kc_contract" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_contract_verify_uq" ON "kc_contract" USING btree ("verify_token");--> statement-breakpoint
CREATE INDEX "kc_contract_list_idx" ON "kc_contract" USING btree ("tenant_id","is_deleted","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_contract_shipper_idx" ON "kc_contract" USING btree ("shipper_id","is_deleted","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_contract_buyer_idx" ON "kc_contract" USING btree ("buyer_id","is_deleted","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_contract_attach_contract_idx" ON "kc_contract_attach" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_contract_attach_uq" ON "kc_contract_attach" USING btree ("contract_id","attach_id");--> statement-breakpoint
CREATE INDEX "kc_contract_detail_contract_idx" ON "kc_contract_detail" USING btree ("contract_id","sort");--> statement-breakpoint
CREATE INDEX "kc_contract_detail_bill_idx" ON "kc_contract_detail" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_contract_sign_uq" ON "kc_contract_sign" USING btree ("contract_id","kind");--> statement-breakpoint
CREATE INDEX "kc_ple_bill_reservation_process_idx" ON "kc_ple_bill_reservation" USING btree ("process","process_id");--> statement-breakpoint
CREATE INDEX "kc_trade_demand_list_idx" ON "kc_trade_demand" USING btree ("tenant_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_trade_demand_buyer_idx" ON "kc_trade_demand" USING btree ("buyer_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_trade_demand_open_idx" ON "kc_trade_demand" USING btree ("tenant_id","status","valid_until") WHERE "kc_trade_demand"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "kc_trade_goods_list_idx" ON "kc_trade_goods" USING btree ("tenant_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_trade_goods_supplier_idx" ON "kc_trade_goods" USING btree ("supplier_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_trade_goods_shelf_idx" ON "kc_trade_goods" USING btree ("tenant_id","status","material_id") WHERE "kc_trade_goods"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "kc_trade_goods_bill_uq" ON "kc_trade_goods" USING btree ("bill_id") WHERE "kc_trade_goods"."is_deleted" = 0 and "kc_trade_goods"."status" in (1, 2, 3) and "kc_trade_goods"."bill_id" is not null;