import { formatDateTime, offsetOf, type Page, type PageQuery, toPage } from '@kc/domain';
import {
  type GoodsRow,
  type TrayRow,
  type TrayTransferRow,
  type trayTransferPageQuery,
  wmsRefusals,
} from '@kc/domain/wms/wms';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { baseMaterial } from '../goods';
import { liveReceiptIdOf, receiptCodeOf } from '../receipt';
import { wmsMaterial } from '../wms-material';
import { loadVisibleContainer } from './container-repo';
import { wmsContainer, wmsGoods, wmsTray, wmsTrayTransfer } from './wms.table';
import { canSeeWmsRow, trayTransferScope } from './wms-scope';

/** The container's current receipt: the live one of its lineage, else the one generated from it. */
const currentBillId = sql<
  string | null
>`coalesce(${liveReceiptIdOf(sql`"kc_wms_container"."lineage_id"`)}, "kc_wms_container"."bill_id")::text`;

/** Goods rows of one container's goods (`where` on kc_wms_goods), with the category the warehouse's mapping names. */
const goodsRowsWhere = async (
  db: DbOrTx,
  container: { caseNumber: string; warehouseId: string | null },
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<GoodsRow[]> => {
  const query = db
    .select({ g: wmsGoods, materialName: baseMaterial.name })
    .from(wmsGoods)
    // The category the warehouse's WMS mapping names for the goods (spec 1 §3 WMS mapping).
    .leftJoin(
      wmsMaterial,
      and(
        container.warehouseId ? eq(wmsMaterial.warehouseId, container.warehouseId) : sql`false`,
        eq(wmsMaterial.externalMaterialId, wmsGoods.externalMaterialId),
        eq(wmsMaterial.isDeleted, 0),
      ),
    )
    .leftJoin(baseMaterial, and(eq(baseMaterial.id, wmsMaterial.materialId), eq(baseMaterial.isDeleted, 0)))
    .where(where)
    .orderBy(desc(wmsGoods.createTime), desc(wmsGoods.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ g, materialName }) => ({
    id: g.id,
    containerId: g.containerId,
    caseNumber: container.caseNumber,
    goodsName: g.goodsName,
    externalMaterialId: g.externalMaterialId,
    materialName: materialName ?? g.wmsMaterialName,
    totalWeight: g.totalWeight,
    totalNum: g.totalNum,
    weightUnit: g.weightUnit,
    numUnit: g.numUnit,
    trayCounts: g.trayCounts,
    attrs: g.attrs,
  }));
};

/** The present goods of some containers (an application's detail), container by container. */
export const goodsOfContainers = async (
  db: DbOrTx,
  containers: readonly { id: string; caseNumber: string; warehouseId: string | null }[],
) =>
  (
    await Promise.all(
      containers.map((c) => goodsRowsWhere(db, c, and(eq(wmsGoods.containerId, c.id), eq(wmsGoods.removed, 0))!)),
    )
  ).flat();

/** GET wmsExternalApply/goodsListByPage (containerId): the goods of a container the caller may see. */
export const pageGoods = async (
  db: DbOrTx,
  p: Principal,
  q: PageQuery & { containerId: string },
): Promise<Page<GoodsRow>> => {
  const container = await loadVisibleContainer(db, p, q.containerId);
  const where = and(eq(wmsGoods.containerId, container.id), eq(wmsGoods.removed, 0))!;
  const [records, [total]] = await Promise.all([
    goodsRowsWhere(db, container, where, { limit: q.size, offset: offsetOf(q) }),
    db.select({ n: count() }).from(wmsGoods).where(where),
  ]);
  return toPage(records, total?.n ?? 0, q.current, q.size);
};

/**
 * GET wmsExternalApply/trayListByPage (goodsId or containerId): the trays of goods or of a container the caller may
 * see, each with its receipt (the container's current one).
 */
export const pageTrays = async (
  db: DbOrTx,
  p: Principal,
  q: PageQuery & { goodsId?: string; containerId?: string },
): Promise<Page<TrayRow>> => {
  let containerId = q.containerId;
  if (q.goodsId) {
    const [g] = await db
      .select({ containerId: wmsGoods.containerId, c: wmsContainer })
      .from(wmsGoods)
      .innerJoin(wmsContainer, eq(wmsContainer.id, wmsGoods.containerId))
      .where(eq(wmsGoods.id, q.goodsId))
      .limit(1);
    if (g?.c.isDeleted !== 0 || !canSeeWmsRow(p, g.c)) throw wmsRefusals.goodsNotFound();
    if (containerId && containerId !== g.containerId) throw wmsRefusals.goodsNotFound();
    containerId = g.containerId;
  } else if (containerId) {
    await loadVisibleContainer(db, p, containerId);
  } else {
    throw wmsRefusals.goodsNotFound();
  }
  const where = and(
    eq(wmsTray.containerId, containerId),
    q.goodsId ? eq(wmsTray.goodsId, q.goodsId) : undefined,
  ) as SQL;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        t: wmsTray,
        goodsName: wmsGoods.goodsName,
        caseNumber: wmsContainer.caseNumber,
        billId: currentBillId,
      })
      .from(wmsTray)
      .innerJoin(wmsGoods, eq(wmsGoods.id, wmsTray.goodsId))
      .innerJoin(wmsContainer, eq(wmsContainer.id, wmsTray.containerId))
      .where(where)
      .orderBy(desc(wmsTray.createTime), desc(wmsTray.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(wmsTray).where(where),
  ]);
  const records: TrayRow[] = rows.map(({ t, goodsName, caseNumber, billId }) => ({
    id: t.id,
    goodsId: t.goodsId,
    goodsName,
    trayCode: t.trayCode,
    trayGoodsNum: t.trayGoodsNum,
    trayGoodsWeight: t.trayGoodsWeight,
    residueNum: t.residueNum,
    residueWeight: t.residueWeight,
    numUnit: t.numUnit,
    weightUnit: t.weightUnit,
    siteCode: t.siteCode,
    rfidCode: t.rfidCode,
    status: t.status,
    caseNumber,
    billId: billId ?? null,
    lastScanTime: formatDateTime(t.lastScanTime),
    removed: t.removed === 1,
  }));
  return toPage(records, total?.n ?? 0, q.current, q.size);
};

/**
 * GET wmsExternalApply/trayTransferListByPage (spec 3 §2 Tray transfer detail list: filters transferBatchId and
 * caseId): the moves of the caller's trays, newest first, with the receipt of the goods (the one recorded with the
 * move, else the container's current one).
 */
export const pageTrayTransfers = async (
  db: DbOrTx,
  p: Principal,
  q: z.infer<typeof trayTransferPageQuery>,
): Promise<Page<TrayTransferRow>> => {
  const where = and(
    trayTransferScope(p),
    q.transferBatchId ? eq(wmsTrayTransfer.transferBatchId, q.transferBatchId) : undefined,
    q.caseId ? eq(wmsTrayTransfer.containerId, q.caseId) : undefined,
    q.trayCode ? ilike(wmsTrayTransfer.trayCode, `%${escapeLike(q.trayCode)}%`) : undefined,
  ) as SQL;
  const billIdExpr = sql`coalesce("kc_wms_tray_transfer"."bill_id", ${liveReceiptIdOf(sql`"kc_wms_container"."lineage_id"`)}, "kc_wms_container"."bill_id")`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        t: wmsTrayTransfer,
        billId: sql<string | null>`${billIdExpr}::text`,
        billCode: sql<string | null>`${receiptCodeOf(billIdExpr)}`,
      })
      .from(wmsTrayTransfer)
      .leftJoin(wmsContainer, eq(wmsContainer.id, wmsTrayTransfer.containerId))
      .where(where)
      .orderBy(desc(wmsTrayTransfer.moveTime), desc(wmsTrayTransfer.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(wmsTrayTransfer).where(where),
  ]);
  const records: TrayTransferRow[] = rows.map(({ t, billId, billCode }) => ({
    id: t.id,
    transferBatchId: t.transferBatchId,
    trayCode: t.trayCode,
    outSite: t.outSite,
    inSite: t.inSite,
    caseId: t.containerId,
    caseNumber: t.caseNumber,
    billId: billId ?? null,
    billCode: billCode ?? null,
    moveTime: formatDateTime(t.moveTime),
  }));
  return toPage(records, total?.n ?? 0, q.current, q.size);
};
