CREATE TABLE "kc_finance_credit_contract" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"association_id" bigint NOT NULL,
	"association_type" integer NOT NULL,
	"borrower_id" bigint NOT NULL,
	"coborrower_id" bigint,
	"shipper_id" bigint NOT NULL,
	"signer" varchar(12) NOT NULL,
	"id_name" varchar(50) NOT NULL,
	"union_bank_id" bigint NOT NULL,
	"bank_account" varchar(50) DEFAULT '' NOT NULL,
	"branch_name" varchar(100) DEFAULT '' NOT NULL,
	"contract_no" varchar(40) NOT NULL,
	"contract_name" varchar(100) NOT NULL,
	"transaction_no" varchar(64) DEFAULT '' NOT NULL,
	"relation_id" varchar(40) NOT NULL,
	"file_id" bigint,
	"file_sha256" varchar(64),
	"doc_file_id" bigint,
	"doc_sha256" varchar(64),
	"signed_file_id" bigint,
	"signed_sha256" varchar(64),
	"fail_reason" varchar(200) DEFAULT '' NOT NULL,
	"sign_time" timestamp with time zone,
	"token" varchar(64),
	"token_expire" timestamp with time zone,
	"code_tries" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "kc_finance_credit_contract_assoc_idx" ON "kc_finance_credit_contract" USING btree ("tenant_id","association_id","association_type","is_deleted");--> statement-breakpoint
CREATE INDEX "kc_finance_credit_contract_relation_idx" ON "kc_finance_credit_contract" USING btree ("relation_id");--> statement-breakpoint
CREATE INDEX "kc_finance_credit_contract_borrower_idx" ON "kc_finance_credit_contract" USING btree ("tenant_id","borrower_id","union_bank_id","is_deleted");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_finance_credit_contract_no_uq" ON "kc_finance_credit_contract" USING btree ("contract_no");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_finance_credit_contract_token_uq" ON "kc_finance_credit_contract" USING btree ("token") WHERE token is not null;