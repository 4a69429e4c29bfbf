CREATE TABLE "kc_ple_bill_split_apply" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"warehouse_unit_id" bigint NOT NULL,
	"cargo_owner_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"bill_code" varchar(50) NOT NULL,
	"material_name" varchar(200) NOT NULL,
	"new_bill_id" bigint,
	"remainder_bill_id" bigint,
	"weight_unit" varchar(8),
	"number_unit" varchar(8),
	"original_weight" numeric(16, 2) NOT NULL,
	"original_quantity" numeric(16, 2) NOT NULL,
	"split_weight" numeric(16, 2) NOT NULL,
	"split_quantity" numeric(16, 2) NOT NULL,
	"remainder_weight" numeric(16, 2) NOT NULL,
	"remainder_quantity" numeric(16, 2) NOT NULL,
	"materiel_detail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remainder_materiel_detail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"original_materiel_detail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"descr" varchar(50),
	"submit_time" timestamp with time zone,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(2) NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kc_ple_bill_split_apply_conserved" CHECK ("kc_ple_bill_split_apply"."split_weight" + "kc_ple_bill_split_apply"."remainder_weight" = "kc_ple_bill_split_apply"."original_weight" and "kc_ple_bill_split_apply"."split_quantity" + "kc_ple_bill_split_apply"."remainder_quantity" = "kc_ple_bill_split_apply"."original_quantity" and "kc_ple_bill_split_apply"."split_weight" >= 0 and "kc_ple_bill_split_apply"."remainder_weight" >= 0 and "kc_ple_bill_split_apply"."split_quantity" >= 0 and "kc_ple_bill_split_apply"."remainder_quantity" >= 0)
);
--> statement-breakpoint
CREATE INDEX "kc_ple_bill_split_apply_list_idx" ON "kc_ple_bill_split_apply" USING btree ("tenant_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_ple_bill_split_apply_owner_idx" ON "kc_ple_bill_split_apply" USING btree ("cargo_owner_id","is_deleted");--> statement-breakpoint
CREATE INDEX "kc_ple_bill_split_apply_warehouse_idx" ON "kc_ple_bill_split_apply" USING btree ("warehouse_unit_id","is_deleted");--> statement-breakpoint
CREATE INDEX "kc_ple_bill_split_apply_bill_idx" ON "kc_ple_bill_split_apply" USING btree ("bill_id");