import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * Goods categories (仓储物类别, base material; spec 1 §3). `status` is the category status (0 disabled,
 * 1 normal, 2 hidden). A removed category frees its code by renaming it (`code~id`).
 */
export const baseMaterial = pgTable(
  'kc_base_material',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    code: varchar('code', { length: 80 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    /** 0 by weight, 1 by count */
    pricingMode: smallint('pricing_mode').notNull().default(0),
    /** dictionary ccb_cargo_type */
    ccbType: varchar('ccb_type', { length: 8 }),
    /** dictionaries weight_unit and number_unit */
    weightUnit: varchar('weight_unit', { length: 8 }),
    numberUnit: varchar('number_unit', { length: 8 }),
    sort: integer('sort').notNull().default(0),
    reviewerReason: varchar('reviewer_reason', { length: 255 }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_base_material_code_uq').on(t.tenantId, t.code).where(sql`${t.isDeleted} = 0`),
    index('kc_base_material_list_idx').on(t.tenantId, t.isDeleted, t.sort),
  ],
);

/** A category's attributes: common (attrType 0) and its own extra ones (1), each with the eight flags. */
export const baseMaterialAttr = pgTable(
  'kc_base_material_attr',
  {
    id: idColumn(),
    materialId: refId('material_id').notNull(),
    attrCode: varchar('attr_code', { length: 50 }).notNull(),
    attrName: varchar('attr_name', { length: 100 }).notNull(),
    attrType: smallint('attr_type').notNull().default(0),
    isShow: smallint('is_show').notNull().default(1),
    isTrade: smallint('is_trade').notNull().default(0),
    isContract: smallint('is_contract').notNull().default(0),
    isStorage: smallint('is_storage').notNull().default(1),
    isSplit: smallint('is_split').notNull().default(0),
    isHome: smallint('is_home').notNull().default(0),
    isPickup: smallint('is_pickup').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('kc_base_material_attr_material_idx').on(t.materialId, t.isDeleted, t.sort)],
);

/** A bank's own name, code, sort and status for a category (materialDetail). */
export const bankMaterialDetail = pgTable(
  'kc_bank_material_detail',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    materialId: refId('material_id').notNull(),
    bankEnterpriseId: refId('bank_enterprise_id').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_bank_material_detail_uq').on(t.materialId, t.bankEnterpriseId).where(sql`${t.isDeleted} = 0`),
    index('kc_bank_material_detail_bank_idx').on(t.bankEnterpriseId, t.isDeleted),
  ],
);

/** A bank's financing goods (融资货物): type 0 cotton, 1 yarn, 2 other; covers one or more categories. */
export const financingGoods = pgTable(
  'kc_financing_goods',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    bankEnterpriseId: refId('bank_enterprise_id').notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    type: smallint('type').notNull().default(0),
    pricingMode: smallint('pricing_mode').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('kc_financing_goods_bank_idx').on(t.bankEnterpriseId, t.isDeleted, t.sort)],
);

/** The categories a financing goods covers (its attribute rows), each with a sort. */
export const financingGoodsAttr = pgTable(
  'kc_financing_goods_attr',
  {
    id: idColumn(),
    financingGoodsId: refId('financing_goods_id').notNull(),
    materialId: refId('material_id').notNull(),
    bankEnterpriseId: refId('bank_enterprise_id').notNull(),
    code: varchar('code', { length: 50 }),
    name: varchar('name', { length: 200 }),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('kc_financing_goods_attr_goods_idx').on(t.financingGoodsId, t.isDeleted),
    index('kc_financing_goods_attr_material_idx').on(t.materialId, t.isDeleted),
  ],
);

/** A user's followed categories on the front goods pages (saveAttentionInfo, deleteAttention). */
export const goodsAttention = pgTable(
  'kc_goods_attention',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    userId: refId('user_id').notNull(),
    materialId: refId('material_id').notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('kc_goods_attention_uq').on(t.userId, t.materialId).where(sql`${t.isDeleted} = 0`)],
);
