DROP INDEX "kc_enterprise_code_idx";--> statement-breakpoint
ALTER TABLE "kc_contract" ADD COLUMN "shipper_trade_pay_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_contract" ADD COLUMN "buyer_trade_pay_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each party's trade payment as kc_trade_pay holds it (party 0 the supplier, 1 the buyer).
UPDATE "kc_contract" c SET "shipper_trade_pay_status" = tp."trade_pay_status"
  FROM "kc_trade_pay" tp WHERE tp."contract_id" = c."id" AND tp."party" = 0;--> statement-breakpoint
UPDATE "kc_contract" c SET "buyer_trade_pay_status" = tp."trade_pay_status"
  FROM "kc_trade_pay" tp WHERE tp."contract_id" = c."id" AND tp."party" = 1;--> statement-breakpoint
CREATE INDEX "kc_contract_offline_pending_idx" ON "kc_contract" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0 and (shipper_trade_pay_status = 20 or buyer_trade_pay_status = 20);--> statement-breakpoint
-- 企业编码 becomes unique among a tenant's live enterprises. Codes typed before: an empty one is none; of live
-- enterprises sharing one, the approved (then the oldest) keeps it and the others lose it.
UPDATE "kc_enterprise" SET "code" = NULL WHERE btrim("code") = '';--> statement-breakpoint
WITH ranked AS (
  SELECT "id", row_number() OVER (
    PARTITION BY "tenant_id", "code"
    ORDER BY ("status" = 1 OR "approved_time" IS NOT NULL) DESC, "create_time", "id"
  ) AS rn
  FROM "kc_enterprise" WHERE "is_deleted" = 0 AND "code" IS NOT NULL
)
UPDATE "kc_enterprise" e SET "code" = NULL FROM ranked WHERE e."id" = ranked."id" AND ranked.rn > 1;--> statement-breakpoint
-- Every approved enterprise without a code gets one as an approval now would (nextEnterpriseCode): the type's two
-- letters and the next numbers of the tenant after the highest such code held, in the order they were approved.
WITH approved AS (
  SELECT e."id", e."tenant_id", e."approved_time", e."create_time",
         CASE e."type" WHEN '1' THEN 'HZ' WHEN '2' THEN 'CK' WHEN '3' THEN 'MF' WHEN '4' THEN 'WL'
                       WHEN '5' THEN 'JR' WHEN '6' THEN 'GR' WHEN '7' THEN 'PT' ELSE 'QY' END AS prefix
  FROM "kc_enterprise" e
  WHERE e."is_deleted" = 0 AND e."code" IS NULL AND (e."status" = 1 OR e."approved_time" IS NOT NULL)
), numbered AS (
  SELECT a."id", a.prefix,
         row_number() OVER (PARTITION BY a."tenant_id", a.prefix ORDER BY a."approved_time" NULLS LAST, a."create_time", a."id")
         + coalesce((SELECT max(substring(x."code" FROM 3)::int) FROM "kc_enterprise" x
                      WHERE x."tenant_id" = a."tenant_id" AND x."code" ~ ('^' || a.prefix || '[0-9]{1,9}$')), 0) AS n
  FROM approved a
)
UPDATE "kc_enterprise" e SET "code" = numbered.prefix || lpad(numbered.n::text, greatest(4, length(numbered.n::text)), '0')
  FROM numbered WHERE e."id" = numbered."id";--> statement-breakpoint
CREATE UNIQUE INDEX "kc_enterprise_tenant_code_uq" ON "kc_enterprise" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "kc_finance_service_fee_offline_idx" ON "kc_finance_service_fee" USING btree ("tenant_id","apply_id") WHERE trade_pay_status = 20;
