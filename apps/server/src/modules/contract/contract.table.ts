import type { ContractInfo } from '@kc/domain/contract/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * Trade contracts (spec 2 §3 Contract). `status` is the contract status of @kc/domain/contract/status (8/9
 * drafts → 10/11 → 19 → 20/21 → 1 in force; 0 voided). `contractInfo` is the whole agreed form; the rows are
 * kc_contract_detail; the current PDF is `fileId` (its SHA-256 in `fileSha256`), frozen from 19 on.
 */
export const contract = pgTable(
  'kc_contract',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    /** 0 the initiating company is the supplier, 1 the demander */
    companyType: smallint('company_type').notNull(),
    /** the enterprise that started the contract */
    initiatorId: refId('initiator_id').notNull(),
    materialId: refId('material_id').notNull(),
    materialName: varchar('material_name', { length: 200 }).notNull(),
    /** the category's pricing mode when the contract was made: 0 by weight, 1 by quantity */
    pricingMode: smallint('pricing_mode').notNull().default(0),
    templateId: refId('template_id'),
    templateName: varchar('template_name', { length: 200 }),
    /** 0 warehouse receipts, 1 listed goods, 2 custom goods */
    productForm: smallint('product_form').notNull(),
    warehouseUnitId: refId('warehouse_unit_id'),
    shipperId: refId('shipper_id'),
    buyerId: refId('buyer_id'),
    totalAmount: numeric('total_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    weightTotal: numeric('weight_total', { precision: 20, scale: 5 }).notNull().default('0'),
    /** the platform fee configuration as it stood at the last submit, and its fee */
    proportionConfig: jsonb('proportion_config').$type<Record<string, unknown>>(),
    platformProportion: numeric('platform_proportion', { precision: 10, scale: 4 }),
    platformServiceAmount: numeric('platform_service_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    shipperProportionRate: numeric('shipper_proportion_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    buyerProportionRate: numeric('buyer_proportion_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    shipperServiceAmount: numeric('shipper_service_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    buyerServiceAmount: numeric('buyer_service_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    /** 0 unpaid, 1 paid, 2 not needed */
    shipperServiceStatus: smallint('shipper_service_status').notNull().default(2),
    buyerServiceStatus: smallint('buyer_service_status').notNull().default(2),
    goodsMoneyStatus: smallint('goods_money_status').notNull().default(0),
    /**
     * Each party's trade payment (spec 3 §4: 0 unpaid, 10 paid online, 20 voucher uploaded, 30 offline confirmed) as
     * the payment module last moved its kc_trade_pay row, in the same transaction (`mirrorTradePayStatus`): the
     * platform's queue of vouchers to confirm (contract/page offlinePending) reads it here, by index.
     */
    shipperTradePayStatus: smallint('shipper_trade_pay_status').notNull().default(0),
    buyerTradePayStatus: smallint('buyer_trade_pay_status').notNull().default(0),
    /** -1 none, 0 abnormal, 12 issued, otherwise in progress */
    invoiceStatus: smallint('invoice_status').notNull().default(-1),
    /** the receipt transfer's review (1 approved, 2 rejected); null before one is applied for */
    auditStatus: smallint('audit_status'),
    transferStatus: smallint('transfer_status'),
    purchaseId: refId('purchase_id'),
    signingDate: timestamp('signing_date', { withTimezone: true }),
    signingAddress: varchar('signing_address', { length: 100 }),
    contractInfo: jsonb('contract_info').$type<ContractInfo>().notNull(),
    /** the current document (re-rendered while the terms change, frozen from 19) and its SHA-256 */
    fileId: refId('file_id'),
    fileSha256: varchar('file_sha256', { length: 64 }),
    /** random token (128 bits, base64url) of the public verification page */
    verifyToken: varchar('verify_token', { length: 32 }).notNull(),
    shipperSignTime: timestamp('shipper_sign_time', { withTimezone: true }),
    buyerSignTime: timestamp('buyer_sign_time', { withTimezone: true }),
    effectiveTime: timestamp('effective_time', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_contract_code_uq').on(t.tenantId, t.code),
    uniqueIndex('kc_contract_verify_uq').on(t.verifyToken),
    // The lists' order is ORDER BY create_time DESC, id DESC (PostgreSQL's DESC puts nulls first): an index of
    // exactly that order lets a page be read in order and stop at its size, instead of sorting every visible
    // contract (contract.repo.ts contractsQuery).
    index('kc_contract_list_idx').on(
      t.tenantId,
      t.isDeleted,
      t.createTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('kc_contract_shipper_idx').on(
      t.shipperId,
      t.isDeleted,
      t.createTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('kc_contract_buyer_idx').on(
      t.buyerId,
      t.isDeleted,
      t.createTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The platform's queue of offline vouchers waiting for its confirmation, in the lists' order (contract.repo.ts).
    index('kc_contract_offline_pending_idx')
      .on(t.tenantId, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_deleted = 0 and (shipper_trade_pay_status = 20 or buyer_trade_pay_status = 20)`),
  ],
);

/** spec 2 §3 contractDetails: one row per product (billId null for non-receipt rows). */
export const contractDetail = pgTable(
  'kc_contract_detail',
  {
    id: idColumn(),
    contractId: refId('contract_id').notNull(),
    sort: integer('sort').notNull().default(0),
    billId: refId('bill_id'),
    billCode: varchar('bill_code', { length: 50 }),
    /** a listed good (kc_trade_goods) */
    goodsId: refId('goods_id'),
    name: varchar('name', { length: 250 }).notNull().default(''),
    totalQuantity: numeric('total_quantity', { precision: 20, scale: 5 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 18, scale: 2 }).notNull(),
    goodsInfo: jsonb('goods_info').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index('kc_contract_detail_contract_idx').on(t.contractId, t.sort),
    index('kc_contract_detail_bill_idx').on(t.billId),
  ],
);

/** Each party's attachments (spec 2 §7 Attachments): `side` 0 supplier, 1 demander; only that side adds or removes. */
export const contractAttach = pgTable(
  'kc_contract_attach',
  {
    id: idColumn(),
    contractId: refId('contract_id').notNull(),
    attachId: refId('attach_id').notNull(),
    side: smallint('side').notNull(),
    enterpriseId: refId('enterprise_id').notNull(),
    createUser: refId('create_user'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kc_contract_attach_contract_idx').on(t.contractId),
    uniqueIndex('kc_contract_attach_uq').on(t.contractId, t.attachId),
  ],
);

/** A contract's seals with hashes: one row per (contract, party), so a retry never records a second seal. */
export const contractSign = pgTable(
  'kc_contract_sign',
  {
    id: idColumn(),
    contractId: refId('contract_id').notNull(),
    /** 'shipper' | 'buyer' */
    kind: varchar('kind', { length: 12 }).notNull(),
    enterpriseId: refId('enterprise_id').notNull(),
    enterpriseName: varchar('enterprise_name', { length: 200 }),
    fileId: refId('file_id').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    toStatus: integer('to_status').notNull(),
    actorId: refId('actor_id'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kc_contract_sign_uq').on(t.contractId, t.kind)],
);

/**
 * The platform fee configuration (spec 2 §3 proportionConfig): how the platform charges (proportionType 0 by
 * amount, 1 by weight or quantity, 2 none), the discount, and the account offline fees are remitted to. The
 * newest row with status 1 is in force.
 */
export const proportionConfig = pgTable('kc_trade_proportion', {
  id: idColumn(),
  tenantId: tenantColumn(),
  proportionType: smallint('proportion_type').notNull(),
  proportionRate: numeric('proportion_rate', { precision: 10, scale: 4 }).notNull().default('0'),
  proportionWeight: numeric('proportion_weight', { precision: 12, scale: 4 }).notNull().default('0'),
  saleRate: numeric('sale_rate', { precision: 6, scale: 2 }).notNull().default('100'),
  enterpriseName: varchar('enterprise_name', { length: 200 }).notNull(),
  bankName: varchar('bank_name', { length: 100 }).notNull(),
  account: varchar('account', { length: 100 }).notNull(),
  ...auditColumns(),
});
