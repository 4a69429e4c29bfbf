import { accessRefusals, formatDateTime, offsetOf, type PageQuery, toPage } from '@kc/domain';
import { plainDecimal } from '@kc/domain/trade/figures';
import {
  isOnShelf,
  ListingStatus,
  listingMachine,
  listingSourceLabels,
  listingStatusLabel,
  RECEIPT_HOLDING_STATUSES,
} from '@kc/domain/trade/listing';
import { and, count, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterpriseNameSql } from '../enterprise';
import { baseMaterial } from '../goods';
import { tradeGoods } from './trade.table';
import { type UnitNames, unitNames } from './trade-labels';

export type ListingRow = typeof tradeGoods.$inferSelect;

/** The audit trail's object type of a listing. */
export const LISTING_OBJECT = listingMachine.objectType;

export const ownsListing = (p: Principal, row: Pick<ListingRow, 'supplierId' | 'tenantId'>) =>
  row.tenantId === p.tenantId && p.postId != null && row.supplierId === p.postId;

/**
 * Who sees a listing: its supplier, the platform operator, and anyone once it is on the shelf (the front goods
 * page shows it). Anything else answers 404, the same as a listing that does not exist (API.md).
 */
export const seesListing = (p: Principal, row: Pick<ListingRow, 'supplierId' | 'tenantId' | 'status'>) =>
  row.tenantId === p.tenantId && (ownsListing(p, row) || isPlatformOperator(p) || isOnShelf(row.status));

const liveListing = (id: string, tenantId: string) =>
  and(eq(tradeGoods.id, id), eq(tradeGoods.tenantId, tenantId), eq(tradeGoods.isDeleted, 0));

const selectOne = async (db: DbOrTx, p: Principal, id: string, lock: boolean) => {
  const q = db.select().from(tradeGoods).where(liveListing(id, p.tenantId)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
};

/** A live listing the user may see, or 404. */
export const findVisibleListing = async (db: DbOrTx, p: Principal, id: string, lock = false) => {
  const row = await selectOne(db, p, id, lock);
  if (!row || !seesListing(p, row)) throw accessRefusals.notFound();
  return row;
};

/** A live listing of the user's own enterprise, or 404 (another supplier's is never changed, nor revealed). */
export const findOwnListing = async (db: DbOrTx, p: Principal, id: string, lock = false) => {
  const row = await selectOne(db, p, id, lock);
  if (!row || !ownsListing(p, row)) throw accessRefusals.notFound();
  return row;
};

const columns = {
  row: tradeGoods,
  supplierName: enterpriseNameSql(tradeGoods.supplierId),
  materialName: baseMaterial.name,
  pricingMode: baseMaterial.pricingMode,
};

const selectListings = (db: DbOrTx) =>
  db.select(columns).from(tradeGoods).leftJoin(baseMaterial, eq(baseMaterial.id, tradeGoods.materialId));

type Joined = { row: ListingRow; supplierName: string | null; materialName: string | null; pricingMode: number | null };

/** A listing as the API answers it (listingRecord). */
export const toListingRecord = (j: Joined, units: UnitNames) => {
  const r = j.row;
  return {
    id: r.id,
    supplierId: r.supplierId,
    supplierName: j.supplierName,
    materialId: r.materialId,
    materialName: j.materialName,
    pricingMode: j.pricingMode ?? 0,
    source: r.source,
    sourceName: listingSourceLabels[r.source as 0 | 1] ?? '',
    billId: r.billId,
    billCode: r.billCode,
    name: r.name,
    attrs: r.attrs,
    price: r.price,
    totalWeight: plainDecimal(r.totalWeight)!,
    weightUnit: r.weightUnit,
    weightUnitName: units.weight.get(r.weightUnit ?? '') ?? '',
    totalQuantity: plainDecimal(r.totalQuantity)!,
    numberUnit: r.numberUnit,
    numberUnitName: units.number.get(r.numberUnit ?? '') ?? '',
    remark: r.remark,
    auditStatus: r.status,
    auditStatusName: listingStatusLabel(r.status),
    auditOpinion: r.auditOpinion,
    auditTime: formatDateTime(r.auditTime),
    auditor: r.auditUserName,
    submitTime: formatDateTime(r.submitTime),
    createTime: formatDateTime(r.createTime),
  };
};

export const listingDetail = async (db: DbOrTx, p: Principal, row: ListingRow) => {
  const [[joined], units] = await Promise.all([
    selectListings(db).where(eq(tradeGoods.id, row.id)).limit(1),
    unitNames(db, p.tenantId),
  ]);
  return toListingRecord(joined!, units);
};

export type ListingFilter = { name?: string; materialId?: string; auditStatus?: number };

const filterBy = (q: ListingFilter) =>
  and(
    q.name ? ilike(tradeGoods.name, `%${escapeLike(q.name)}%`) : undefined,
    q.materialId ? eq(tradeGoods.materialId, q.materialId) : undefined,
    q.auditStatus != null ? eq(tradeGoods.status, q.auditStatus) : undefined,
  );

const pageWhere = async (db: DbOrTx, p: Principal, where: SQL | undefined, q: PageQuery) => {
  const [rows, [total], units] = await Promise.all([
    selectListings(db)
      .where(where)
      .orderBy(desc(tradeGoods.createTime), desc(tradeGoods.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(tradeGoods).where(where),
    unitNames(db, p.tenantId),
  ]);
  return toPage(
    rows.map((r) => toListingRecord(r, units)),
    total?.n ?? 0,
    q.current,
    q.size,
  );
};

/** trade/goods/page: a supplier its own listings in every status; the platform operator everyone's. */
export const pageListings = (db: DbOrTx, p: Principal, q: PageQuery & ListingFilter) => {
  const scope = isPlatformOperator(p) ? undefined : p.postId ? eq(tradeGoods.supplierId, p.postId) : sql`false`;
  return pageWhere(db, p, and(eq(tradeGoods.tenantId, p.tenantId), eq(tradeGoods.isDeleted, 0), scope, filterBy(q)), q);
};

// is_deleted as a literal, so that the partial index kc_trade_goods_shelf_idx serves it.
const onShelf = (tenantId: string) =>
  and(
    eq(tradeGoods.tenantId, tenantId),
    eq(tradeGoods.status, ListingStatus.approved),
    sql`${tradeGoods.isDeleted} = 0`,
  );

/** trade/goods/front: the approved listings of the tenant (kc_trade_goods_shelf_idx), newest first. */
export const pageFrontListings = async (
  db: DbOrTx,
  p: Principal,
  q: PageQuery & Pick<ListingFilter, 'name' | 'materialId'>,
) => {
  const page = await pageWhere(
    db,
    p,
    and(onShelf(p.tenantId), filterBy({ name: q.name, materialId: q.materialId })),
    q,
  );
  return {
    ...page,
    records: page.records.map((r) => ({
      id: r.id,
      supplierName: r.supplierName,
      materialId: r.materialId,
      materialName: r.materialName,
      pricingMode: r.pricingMode,
      source: r.source,
      sourceName: r.sourceName,
      billCode: r.billCode,
      name: r.name,
      attrs: r.attrs,
      price: r.price,
      totalWeight: r.totalWeight,
      weightUnit: r.weightUnit,
      weightUnitName: r.weightUnitName,
      totalQuantity: r.totalQuantity,
      numberUnit: r.numberUnit,
      numberUnitName: r.numberUnitName,
      auditTime: r.auditTime,
    })),
  };
};

/** trade/goods/listForContract: one supplier's approved listings, as contract wizard step 2 takes them. */
export const contractListings = async (
  db: DbOrTx,
  tenantId: string,
  supplierId: string,
  q: Pick<ListingFilter, 'name' | 'materialId'>,
) => {
  const rows = await selectListings(db)
    .where(and(onShelf(tenantId), eq(tradeGoods.supplierId, supplierId), filterBy(q)))
    .orderBy(desc(tradeGoods.auditTime), desc(tradeGoods.id))
    .limit(1000);
  return rows.map(({ row: r, pricingMode }) => ({
    id: r.id,
    name: r.name,
    attrs: r.attrs,
    price: r.price,
    totalWeight: plainDecimal(r.totalWeight)!,
    weightUnit: r.weightUnit,
    totalQuantity: plainDecimal(r.totalQuantity)!,
    numberUnit: r.numberUnit,
    billId: r.billId,
    billCode: r.billCode,
    materialId: r.materialId,
    pricingMode: pricingMode ?? 0,
  }));
};

/** The receipts some live listing holds (RECEIPT_HOLDING_STATUSES), but `exceptId`'s. */
export const heldReceiptIds = async (db: DbOrTx, billIds: string[], exceptId?: string) => {
  if (!billIds.length) return new Set<string>();
  const rows = await db
    .select({ billId: tradeGoods.billId })
    .from(tradeGoods)
    .where(
      and(
        inArray(tradeGoods.billId, billIds),
        eq(tradeGoods.isDeleted, 0),
        inArray(tradeGoods.status, [...RECEIPT_HOLDING_STATUSES]),
        exceptId ? ne(tradeGoods.id, exceptId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.billId!));
};
