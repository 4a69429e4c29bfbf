import { ReceiptStatus } from '@kc/domain/receipt/status';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { enterpriseNameSql } from '../enterprise';
import { receipt } from './receipt.table';

/**
 * The receipts in effect (status 1) an enterprise holds as cargo owner, newest first: what it may list for sale
 * (spec 2 §5 listed goods). Optionally of one category, or only the given ids (index kc_ple_bill_owner_idx).
 */
export const receiptsInEffectOf = (
  db: DbOrTx,
  tenantId: string,
  ownerId: string,
  filter: { materialId?: string; ids?: string[] } = {},
) =>
  db
    .select({
      id: receipt.id,
      code: receipt.code,
      materialId: receipt.materialId,
      materialName: receipt.materialName,
      warehouseName: enterpriseNameSql(receipt.warehouseId),
      totalWeight: receipt.totalWeight,
      weightUnit: receipt.weightUnit,
      totalQuantity: receipt.totalQuantity,
      numberUnit: receipt.numberUnit,
      attrs: receipt.attrs,
    })
    .from(receipt)
    .where(
      and(
        eq(receipt.cargoOwnerId, ownerId),
        eq(receipt.isDeleted, 0),
        eq(receipt.status, ReceiptStatus.inEffect),
        eq(receipt.tenantId, tenantId),
        filter.materialId ? eq(receipt.materialId, filter.materialId) : undefined,
        filter.ids ? inArray(receipt.id, filter.ids) : undefined,
      ),
    )
    .orderBy(desc(receipt.effectiveTime), desc(receipt.id));

export type ReceiptInEffect = Awaited<ReturnType<typeof receiptsInEffectOf>>[number];
