CREATE TABLE "kc_invoice" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"buss_type" smallint NOT NULL,
	"buss_id" bigint NOT NULL,
	"buss_code" varchar(50) NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"enterprise_name" varchar(200) DEFAULT '' NOT NULL,
	"company_type" smallint NOT NULL,
	"template_id" bigint NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_no" varchar(20) NOT NULL,
	"address" varchar(100) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"bank_name" varchar(100) DEFAULT '' NOT NULL,
	"bank_account" varchar(100) DEFAULT '' NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"net_amount" numeric(16, 2) NOT NULL,
	"tax_amount" numeric(16, 2) NOT NULL,
	"notice_email" varchar(100) NOT NULL,
	"order_no" varchar(64),
	"serial_no" varchar(32),
	"invoice_no" varchar(30),
	"invoice_time" timestamp with time zone,
	"file_id" bigint,
	"fail_reason" varchar(255),
	"apply_time" timestamp with time zone DEFAULT now() NOT NULL,
	"issue_time" timestamp with time zone,
	"mailed_time" timestamp with time zone,
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
CREATE TABLE "kc_invoice_template" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_no" varchar(20) NOT NULL,
	"address" varchar(100) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"bank_name" varchar(100) DEFAULT '' NOT NULL,
	"bank_account" varchar(100) DEFAULT '' NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
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
CREATE TABLE "kc_pay_ledger" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"contract_id" bigint NOT NULL,
	"contract_code" varchar(50) NOT NULL,
	"party" smallint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"enterprise_name" varchar(200) NOT NULL,
	"pay_way" smallint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"status" smallint NOT NULL,
	"order_no" varchar(64),
	"transaction_id" varchar(64),
	"paid_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_pay_notify" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"provider" varchar(10) NOT NULL,
	"source" varchar(10) DEFAULT 'notify' NOT NULL,
	"transaction_id" varchar(64),
	"dedupe_key" varchar(64),
	"out_trade_no" varchar(64),
	"amount_fen" integer,
	"paid" smallint,
	"raw_body" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payload" jsonb,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(200),
	"received_time" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kc_pay_order" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"contract_id" bigint NOT NULL,
	"party" smallint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"pay_way" smallint NOT NULL,
	"provider" varchar(10) NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"code_url" varchar(500),
	"expire_at" timestamp with time zone NOT NULL,
	"transaction_id" varchar(64),
	"paid_at" timestamp with time zone,
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
CREATE TABLE "kc_pay_voucher" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"contract_id" bigint NOT NULL,
	"party" smallint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"attach_id" bigint NOT NULL,
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
CREATE TABLE "kc_trade_pay" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"contract_id" bigint NOT NULL,
	"party" smallint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"trade_pay_status" smallint DEFAULT 0 NOT NULL,
	"pay_way" smallint,
	"pay_time" timestamp with time zone,
	"confirm_time" timestamp with time zone,
	"confirm_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_einvoice" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"serial_no" varchar(32) NOT NULL,
	"order_no" varchar(64) NOT NULL,
	"user_tax" varchar(30) NOT NULL,
	"order" jsonb NOT NULL,
	"status" integer NOT NULL,
	"fail_cause" varchar(255),
	"outcome" varchar(10) DEFAULT 'ok' NOT NULL,
	"next_step_at" timestamp with time zone,
	"invoice_no" varchar(20),
	"invoice_time" timestamp with time zone,
	"pdf" text,
	"retry_day" varchar(10),
	"retry_count" integer DEFAULT 0 NOT NULL,
	"retries" integer DEFAULT 0 NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_einvoice_setting" (
	"key" varchar(30) PRIMARY KEY NOT NULL,
	"value" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_mail_outbox" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"to_address" varchar(200) NOT NULL,
	"from_address" varchar(200) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transport" varchar(10) NOT NULL,
	"message_id" varchar(300),
	"sent_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_delivery" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"order_id" varchar(20) NOT NULL,
	"provider" varchar(10) NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"out_trade_no" varchar(64) NOT NULL,
	"path" varchar(255) NOT NULL,
	"body" text NOT NULL,
	"signed_body" text,
	"corrupt" varchar(20),
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
CREATE TABLE "sandbox_pay_order" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"provider" varchar(10) NOT NULL,
	"out_trade_no" varchar(64) NOT NULL,
	"pr" varchar(32) NOT NULL,
	"code_url" varchar(500) NOT NULL,
	"amount_fen" integer NOT NULL,
	"description" varchar(127) NOT NULL,
	"notify_url" varchar(255) NOT NULL,
	"attach" varchar(128),
	"state" varchar(20) NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"scan_time" timestamp with time zone,
	"transaction_id" varchar(64),
	"paid_at" timestamp with time zone,
	"close_time" timestamp with time zone,
	"last_error" varchar(100),
	"create_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_setting" (
	"key" varchar(50) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kc_invoice_party_uq" ON "kc_invoice" USING btree ("buss_type","buss_id","enterprise_id") WHERE "kc_invoice"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "kc_invoice_enterprise_idx" ON "kc_invoice" USING btree ("enterprise_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kc_invoice_tenant_idx" ON "kc_invoice" USING btree ("tenant_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kc_invoice_template_enterprise_idx" ON "kc_invoice_template" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_invoice_template_default_uq" ON "kc_invoice_template" USING btree ("enterprise_id") WHERE "kc_invoice_template"."is_default" = 1 and "kc_invoice_template"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "kc_pay_ledger_party_uq" ON "kc_pay_ledger" USING btree ("contract_id","party");--> statement-breakpoint
CREATE INDEX "kc_pay_ledger_list_idx" ON "kc_pay_ledger" USING btree ("tenant_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kc_pay_ledger_enterprise_idx" ON "kc_pay_ledger" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_pay_notify_key_uq" ON "kc_pay_notify" USING btree ("provider","dedupe_key");--> statement-breakpoint
CREATE INDEX "kc_pay_notify_tx_idx" ON "kc_pay_notify" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "kc_pay_notify_status_idx" ON "kc_pay_notify" USING btree ("status","received_time");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_pay_order_no_uq" ON "kc_pay_order" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_pay_order_open_uq" ON "kc_pay_order" USING btree ("contract_id","party") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "kc_pay_order_contract_idx" ON "kc_pay_order" USING btree ("contract_id","party","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kc_pay_order_open_idx" ON "kc_pay_order" USING btree ("status","create_time");--> statement-breakpoint
CREATE INDEX "kc_pay_voucher_contract_idx" ON "kc_pay_voucher" USING btree ("contract_id","party");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_pay_voucher_attach_uq" ON "kc_pay_voucher" USING btree ("attach_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_trade_pay_party_uq" ON "kc_trade_pay" USING btree ("contract_id","party");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_einvoice_serial_uq" ON "sandbox_einvoice" USING btree ("serial_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_einvoice_order_uq" ON "sandbox_einvoice" USING btree ("user_tax","order_no");--> statement-breakpoint
CREATE INDEX "sandbox_einvoice_create_idx" ON "sandbox_einvoice" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sandbox_mail_outbox_sent_idx" ON "sandbox_mail_outbox" USING btree ("sent_time");--> statement-breakpoint
CREATE INDEX "sandbox_pay_delivery_due_idx" ON "sandbox_pay_delivery" USING btree ("status","next_at");--> statement-breakpoint
CREATE INDEX "sandbox_pay_delivery_order_idx" ON "sandbox_pay_delivery" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_pay_order_no_uq" ON "sandbox_pay_order" USING btree ("provider","out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_pay_order_pr_uq" ON "sandbox_pay_order" USING btree ("pr");