import { heldReceiptStatuses, ReceiptStatus } from '@kc/domain/receipt/status';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { enterpriseNameSql } from '../enterprise';
import { receipt } from './receipt.table';
import { unitLabels } from './receipt-labels';

/** How many receipts of a category the front goods page lists (the newest in effect). */
export const FRONT_GOODS_LIMIT = 50;

/**
 * An enterprise's goods by category, as the home card shows them: the weight of every receipt it holds as cargo
 * owner or keeps as warehouse (heldReceiptStatuses), summed per category and unit.
 */
export const heldGoodsOf = async (db: DbOrTx, tenantId: string, enterpriseId: string) => {
  const rows = await db
    .select({
      name: receipt.materialName,
      weightUnit: receipt.weightUnit,
      weight: sql<string>`sum(${receipt.totalWeight})::numeric(18,2)::text`,
    })
    .from(receipt)
    .where(
      and(
        eq(receipt.tenantId, tenantId),
        eq(receipt.isDeleted, 0),
        inArray(receipt.status, [...heldReceiptStatuses]),
        or(eq(receipt.cargoOwnerId, enterpriseId), eq(receipt.warehouseId, enterpriseId)),
      ),
    )
    .groupBy(receipt.materialId, receipt.materialName, receipt.weightUnit)
    .orderBy(receipt.materialName);
  const units = await unitLabels(db, tenantId);
  return rows.map((r) => ({
    name: r.name,
    weight: r.weight,
    weightUnit: (r.weightUnit && units.weight.get(r.weightUnit)) ?? r.weightUnit ?? '',
  }));
};

/**
 * The goods of a category on the front goods page: its receipts in effect, newest first, with where they are
 * kept, how much, and their receipt attributes — not who owns them.
 */
export const goodsOfCategory = async (db: DbOrTx, tenantId: string, materialId: string) => {
  const rows = await db
    .select({
      id: receipt.id,
      code: receipt.code,
      warehouseName: enterpriseNameSql(receipt.warehouseId),
      totalWeight: receipt.totalWeight,
      weightUnit: receipt.weightUnit,
      totalQuantity: receipt.totalQuantity,
      numberUnit: receipt.numberUnit,
      attrs: receipt.attrs,
      effectiveTime: receipt.effectiveTime,
    })
    .from(receipt)
    .where(
      and(
        eq(receipt.materialId, materialId),
        eq(receipt.isDeleted, 0),
        eq(receipt.status, ReceiptStatus.inEffect),
        eq(receipt.tenantId, tenantId),
      ),
    )
    .orderBy(desc(receipt.effectiveTime), desc(receipt.id))
    .limit(FRONT_GOODS_LIMIT);
  const units = await unitLabels(db, tenantId);
  return rows.map((r) => ({
    ...r,
    weightUnitName: (r.weightUnit && units.weight.get(r.weightUnit)) ?? '',
    numberUnitName: (r.numberUnit && units.number.get(r.numberUnit)) ?? '',
  }));
};
