import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { wmsBillTray, wmsContainer, wmsGoods, wmsTray } from './wms.table';

/**
 * What the release module's tray split reads and writes of the mirror (README "Receipts from goods"): the trays a
 * receipt was generated from (`kc_wms_bill_tray`) with their goods and container, oldest container first (first in,
 * first out: the container's actual in-time, else when the mirror first saw it).
 */
export const traysOfReceipts = async (db: DbOrTx, billIds: readonly string[]) => {
  if (billIds.length === 0) return [];
  return db
    .select({
      billId: wmsBillTray.billId,
      trayId: wmsBillTray.trayId,
      containerId: wmsBillTray.containerId,
      trayCode: wmsBillTray.trayCode,
      rfidCode: wmsBillTray.rfidCode,
      weight: wmsBillTray.weight,
      num: wmsBillTray.num,
      goodsId: wmsTray.goodsId,
      siteCode: wmsTray.siteCode,
      goodsName: wmsGoods.goodsName,
      caseNumber: wmsContainer.caseNumber,
      trayCounts: wmsContainer.trayCounts,
      containerWeight: wmsContainer.totalWeight,
      containerNum: wmsContainer.totalNum,
      inTime: wmsContainer.actualWarehousTime,
      seenTime: wmsContainer.createTime,
    })
    .from(wmsBillTray)
    .innerJoin(wmsTray, eq(wmsTray.id, wmsBillTray.trayId))
    .innerJoin(wmsGoods, eq(wmsGoods.id, wmsTray.goodsId))
    .innerJoin(wmsContainer, eq(wmsContainer.id, wmsBillTray.containerId))
    .where(inArray(wmsBillTray.billId, [...billIds]))
    .orderBy(asc(wmsContainer.actualWarehousTime), asc(wmsContainer.id), asc(wmsBillTray.trayCode));
};

/**
 * A receipt split into successors (a partial release): each successor is linked to its share of the origin's trays
 * (a copy of the origin's `kc_wms_bill_tray` rows, as they were at generation), so reconciliation and the pick-up
 * find them; the origin keeps its rows (its history).
 */
export const linkSplitTrays = async (
  tx: DbOrTx,
  input: { originId: string; parts: { billId: string; trayIds: readonly string[] }[] },
) => {
  const rows = await tx.select().from(wmsBillTray).where(eq(wmsBillTray.billId, input.originId));
  for (const part of input.parts) {
    const mine = rows.filter((r) => part.trayIds.includes(r.trayId));
    if (mine.length) await tx.insert(wmsBillTray).values(mine.map((r) => ({ ...r, billId: part.billId })));
  }
};
