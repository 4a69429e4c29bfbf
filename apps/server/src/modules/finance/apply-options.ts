import { offsetOf, type Page, toPage } from '@kc/domain';
import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import type { financeBillQuery, financeWarehouseOption, pledgeableBillRow } from '@kc/domain/finance/finance';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { enterpriseNameSql, liveEnterpriseIds } from '../enterprise';
import { inboundOrder } from '../inbound';
import { freeReceiptsOf, receipt, unitLabels } from '../receipt';

/** The caller's receipts in effect (status 1), not deleted. */
const ownInEffect = (p: Principal) =>
  and(
    eq(receipt.tenantId, p.tenantId),
    eq(receipt.cargoOwnerId, p.postId ?? '0'),
    eq(receipt.isDeleted, 0),
    eq(receipt.status, ReceiptStatus.inEffect),
  );

/**
 * getWarehouseComp: the approved warehouses (type 2) where the caller holds receipts in effect, with how many, by
 * name. A caller without an enterprise holds none.
 */
export const warehouseOptions = async (db: DbOrTx, p: Principal): Promise<z.infer<typeof financeWarehouseOption>[]> => {
  if (!p.postId) return [];
  const name = enterpriseNameSql(receipt.warehouseId);
  const rows = await db
    .select({ id: receipt.warehouseId, name, billCount: count(receipt.id) })
    .from(receipt)
    .where(
      and(
        ownInEffect(p),
        inArray(receipt.warehouseId, liveEnterpriseIds(p.tenantId, { type: EnterpriseType.warehouse, approved: true })),
      ),
    )
    .groupBy(receipt.warehouseId)
    .orderBy(asc(name), asc(receipt.warehouseId));
  return rows.map((r) => ({ id: r.id, name: r.name ?? '', billCount: Number(r.billCount) }));
};

/** The code of the inbound order each receipt came from, by order id. */
export const inputCodesOf = async (db: DbOrTx, receipts: readonly { inputId: string | null }[]) => {
  const ids = [...new Set(receipts.flatMap((r) => (r.inputId ? [r.inputId] : [])))];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: inboundOrder.id, code: inboundOrder.code })
    .from(inboundOrder)
    .where(inArray(inboundOrder.id, ids));
  return new Map(rows.map((o) => [o.id, o.code]));
};

/**
 * getBillListByWarehouseUnitId: the caller's receipts in effect at that warehouse that no process holds — or that
 * this application holds (`applyId`, when editing it) — newest first, with unit labels.
 */
export const pledgeableBills = async (
  db: DbOrTx,
  p: Principal,
  q: z.infer<typeof financeBillQuery>,
): Promise<Page<z.infer<typeof pledgeableBillRow>>> => {
  if (!p.postId) return toPage([], 0, q.current, q.size);
  const { total, rows } = await freeReceiptsOf(db, {
    tenantId: p.tenantId,
    holderId: p.postId,
    warehouseId: q.warehouseUnitId,
    code: q.code,
    heldBy: q.applyId ? { process: 'pledge', processId: q.applyId } : undefined,
    limit: q.size,
    offset: offsetOf(q),
  });
  const inputCodes = await inputCodesOf(db, rows);
  const units = await unitLabels(db, p.tenantId);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      code: r.code,
      materialId: r.materialId,
      materialName: r.materialName,
      inputId: r.inputId,
      inputCode: (r.inputId ? inputCodes.get(r.inputId) : undefined) ?? null,
      totalWeight: r.totalWeight,
      weightUnit: r.weightUnit,
      weightUnitName: units.weight.get(r.weightUnit ?? '') ?? '',
      totalQuantity: r.totalQuantity,
      numberUnit: r.numberUnit,
      numberUnitName: units.number.get(r.numberUnit ?? '') ?? '',
    })),
    total,
    q.current,
    q.size,
  );
};
