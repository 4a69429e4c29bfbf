CREATE TABLE "kc_bank_inbox" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"type" varchar(40) NOT NULL,
	"apply_id" bigint,
	"payload" jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(255),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kc_finance_apply" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"code" varchar(50) NOT NULL,
	"shipper_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"bank_id" bigint NOT NULL,
	"financing_goods_id" bigint NOT NULL,
	"apply_money" numeric(18, 2) NOT NULL,
	"pledge_amount" numeric(18, 2) NOT NULL,
	"remark" text,
	"four_status" smallint DEFAULT 0 NOT NULL,
	"four_descr" text,
	"four_file_id" bigint,
	"four_sha256" varchar(64),
	"finance_app_id" varchar(64),
	"push_tries" integer DEFAULT 0 NOT NULL,
	"push_error" varchar(255),
	"next_push_at" timestamp with time zone,
	"pledge_push_status" smallint DEFAULT 0 NOT NULL,
	"pledge_push_error" varchar(255),
	"next_pledge_push_at" timestamp with time zone,
	"registration_no" varchar(64),
	"loan_money" numeric(18, 2),
	"loan_currency" varchar(8),
	"loan_money_status" smallint,
	"loan_date" date,
	"date_due" date,
	"interest_info" varchar(64),
	"repaid_money" numeric(18, 2) DEFAULT '0' NOT NULL,
	"refuse_reason" text,
	"submit_time" timestamp with time zone,
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
CREATE TABLE "kc_finance_apply_bill" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"apply_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"bill_code" varchar(50) NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL,
	"price_unit" numeric(12, 2) NOT NULL,
	"charge_unit" varchar(8),
	"ccy_cd" varchar(8) DEFAULT '156' NOT NULL,
	"clt_plg_rate" numeric(6, 2) NOT NULL,
	"pledge_amount" numeric(18, 2) NOT NULL,
	"total_weight" numeric(16, 2) NOT NULL,
	"collateral_acc_result" smallint,
	"collateral_reason" varchar(255),
	"dge_ccb_status" smallint DEFAULT 1 NOT NULL,
	"sign_status" smallint,
	"sign_message" varchar(255),
	"extract_file_id" bigint,
	"extract_sha256" varchar(64),
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_finance_loan" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"apply_id" bigint NOT NULL,
	"bank_ref" varchar(64) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"loan_date" date NOT NULL,
	"due_date" date NOT NULL,
	"interest_rate" numeric(8, 4) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_finance_repayment" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"apply_id" bigint NOT NULL,
	"bank_ref" varchar(64) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"repay_date" date NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_finance_sign" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"apply_id" bigint NOT NULL,
	"apply_bill_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"actor_id" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_finance_service_fee" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"apply_id" bigint NOT NULL,
	"shipper_id" bigint NOT NULL,
	"loan_money" numeric(18, 2) NOT NULL,
	"ccy_cd" varchar(8) NOT NULL,
	"exchange_rate" numeric(12, 6) NOT NULL,
	"fee_begin" date NOT NULL,
	"fee_end" date NOT NULL,
	"fee_rate" numeric(8, 4) NOT NULL,
	"days_of_year" smallint NOT NULL,
	"discount_rate" numeric(6, 2) NOT NULL,
	"pickup_weight" numeric(16, 2) NOT NULL,
	"total_weight" numeric(16, 2) NOT NULL,
	"in_pickup_loan" numeric(18, 2) NOT NULL,
	"financing_days" integer NOT NULL,
	"service_amount" numeric(18, 2) NOT NULL,
	"service_amount_status" smallint DEFAULT 0 NOT NULL,
	"pay_status" smallint DEFAULT 0 NOT NULL,
	"trade_pay_status" smallint DEFAULT 0 NOT NULL,
	"pay_way" smallint,
	"pay_time" timestamp with time zone,
	"confirm_time" timestamp with time zone,
	"confirm_user" bigint,
	"commit_time" timestamp with time zone,
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
CREATE TABLE "kc_sandbox_bank_application" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"apply_id" bigint NOT NULL,
	"apply_code" varchar(64) NOT NULL,
	"finance_app_id" varchar(40) NOT NULL,
	"bank_name" varchar(200) NOT NULL,
	"shipper_name" varchar(200) NOT NULL,
	"shipper_credit_code" varchar(50),
	"warehouse_name" varchar(200) NOT NULL,
	"goods_name" varchar(200) NOT NULL,
	"apply_money" numeric(16, 2) NOT NULL,
	"collateral" jsonb NOT NULL,
	"admission" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agreement_sha256" varchar(64) NOT NULL,
	"status" varchar(12) NOT NULL,
	"refuse_reason" varchar(200),
	"registration_no" varchar(40),
	"instruction_no" varchar(40),
	"push_count" integer DEFAULT 1 NOT NULL,
	"pledge_pushed_at" timestamp with time zone,
	"pledge_notices" jsonb,
	"release_fed_at" timestamp with time zone,
	"create_time" timestamp with time zone NOT NULL,
	"update_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_sandbox_bank_delivery" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"apply_id" bigint NOT NULL,
	"finance_app_id" varchar(40),
	"event_id" varchar(40) NOT NULL,
	"type" varchar(24) NOT NULL,
	"path" varchar(255) NOT NULL,
	"body" text NOT NULL,
	"duplicate" smallint DEFAULT 0 NOT NULL,
	"status" varchar(12) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone,
	"last_status" integer,
	"last_answer" varchar(200),
	"delivered_at" timestamp with time zone,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_sandbox_bank_loan" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"application_id" bigint NOT NULL,
	"disburse_no" varchar(40) NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"loan_date" varchar(10) NOT NULL,
	"due_date" varchar(10) NOT NULL,
	"interest_rate" varchar(12) NOT NULL,
	"create_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_sandbox_bank_repayment" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"application_id" bigint NOT NULL,
	"repay_no" varchar(40) NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"repay_date" varchar(10) NOT NULL,
	"create_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_sandbox_bank_setting" (
	"tenant_id" varchar(12) PRIMARY KEY NOT NULL,
	"sign_key" varchar(100) NOT NULL,
	"mode" varchar(12) DEFAULT 'normal' NOT NULL,
	"time_scale" numeric(8, 3) DEFAULT '1' NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kc_pay_ledger" ALTER COLUMN "contract_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_pay_order" ALTER COLUMN "contract_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_pay_voucher" ALTER COLUMN "contract_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_pay_ledger" ADD COLUMN "buss_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_pay_ledger" ADD COLUMN "buss_id" bigint;--> statement-breakpoint
ALTER TABLE "kc_pay_order" ADD COLUMN "buss_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_pay_order" ADD COLUMN "buss_id" bigint;--> statement-breakpoint
ALTER TABLE "kc_pay_voucher" ADD COLUMN "buss_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_pay_voucher" ADD COLUMN "buss_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "kc_bank_inbox_event_uq" ON "kc_bank_inbox" USING btree ("tenant_id","event_id");--> statement-breakpoint
CREATE INDEX "kc_bank_inbox_status_idx" ON "kc_bank_inbox" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "kc_bank_inbox_apply_idx" ON "kc_bank_inbox" USING btree ("apply_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_finance_apply_code_uq" ON "kc_finance_apply" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "kc_finance_apply_list_idx" ON "kc_finance_apply" USING btree ("tenant_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_finance_apply_shipper_idx" ON "kc_finance_apply" USING btree ("shipper_id","status");--> statement-breakpoint
CREATE INDEX "kc_finance_apply_warehouse_idx" ON "kc_finance_apply" USING btree ("warehouse_id","status");--> statement-breakpoint
CREATE INDEX "kc_finance_apply_bank_idx" ON "kc_finance_apply" USING btree ("bank_id","status");--> statement-breakpoint
CREATE INDEX "kc_finance_apply_push_idx" ON "kc_finance_apply" USING btree ("four_status","next_push_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_finance_apply_bank_no_uq" ON "kc_finance_apply" USING btree ("tenant_id","finance_app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_finance_apply_bill_uq" ON "kc_finance_apply_bill" USING btree ("apply_id","bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_finance_apply_bill_active_uq" ON "kc_finance_apply_bill" USING btree ("bill_id") WHERE "kc_finance_apply_bill"."active" = 1;--> statement-breakpoint
CREATE INDEX "kc_finance_apply_bill_bill_idx" ON "kc_finance_apply_bill" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_finance_loan_ref_uq" ON "kc_finance_loan" USING btree ("apply_id","bank_ref");--> statement-breakpoint
CREATE INDEX "kc_finance_loan_apply_idx" ON "kc_finance_loan" USING btree ("apply_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_finance_repayment_ref_uq" ON "kc_finance_repayment" USING btree ("apply_id","bank_ref");--> statement-breakpoint
CREATE INDEX "kc_finance_repayment_apply_idx" ON "kc_finance_repayment" USING btree ("apply_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_finance_sign_uq" ON "kc_finance_sign" USING btree ("apply_bill_id","apply_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_finance_service_fee_apply_uq" ON "kc_finance_service_fee" USING btree ("apply_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_sandbox_bank_application_apply_uq" ON "kc_sandbox_bank_application" USING btree ("tenant_id","apply_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_sandbox_bank_application_fin_uq" ON "kc_sandbox_bank_application" USING btree ("finance_app_id");--> statement-breakpoint
CREATE INDEX "kc_sandbox_bank_delivery_due_idx" ON "kc_sandbox_bank_delivery" USING btree ("status","next_at");--> statement-breakpoint
CREATE INDEX "kc_sandbox_bank_delivery_tenant_idx" ON "kc_sandbox_bank_delivery" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "kc_sandbox_bank_delivery_apply_idx" ON "kc_sandbox_bank_delivery" USING btree ("tenant_id","apply_id","id");--> statement-breakpoint
CREATE INDEX "kc_sandbox_bank_loan_app_idx" ON "kc_sandbox_bank_loan" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "kc_sandbox_bank_repayment_app_idx" ON "kc_sandbox_bank_repayment" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_pay_ledger_buss_uq" ON "kc_pay_ledger" USING btree ("buss_type","buss_id") WHERE buss_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "kc_pay_order_buss_open_uq" ON "kc_pay_order" USING btree ("buss_type","buss_id") WHERE status = 0 and buss_id is not null;--> statement-breakpoint
CREATE INDEX "kc_pay_order_buss_idx" ON "kc_pay_order" USING btree ("buss_type","buss_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kc_pay_voucher_buss_idx" ON "kc_pay_voucher" USING btree ("buss_type","buss_id");