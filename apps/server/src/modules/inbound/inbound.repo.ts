import { accessRefusals, formatDateTime, offsetOf, type PageQuery, toPage } from '@kc/domain';
import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { InboundStatus, inboundMachine, inboundStatusLabel } from '@kc/domain/inbound/status';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { seesAllParties } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterpriseNameSql, liveEnterprise } from '../enterprise';
import { baseMaterial } from '../goods';
import { dictionaryEntries } from '../system';
import { inboundBatch, inboundOrder } from './inbound.table';
import { inspection } from './inspection.table';
import { orderReceipts } from './order-receipts';

export type InboundRow = typeof inboundOrder.$inferSelect;
export type BatchRow = typeof inboundBatch.$inferSelect;

export const OBJECT_TYPE = inboundMachine.objectType;

/**
 * Who sees an order: the shipper every one of its own; the warehouse those at it except drafts; platform
 * and bank every order but drafts. Anything else is 404 (API.md).
 */
export const seesOrder = (p: Principal, o: Pick<InboundRow, 'shipperId' | 'warehouseId' | 'status' | 'tenantId'>) => {
  if (o.tenantId !== p.tenantId) return false;
  if (p.postId && o.shipperId === p.postId) return true;
  if (o.status === InboundStatus.draft) return false;
  return seesAllParties(p) || (p.postId != null && o.warehouseId === p.postId);
};

/** The same as a list filter (served by the list, shipper and warehouse indexes). */
export const visibleOrders = (p: Principal): SQL => {
  const base = and(eq(inboundOrder.tenantId, p.tenantId), eq(inboundOrder.isDeleted, 0))!;
  const notDraft = ne(inboundOrder.status, InboundStatus.draft);
  if (seesAllParties(p)) {
    return and(base, p.postId ? or(notDraft, eq(inboundOrder.shipperId, p.postId)) : notDraft)!;
  }
  if (!p.postId) return sql`false`;
  return and(base, or(eq(inboundOrder.shipperId, p.postId), and(eq(inboundOrder.warehouseId, p.postId), notDraft)))!;
};

/** A live order of the user's tenant the user may see, or 404. */
export const findVisibleOrder = async (db: DbOrTx, p: Principal, id: string, lock = false) => {
  const q = db
    .select()
    .from(inboundOrder)
    .where(and(eq(inboundOrder.id, id), eq(inboundOrder.tenantId, p.tenantId), eq(inboundOrder.isDeleted, 0)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row || !seesOrder(p, row)) throw accessRefusals.notFound();
  return row;
};

export type InboundListFilter = { code?: string; status?: number; materialId?: string; warehouseId?: string };

const listColumns = {
  id: inboundOrder.id,
  code: inboundOrder.code,
  status: inboundOrder.status,
  shipperId: inboundOrder.shipperId,
  shipperName: enterpriseNameSql(inboundOrder.shipperId),
  warehouseId: inboundOrder.warehouseId,
  warehouseName: enterpriseNameSql(inboundOrder.warehouseId),
  materialId: inboundOrder.materialId,
  materialName: baseMaterial.name,
  reserveTime: inboundOrder.reserveTime,
  sumWeight: inboundOrder.sumWeight,
  sumQuantity: inboundOrder.sumQuantity,
  applySumWeight: inboundOrder.applySumWeight,
  applySumQuantity: inboundOrder.applySumQuantity,
  weightUnit: inboundOrder.weightUnit,
  numberUnit: inboundOrder.numberUnit,
  createTime: inboundOrder.createTime,
};

const selectRows = (db: DbOrTx) =>
  db.select(listColumns).from(inboundOrder).leftJoin(baseMaterial, eq(baseMaterial.id, inboundOrder.materialId));

type RawRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

export type UnitNames = { weight: Map<string, string>; number: Map<string, string> };

/** The tenant's weight_unit and number_unit labels ('1' → '吨'). */
export const unitNames = async (db: DbOrTx, tenantId: string): Promise<UnitNames> => {
  const [w, n] = await Promise.all([
    dictionaryEntries(db, 'biz', 'weight_unit', tenantId),
    dictionaryEntries(db, 'biz', 'number_unit', tenantId),
  ]);
  return {
    weight: new Map(w.map((e) => [e.dictKey, e.dictValue])),
    number: new Map(n.map((e) => [e.dictKey, e.dictValue])),
  };
};

const toListRow = (r: RawRow, units: UnitNames) => ({
  ...r,
  statusName: inboundStatusLabel(r.status),
  weightUnitName: units.weight.get(r.weightUnit ?? '') ?? '',
  numberUnitName: units.number.get(r.numberUnit ?? '') ?? '',
  reserveTime: formatDateTime(r.reserveTime),
  createTime: formatDateTime(r.createTime),
});

export const pageOrders = async (db: DbOrTx, p: Principal, q: PageQuery & InboundListFilter) => {
  const where = and(
    visibleOrders(p),
    q.code ? ilike(inboundOrder.code, `%${escapeLike(q.code)}%`) : undefined,
    q.status != null ? eq(inboundOrder.status, q.status) : undefined,
    q.materialId ? eq(inboundOrder.materialId, q.materialId) : undefined,
    q.warehouseId ? eq(inboundOrder.warehouseId, q.warehouseId) : undefined,
  );
  const [rows, [total], units] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(desc(inboundOrder.createTime), desc(inboundOrder.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(inboundOrder).where(where),
    unitNames(db, p.tenantId),
  ]);
  return toPage(
    rows.map((r) => toListRow(r, units)),
    total?.n ?? 0,
    q.current,
    q.size,
  );
};

/** The live batches of an order, in their order (index kc_wms_input_batch_input_idx). */
export const batchesOf = (db: DbOrTx, inputId: string) =>
  db
    .select()
    .from(inboundBatch)
    .where(and(eq(inboundBatch.inputId, inputId), eq(inboundBatch.isDeleted, 0)))
    .orderBy(asc(inboundBatch.sort), asc(inboundBatch.id));

/** The order's live inspection id, or null (index kc_ple_test_input_uq). */
export const inspectionIdOf = async (db: DbOrTx, inputId: string) => {
  const [row] = await db
    .select({ id: inspection.id })
    .from(inspection)
    .where(and(eq(inspection.inputId, inputId), sql`${inspection.isDeleted} = 0`))
    .limit(1);
  return row?.id ?? null;
};

/** The detail of a visible order: the list row, the form's fields, batches, receipts and the inspection. */
export const orderDetail = async (db: DbOrTx, p: Principal, row: InboundRow) => {
  const [[listRow], batches, receipts, testId, units] = await Promise.all([
    selectRows(db).where(eq(inboundOrder.id, row.id)).limit(1),
    batchesOf(db, row.id),
    orderReceipts.get().of(db, row.id),
    inspectionIdOf(db, row.id),
    unitNames(db, p.tenantId),
  ]);
  const codeOf = new Map(receipts.map((r) => [r.id, r.code]));
  return {
    ...toListRow(listRow!, units),
    remark: row.remark,
    reservePerson: row.reservePerson,
    reservePhone: row.reservePhone,
    warehouseContactName: row.warehouseContactName,
    warehouseContactPhone: row.warehouseContactPhone,
    shippingAuditOpinion: row.shippingAuditOpinion,
    // Until the warehouse decides, its opinion is a draft (暂存) for its own users only.
    warehouseAuditOpinion:
      row.status === InboundStatus.awaitingWarehouse && row.warehouseId !== p.postId ? null : row.warehouseAuditOpinion,
    submitTime: formatDateTime(row.submitTime),
    batches: batches.map((b) => ({
      id: b.id,
      batchNo: b.batchNo,
      sort: b.sort,
      props: b.props,
      applyWeight: b.applyWeight,
      applyQuantity: b.applyQuantity,
      weight: b.weight,
      quantity: b.quantity,
      locator: b.locator,
      receiptId: b.receiptId,
      receiptCode: b.receiptId ? (codeOf.get(b.receiptId) ?? null) : null,
    })),
    receipts: receipts.map((r) => ({ id: r.id, code: r.code, status: r.status })),
    testId,
  };
};

/** A live enterprise of a type in the tenant, with its contact (the warehouse's is copied onto the order). */
export const findEnterpriseOfType = async (db: DbOrTx, tenantId: string, id: string, type: string) => {
  const row = await liveEnterprise(db, tenantId, id, { type });
  return row && { id: row.id, contactsName: row.contactsName, contactsPhone: row.contactsPhone };
};

export const findWarehouse = (db: DbOrTx, tenantId: string, id: string) =>
  findEnterpriseOfType(db, tenantId, id, EnterpriseType.warehouse);

export const findShipper = (db: DbOrTx, tenantId: string, id: string) =>
  findEnterpriseOfType(db, tenantId, id, EnterpriseType.owner);

/** 'yyyyMMdd' in Asia/Shanghai. */
const dayOf = (d: Date) => formatDateTime(d)!.slice(0, 10).replaceAll('-', '');

/**
 * The next order code of the tenant: 'RK' + yyyyMMdd + a sequence of at least 3 digits (RK20261101001). One
 * writer at a time per tenant (an advisory lock held until the caller's transaction ends); the day's codes
 * are a range of the unique index (tenant_id, code).
 */
export const nextOrderCode = async (tx: DbOrTx, tenantId: string, now = new Date()) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`wms-input-code:${tenantId}`}, 0))`);
  const day = dayOf(now);
  const prefix = `RK${day}`;
  const next = `RK${dayOf(new Date(now.getTime() + 24 * 3600 * 1000))}`;
  const rows = await tx
    .select({ code: inboundOrder.code })
    .from(inboundOrder)
    .where(and(eq(inboundOrder.tenantId, tenantId), gte(inboundOrder.code, prefix), lt(inboundOrder.code, next)));
  const last = rows.reduce((max, r) => {
    const n = /^\d+$/.test(r.code.slice(prefix.length)) ? Number(r.code.slice(prefix.length)) : 0;
    return n > max ? n : max;
  }, 0);
  return `${prefix}${String(last + 1).padStart(3, '0')}`;
};

/** Live inspections of some orders (to retire them with the orders). */
export const liveInspectionsOf = (db: DbOrTx, inputIds: string[]) =>
  db
    .select({ id: inspection.id })
    .from(inspection)
    .where(and(inArray(inspection.inputId, inputIds), sql`${inspection.isDeleted} = 0`));
