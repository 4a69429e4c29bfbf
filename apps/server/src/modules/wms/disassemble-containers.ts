import { and, asc, countDistinct, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { wmsBillTray, wmsContainer } from './wms.table';

/**
 * What the disassemble module's WMS split (billDisassemble) reads and writes of the mirror (README "WMS bill split").
 * A receipt's containers are those of its trays at generation (`kc_wms_bill_tray`), each with its trays' weight and
 * number on that receipt (exact numeric sums), oldest container first.
 */
export const containersOfReceipts = async (db: DbOrTx, billIds: readonly string[]) => {
  if (billIds.length === 0) return [];
  return db
    .select({
      billId: wmsBillTray.billId,
      containerId: wmsBillTray.containerId,
      caseNumber: wmsContainer.caseNumber,
      warehouseUnitId: wmsContainer.warehouseUnitId,
      materialNames: wmsContainer.materialNames,
      actualWarehousTime: wmsContainer.actualWarehousTime,
      trayCounts: sql<number>`count(*)::int`,
      weight: sql<string>`sum(${wmsBillTray.weight})::numeric(16,2)::text`,
      num: sql<string>`sum(${wmsBillTray.num})::numeric(16,2)::text`,
      trayIds: sql<string[]>`array_agg(${wmsBillTray.trayId}::text order by ${wmsBillTray.trayCode})`,
    })
    .from(wmsBillTray)
    .innerJoin(wmsContainer, eq(wmsContainer.id, wmsBillTray.containerId))
    .where(inArray(wmsBillTray.billId, [...billIds]))
    .groupBy(
      wmsBillTray.billId,
      wmsBillTray.containerId,
      wmsContainer.caseNumber,
      wmsContainer.warehouseUnitId,
      wmsContainer.materialNames,
      wmsContainer.actualWarehousTime,
      wmsContainer.id,
    )
    .orderBy(asc(wmsContainer.actualWarehousTime), asc(wmsContainer.id));
};

/** The receipts of a tenant (optionally of one WMS platform) whose trays lie in two containers or more. */
export const receiptsOverContainers = async (db: DbOrTx, input: { tenantId: string; warehouseUnitId?: string }) =>
  db
    .select({ billId: wmsBillTray.billId, containers: countDistinct(wmsBillTray.containerId) })
    .from(wmsBillTray)
    .innerJoin(wmsContainer, eq(wmsContainer.id, wmsBillTray.containerId))
    .where(
      and(
        eq(wmsContainer.tenantId, input.tenantId),
        input.warehouseUnitId ? eq(wmsContainer.warehouseUnitId, input.warehouseUnitId) : undefined,
      ),
    )
    .groupBy(wmsBillTray.billId)
    .having(({ containers }) => gte(containers, 2));

/**
 * A split's new receipt came into effect: the containers it covers leave the origin's lineage for its own (the
 * remainder keeps the origin's lineage, so its containers need nothing). They stay locked (10) in the WMS: the goods
 * never left a live receipt.
 */
export const relinkContainers = async (tx: DbOrTx, containerIds: readonly string[], lineageId: string) => {
  if (containerIds.length === 0) return;
  await tx
    .update(wmsContainer)
    .set({ lineageId, updateTime: new Date() })
    .where(inArray(wmsContainer.id, [...containerIds]));
};
