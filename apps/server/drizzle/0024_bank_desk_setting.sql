CREATE TABLE "kc_bank_desk_setting" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"bank_enterprise_id" bigint NOT NULL,
	"mode" varchar(8) DEFAULT 'api' NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kc_bank_desk_setting_bank_uq" ON "kc_bank_desk_setting" USING btree ("tenant_id","bank_enterprise_id");