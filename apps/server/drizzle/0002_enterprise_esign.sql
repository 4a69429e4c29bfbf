CREATE TABLE "sandbox_ca" (
	"id" varchar(10) PRIMARY KEY NOT NULL,
	"cert_pem" text NOT NULL,
	"key_pem" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_esign_account" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"flow_id" varchar(64) NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(100) NOT NULL,
	"credit_code" varchar(50),
	"legal_person" varchar(50),
	"id_number" varchar(50),
	"mobile" varchar(50),
	"operator_name" varchar(50),
	"bank_name" varchar(50),
	"bank_account" varchar(50),
	"status" integer NOT NULL,
	"message" varchar(255) DEFAULT '' NOT NULL,
	"outcome" varchar(20) DEFAULT 'ok' NOT NULL,
	"amount" numeric(12, 2),
	"amount_tries" integer DEFAULT 0 NOT NULL,
	"next_step_at" timestamp with time zone,
	"seal_png" text,
	"auto_sign" smallint DEFAULT 0 NOT NULL,
	"cert_pem" text,
	"key_pem" text,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_setting" (
	"key" varchar(50) PRIMARY KEY NOT NULL,
	"value" varchar(255) NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_sms" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"mobile" varchar(50) NOT NULL,
	"code" varchar(10) NOT NULL,
	"purpose" varchar(30) NOT NULL,
	"used" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expire_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kc_enterprise" ALTER COLUMN "business_life_start" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "kc_enterprise" ALTER COLUMN "business_life_end" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "kc_enterprise" ADD COLUMN "esign_account_id" varchar(64);--> statement-breakpoint
ALTER TABLE "kc_enterprise" ADD COLUMN "approved_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kc_enterprise" ADD COLUMN "pending_info" jsonb;--> statement-breakpoint
ALTER TABLE "kc_enterprise" ADD COLUMN "owner_copy_id" varchar(20);--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_esign_account_flow_uq" ON "sandbox_esign_account" USING btree ("flow_id");--> statement-breakpoint
CREATE INDEX "sandbox_esign_account_enterprise_idx" ON "sandbox_esign_account" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "sandbox_esign_account_step_idx" ON "sandbox_esign_account" USING btree ("next_step_at");--> statement-breakpoint
CREATE INDEX "sandbox_sms_mobile_idx" ON "sandbox_sms" USING btree ("mobile","create_time");