CREATE TABLE "kc_wms_disassemble" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"apply_code" varchar(50) NOT NULL,
	"warehouse_unit_id" varchar(20) NOT NULL,
	"bill_id" bigint NOT NULL,
	"bill_code" varchar(50) NOT NULL,
	"cargo_owner_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"applicant_id" bigint NOT NULL,
	"sign_status" smallint DEFAULT -1 NOT NULL,
	"descr" varchar(50),
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
CREATE TABLE "kc_wms_disassemble_bill" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"disassemble_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"grp" integer NOT NULL,
	"container_ids" text NOT NULL,
	"case_numbers" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_wms_disassemble_container" (
	"id" bigint PRIMARY KEY DEFAULT nextval('kc_id_seq') NOT NULL,
	"disassemble_id" bigint NOT NULL,
	"container_id" bigint NOT NULL,
	"case_number" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_disassemble_code_uq" ON "kc_wms_disassemble" USING btree ("tenant_id","apply_code");--> statement-breakpoint
CREATE INDEX "kc_wms_disassemble_list_idx" ON "kc_wms_disassemble" USING btree ("tenant_id","is_deleted","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kc_wms_disassemble_bill_idx" ON "kc_wms_disassemble" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_disassemble_bill_uq" ON "kc_wms_disassemble_bill" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "kc_wms_disassemble_bill_split_idx" ON "kc_wms_disassemble_bill" USING btree ("disassemble_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_wms_disassemble_container_uq" ON "kc_wms_disassemble_container" USING btree ("disassemble_id","container_id");--> statement-breakpoint
-- ARCHITECTURE §11 and spec 3 §4 (WMS bill split, owner split application, a partial release's split): conservation
-- enforced by the database. At the end of every transaction that writes a split's successor, the live successors of
-- its origin carry exactly the origin's weight and quantity (numeric, exact to the last decimal); otherwise the commit
-- fails. Written by hand after drizzle-kit's part (triggers are not in the schema files). Transfers and moves have a
-- single successor checked by replaceReceipts; an outbound order's remainder excludes what was weighed out.
CREATE FUNCTION kc_ple_bill_split_conserved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ow numeric;
  oq numeric;
  w numeric;
  q numeric;
BEGIN
  SELECT total_weight, total_quantity INTO ow, oq FROM kc_ple_bill WHERE id = NEW.origin_bill_id;
  SELECT coalesce(sum(total_weight), 0), coalesce(sum(total_quantity), 0) INTO w, q FROM kc_ple_bill
    WHERE origin_bill_id = NEW.origin_bill_id AND origin_process = NEW.origin_process AND is_deleted = 0;
  IF w IS DISTINCT FROM ow OR q IS DISTINCT FROM oq THEN
    RAISE EXCEPTION 'split of receipt % not conserved: weight % of %, quantity % of %', NEW.origin_bill_id, w, ow, q, oq
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER kc_ple_bill_split_conserved AFTER INSERT OR UPDATE OF total_weight, total_quantity, is_deleted, origin_bill_id ON kc_ple_bill
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.origin_process IN ('disassemble', 'split', 'release') AND NEW.origin_bill_id IS NOT NULL)
  EXECUTE FUNCTION kc_ple_bill_split_conserved();
