CREATE TABLE "kc_finance_borrower" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"code" varchar(32) NOT NULL,
	"shipper_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"identity_number" varchar(18) NOT NULL,
	"marital_status" varchar(8) NOT NULL,
	"period_validity" varchar(40) NOT NULL,
	"address" varchar(64) NOT NULL,
	"address_detail" varchar(200) NOT NULL,
	"residence_address" varchar(64) NOT NULL,
	"residence_address_detail" varchar(200) NOT NULL,
	"idcard_front" bigint,
	"idcard_back" bigint,
	"real_name_status" integer DEFAULT 0 NOT NULL,
	"real_name_result" varchar(200),
	"real_name_ref" varchar(64),
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
CREATE TABLE "kc_finance_borrower_materials" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"borrower_id" bigint NOT NULL,
	"shipper_id" bigint NOT NULL,
	"materials" jsonb DEFAULT '{}'::jsonb NOT NULL,
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
CREATE TABLE "kc_finance_coborrower" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"borrower_id" bigint NOT NULL,
	"shipper_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"identity_number" varchar(18) NOT NULL,
	"relationship" varchar(8) NOT NULL,
	"idcard_front" bigint,
	"idcard_back" bigint,
	"real_name_status" integer DEFAULT 0 NOT NULL,
	"real_name_result" varchar(200),
	"real_name_ref" varchar(64),
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
CREATE INDEX "kc_finance_borrower_shipper_idx" ON "kc_finance_borrower" USING btree ("tenant_id","shipper_id","is_deleted");--> statement-breakpoint
CREATE INDEX "kc_finance_borrower_list_idx" ON "kc_finance_borrower" USING btree ("tenant_id","is_deleted","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "kc_finance_borrower_person_uq" ON "kc_finance_borrower" USING btree ("tenant_id","shipper_id","identity_number") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "kc_finance_borrower_materials_uq" ON "kc_finance_borrower_materials" USING btree ("borrower_id");--> statement-breakpoint
CREATE INDEX "kc_finance_coborrower_borrower_idx" ON "kc_finance_coborrower" USING btree ("borrower_id","is_deleted");--> statement-breakpoint
CREATE INDEX "kc_finance_coborrower_shipper_idx" ON "kc_finance_coborrower" USING btree ("tenant_id","shipper_id","is_deleted");