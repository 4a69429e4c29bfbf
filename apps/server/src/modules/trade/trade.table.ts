import type { TradeAttr } from '@kc/domain/trade/figures';
import { sql } from 'drizzle-orm';
import { date, index, jsonb, numeric, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * Listed goods (上架货物, spec 2 §5, spec 3 §2). `status` is the listing's audit status (`auditStatus` in the API;
 * ListingStatus in @kc/domain/trade/listing: 1 awaiting audit, 2 approved and on the shelf, 3 rejected, 4 off the
 * shelf). Weights and quantities keep 5 decimals and 8 integer digits, prices 2 and 7 (spec 2 §5).
 */
export const tradeGoods = pgTable(
  'kc_trade_goods',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** The supplier enterprise (the lister's postId). */
    supplierId: refId('supplier_id').notNull(),
    materialId: refId('material_id').notNull(),
    /** 0 a receipt in effect of the supplier's, 1 own stock */
    source: smallint('source').notNull(),
    billId: refId('bill_id'),
    billCode: varchar('bill_code', { length: 50 }),
    name: varchar('name', { length: 100 }).notNull(),
    /** The category's trade attributes (isTrade 1) with their values. */
    attrs: jsonb('attrs').$type<TradeAttr[]>().notNull().default(sql`'[]'::jsonb`),
    price: numeric('price', { precision: 9, scale: 2 }).notNull(),
    totalWeight: numeric('total_weight', { precision: 13, scale: 5 }).notNull(),
    totalQuantity: numeric('total_quantity', { precision: 13, scale: 5 }).notNull(),
    /** Keys of the weight_unit and number_unit dictionaries (the receipt's, or the category's for own stock). */
    weightUnit: varchar('weight_unit', { length: 8 }),
    numberUnit: varchar('number_unit', { length: 8 }),
    remark: varchar('remark', { length: 200 }),
    submitTime: timestamp('submit_time', { withTimezone: true }),
    auditOpinion: varchar('audit_opinion', { length: 200 }),
    auditTime: timestamp('audit_time', { withTimezone: true }),
    auditUser: refId('audit_user'),
    auditUserName: varchar('audit_user_name', { length: 50 }),
    ...auditColumns(),
  },
  (t) => [
    index('kc_trade_goods_list_idx').on(t.tenantId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_trade_goods_supplier_idx').on(t.supplierId, t.isDeleted, t.createTime.desc().nullsFirst()),
    // The shelf: approved listings of a tenant, by category (front goods page, contract wizard).
    index('kc_trade_goods_shelf_idx').on(t.tenantId, t.status, t.materialId).where(sql`${t.isDeleted} = 0`),
    // A receipt is listed once at a time: waiting, approved or rejected listings hold it (RECEIPT_HOLDING_STATUSES).
    uniqueIndex('kc_trade_goods_bill_uq')
      .on(t.billId)
      .where(sql`${t.isDeleted} = 0 and ${t.status} in (1, 2, 3) and ${t.billId} is not null`),
  ],
);

/**
 * Buyers' demands (求购, spec 3 §2). `status` is the demand status (DemandStatus in @kc/domain/trade/demand:
 * 1 open, 2 closed); an open demand past `valid_until` reads as expired.
 */
export const tradeDemand = pgTable(
  'kc_trade_demand',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** The buyer enterprise (the poster's postId). */
    buyerId: refId('buyer_id').notNull(),
    materialId: refId('material_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    attrs: jsonb('attrs').$type<TradeAttr[]>().notNull().default(sql`'[]'::jsonb`),
    totalWeight: numeric('total_weight', { precision: 13, scale: 5 }),
    totalQuantity: numeric('total_quantity', { precision: 13, scale: 5 }),
    weightUnit: varchar('weight_unit', { length: 8 }),
    numberUnit: varchar('number_unit', { length: 8 }),
    /** The price the buyer expects, if it says. */
    price: numeric('price', { precision: 9, scale: 2 }),
    contactName: varchar('contact_name', { length: 50 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 50 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    closeTime: timestamp('close_time', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    index('kc_trade_demand_list_idx').on(t.tenantId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_trade_demand_buyer_idx').on(t.buyerId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_trade_demand_open_idx').on(t.tenantId, t.status, t.validUntil).where(sql`${t.isDeleted} = 0`),
  ],
);
