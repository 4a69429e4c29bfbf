CREATE SEQUENCE "public"."kc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "kc_enterprise" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" varchar(50) NOT NULL,
	"type" varchar(8) NOT NULL,
	"is_person" smallint DEFAULT 0 NOT NULL,
	"code" varchar(50),
	"short_name" varchar(50),
	"credit_code" varchar(50),
	"address" varchar(12),
	"address_detail" varchar(255),
	"corporate_info" varchar(50),
	"identity_number" varchar(50),
	"contacts_name" varchar(50),
	"corporate_phone" varchar(50),
	"contacts_phone" varchar(50),
	"contacts_email" varchar(50),
	"is_receive" smallint DEFAULT 0 NOT NULL,
	"is_auto_sign" smallint DEFAULT 0 NOT NULL,
	"bank_name" varchar(50),
	"bank_account" varchar(50),
	"english_name" varchar(100),
	"zip_code" varchar(20),
	"fax" varchar(50),
	"domain_name" varchar(100),
	"business_scope" text,
	"main_products" text,
	"enterprise_scope" varchar(8),
	"enterprise_nature" varchar(8),
	"reviewer_reason" varchar(255),
	"esign_status" integer DEFAULT 0 NOT NULL,
	"esign_msg" varchar(255),
	"esign_flow_id" varchar(100),
	"seal_attach_id" bigint,
	"logo" bigint,
	"business_license" bigint,
	"idcard_front" bigint,
	"idcard_back" bigint,
	"business_life_start" date,
	"business_life_end" date,
	"is_save" smallint DEFAULT 0 NOT NULL,
	"is_copy_owner" smallint DEFAULT 0 NOT NULL,
	"ccb_org_id" smallint DEFAULT 0 NOT NULL,
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
CREATE TABLE "kc_scope_api" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"menu_id" bigint NOT NULL,
	"resource_code" varchar(100) NOT NULL,
	"scope_name" varchar(100) NOT NULL,
	"scope_path" varchar(255) NOT NULL,
	"scope_type" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255),
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
CREATE TABLE "kc_scope_data" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"menu_id" bigint NOT NULL,
	"resource_code" varchar(100) NOT NULL,
	"scope_name" varchar(100) NOT NULL,
	"scope_field" varchar(255) DEFAULT '*' NOT NULL,
	"scope_class" varchar(255) NOT NULL,
	"scope_column" varchar(100) NOT NULL,
	"scope_type" integer NOT NULL,
	"scope_value" text,
	"remark" varchar(255),
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
CREATE TABLE "kc_dept" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"ancestors" text DEFAULT '0' NOT NULL,
	"dept_name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
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
CREATE TABLE "kc_dict" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"code" varchar(100) NOT NULL,
	"dict_key" varchar(100) NOT NULL,
	"dict_value" varchar(255) NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255),
	"is_sealed" smallint DEFAULT 0 NOT NULL,
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
CREATE TABLE "kc_dict_biz" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"code" varchar(100) NOT NULL,
	"dict_key" varchar(100) NOT NULL,
	"dict_value" varchar(255) NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255),
	"is_sealed" smallint DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_menu" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"code" varchar(100) NOT NULL,
	"name" varchar(50) NOT NULL,
	"alias" varchar(50) NOT NULL,
	"path" varchar(255),
	"source" varchar(100),
	"category" smallint NOT NULL,
	"action" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"is_open" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(255),
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
CREATE TABLE "kc_meta" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_region" (
	"code" varchar(12) PRIMARY KEY NOT NULL,
	"parent_code" varchar(12) NOT NULL,
	"name" varchar(64) NOT NULL,
	"level" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_role" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"role_name" varchar(50) NOT NULL,
	"role_alias" varchar(50) NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
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
CREATE TABLE "kc_role_menu" (
	"role_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "kc_role_menu_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "kc_role_scope" (
	"role_id" bigint NOT NULL,
	"scope_id" bigint NOT NULL,
	"scope_category" smallint NOT NULL,
	CONSTRAINT "kc_role_scope_role_id_scope_id_scope_category_pk" PRIMARY KEY("role_id","scope_id","scope_category")
);
--> statement-breakpoint
CREATE TABLE "kc_tenant" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"tenant_name" varchar(50) NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kc_tenant_tenant_id_unique" UNIQUE("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "kc_user" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"account" varchar(50) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"name" varchar(50),
	"real_name" varchar(50),
	"avatar" bigint,
	"email" varchar(50),
	"phone" varchar(50),
	"user_type" integer DEFAULT 1 NOT NULL,
	"dept_id" bigint,
	"post_id" bigint,
	"token_version" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "kc_user_role" (
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "kc_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "kc_audit_event" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"object_type" varchar(50) NOT NULL,
	"object_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"action" varchar(50) NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20),
	"actor_id" bigint,
	"actor_enterprise_id" bigint,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_login_guard" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kc_refresh_token" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"user_id" bigint NOT NULL,
	"family" varchar(64) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kc_refresh_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "kc_attach" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"extension" varchar(20) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"owner_type" varchar(50),
	"owner_id" bigint,
	"uploader_id" bigint NOT NULL,
	"uploader_enterprise_id" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "kc_enterprise_tenant_type_idx" ON "kc_enterprise" USING btree ("tenant_id","type","status");--> statement-breakpoint
CREATE INDEX "kc_enterprise_code_idx" ON "kc_enterprise" USING btree ("code");--> statement-breakpoint
CREATE INDEX "kc_scope_api_menu_idx" ON "kc_scope_api" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "kc_scope_data_resource_idx" ON "kc_scope_data" USING btree ("resource_code");--> statement-breakpoint
CREATE INDEX "kc_dept_tenant_idx" ON "kc_dept" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_dict_code_key_uq" ON "kc_dict" USING btree ("code","dict_key");--> statement-breakpoint
CREATE INDEX "kc_dict_code_idx" ON "kc_dict" USING btree ("code","parent_id","sort");--> statement-breakpoint
CREATE INDEX "kc_dict_parent_idx" ON "kc_dict" USING btree ("parent_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_dict_biz_code_key_uq" ON "kc_dict_biz" USING btree ("tenant_id","code","dict_key");--> statement-breakpoint
CREATE INDEX "kc_dict_biz_code_idx" ON "kc_dict_biz" USING btree ("tenant_id","code","parent_id","sort");--> statement-breakpoint
CREATE INDEX "kc_dict_biz_parent_idx" ON "kc_dict_biz" USING btree ("tenant_id","parent_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_menu_code_uq" ON "kc_menu" USING btree ("code");--> statement-breakpoint
CREATE INDEX "kc_menu_parent_idx" ON "kc_menu" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "kc_region_parent_idx" ON "kc_region" USING btree ("parent_code","sort");--> statement-breakpoint
CREATE INDEX "kc_role_tenant_idx" ON "kc_role" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_role_alias_uq" ON "kc_role" USING btree ("tenant_id","role_alias");--> statement-breakpoint
CREATE INDEX "kc_role_menu_menu_idx" ON "kc_role_menu" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_user_account_uq" ON "kc_user" USING btree ("tenant_id","account");--> statement-breakpoint
CREATE INDEX "kc_user_post_idx" ON "kc_user" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "kc_user_role_role_idx" ON "kc_user_role" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_audit_event_chain_uq" ON "kc_audit_event" USING btree ("object_type","object_id","seq");--> statement-breakpoint
CREATE INDEX "kc_audit_event_time_idx" ON "kc_audit_event" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "kc_refresh_token_family_idx" ON "kc_refresh_token" USING btree ("family");--> statement-breakpoint
CREATE INDEX "kc_refresh_token_user_idx" ON "kc_refresh_token" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kc_attach_owner_idx" ON "kc_attach" USING btree ("owner_type","owner_id");