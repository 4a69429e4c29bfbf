CREATE TABLE "kc_finance_bank_customer" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"borrower_id" bigint NOT NULL,
	"coborrower_id" bigint,
	"shipper_id" bigint NOT NULL,
	"union_bank_id" bigint NOT NULL,
	"organ_id" varchar(64),
	"branch_name" varchar(200),
	"relation_id" varchar(64),
	"result_status" smallint,
	"remarks" varchar(255),
	"build_time" timestamp with time zone,
	"pushed" smallint DEFAULT 0 NOT NULL,
	"push_tries" integer DEFAULT 0 NOT NULL,
	"push_error" varchar(255),
	"next_push_at" timestamp with time zone,
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
CREATE TABLE "kc_sandbox_bank_customer" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"customer_id" bigint NOT NULL,
	"borrower_id" bigint NOT NULL,
	"borrower_name" varchar(50) NOT NULL,
	"coborrower_name" varchar(50),
	"bank_id" bigint NOT NULL,
	"bank_name" varchar(200) NOT NULL,
	"branch_name" varchar(200),
	"relation_id" varchar(64),
	"status" smallint NOT NULL,
	"result_status" smallint,
	"remark" varchar(200),
	"push_count" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone NOT NULL,
	"update_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kc_finance_apply" ADD COLUMN "borrower_id" bigint;--> statement-breakpoint
ALTER TABLE "kc_sandbox_bank_application" ADD COLUMN "bank_id" bigint;--> statement-breakpoint
ALTER TABLE "kc_sandbox_bank_application" ADD COLUMN "borrower_id" bigint;--> statement-breakpoint
ALTER TABLE "kc_sandbox_bank_application" ADD COLUMN "borrower_name" varchar(50);--> statement-breakpoint
ALTER TABLE "kc_sandbox_bank_setting" ADD COLUMN "admission_needs_customer" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "kc_finance_bank_customer_borrower_idx" ON "kc_finance_bank_customer" USING btree ("tenant_id","borrower_id","is_deleted");--> statement-breakpoint
CREATE INDEX "kc_finance_bank_customer_bank_idx" ON "kc_finance_bank_customer" USING btree ("tenant_id","union_bank_id","status");--> statement-breakpoint
CREATE INDEX "kc_finance_bank_customer_push_idx" ON "kc_finance_bank_customer" USING btree ("pushed","next_push_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_sandbox_bank_customer_uq" ON "kc_sandbox_bank_customer" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "kc_sandbox_bank_customer_borrower_idx" ON "kc_sandbox_bank_customer" USING btree ("tenant_id","borrower_id","bank_id");