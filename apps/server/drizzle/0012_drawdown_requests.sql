CREATE TABLE "kc_finance_disburse_request" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"apply_id" bigint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"remark" varchar(200),
	"status" smallint DEFAULT 0 NOT NULL,
	"bank_ref" varchar(64),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kc_sandbox_bank_application" ADD COLUMN "drawdown_requests" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_sandbox_bank_application" ADD COLUMN "repayment_notices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "kc_finance_disburse_request_apply_idx" ON "kc_finance_disburse_request" USING btree ("apply_id","status");