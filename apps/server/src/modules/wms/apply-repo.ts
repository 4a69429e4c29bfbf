import { formatDateTime, offsetOf, type Page, toPage } from '@kc/domain';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import {
  type ApplyRecord,
  type applyPageQuery,
  type BillApplyDetail,
  WmsApplyStatus,
  wmsRefusals,
} from '@kc/domain/wms/wms';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterpriseNames } from '../enterprise';
import { receipt } from '../receipt';
import type { ApplyRow } from './apply-save';
import { goodsOfContainers } from './container-goods';
import { containerRowsWhere, wmsPlatformNames } from './container-repo';
import { wmsApply, wmsApplyContainer, wmsContainer } from './wms.table';
import { applyScope, canSeeWmsRow, wmsSidesOf } from './wms-scope';

/** Application records with the parties' names and the platform's name (two queries for a whole page). */
export const applyRecordsOf = async (
  db: DbOrTx,
  tenantId: string,
  rows: readonly ApplyRow[],
): Promise<ApplyRecord[]> => {
  if (rows.length === 0) return [];
  const [names, units] = await Promise.all([
    enterpriseNames(
      db,
      rows.flatMap((r) => [r.warehouseId, r.cargoOwnerId]),
    ),
    wmsPlatformNames(db, tenantId),
  ]);
  return rows.map((r) => ({
    id: r.id,
    applyCode: r.applyCode,
    caseNumber: r.caseNumber,
    warehouseUnitId: r.warehouseUnitId,
    warehouseUnitName: units.get(r.warehouseUnitId) ?? '',
    warehouseId: r.warehouseId,
    warehouseName: names.get(r.warehouseId) ?? null,
    cargoOwnerId: r.cargoOwnerId,
    cargoOwnerName: names.get(r.cargoOwnerId) ?? null,
    status: r.status,
    descr: r.descr,
    createTime: formatDateTime(r.createTime),
    handleTime: formatDateTime(r.handleTime),
  }));
};

/**
 * GET wmsExternalApply/applyListByPage (spec 3 §3 External apply record): the caller's applications — the owner's,
 * those at the caller's warehouse, every one for the platform — newest first.
 */
export const pageApplies = async (
  db: DbOrTx,
  p: Principal,
  q: z.infer<typeof applyPageQuery>,
): Promise<Page<ApplyRecord>> => {
  const where = and(
    applyScope(p),
    eq(wmsApply.isDeleted, 0),
    q.status != null ? eq(wmsApply.status, q.status) : undefined,
    q.caseNumber ? ilike(wmsApply.caseNumber, `%${escapeLike(q.caseNumber)}%`) : undefined,
  ) as SQL;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(wmsApply)
      .where(where)
      .orderBy(desc(wmsApply.createTime), desc(wmsApply.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(wmsApply).where(where),
  ]);
  return toPage(await applyRecordsOf(db, p.tenantId, rows), total?.n ?? 0, q.current, q.size);
};

export const findApply = async (db: DbOrTx, id: string) =>
  (await db.select().from(wmsApply).where(eq(wmsApply.id, id)).limit(1))[0];

/** The application, or 404 when it is missing or not the caller's (its warehouse, its owner, the platform). */
export const loadVisibleApply = async (db: DbOrTx, p: Principal, id: string): Promise<ApplyRow> => {
  const row = await findApply(db, id);
  if (row?.isDeleted !== 0 || !canSeeWmsRow(p, row)) throw wmsRefusals.applyNotFound();
  return row;
};

/** The receipts generated from an application (kc_ple_bill.goods_id), each with the case number it came from. */
const billsOfApply = (db: DbOrTx, applyId: string) =>
  db
    .select({
      id: receipt.id,
      code: receipt.code,
      status: receipt.status,
      totalWeight: receipt.totalWeight,
      weightUnit: receipt.weightUnit,
      caseNumber: sql<
        string | null
      >`(select c.case_number from ${wmsApplyContainer} ac join ${wmsContainer} c on c.id = ac.container_id where ac.apply_id = ${applyId} and ac.bill_id = "kc_ple_bill"."id" limit 1)`,
    })
    .from(receipt)
    .where(and(eq(receipt.goodsId, applyId), eq(receipt.isDeleted, 0)))
    .orderBy(asc(receipt.code));

/**
 * GET external/billApply/detail: the application, its containers and their goods, the receipts it generated, and
 * what the caller may do — the warehouse completes or rejects a pending one; after completion each signer
 * (warehouse, owner, platform) signs the receipts waiting for it through the batch signing (origin goodsId).
 */
export const billApplyDetailOf = async (db: DbOrTx, p: Principal, id: string): Promise<BillApplyDetail> => {
  const apply = await loadVisibleApply(db, p, id);
  const containers = await containerRowsWhere(
    db,
    p,
    sql`"kc_wms_container"."id" in (select ac.container_id from ${wmsApplyContainer} ac where ac.apply_id = ${apply.id})`,
    sql`order by "kc_wms_container"."case_number" asc, "kc_wms_container"."id" asc`,
  );
  const [[record], goods, bills] = await Promise.all([
    applyRecordsOf(db, p.tenantId, [apply]),
    goodsOfContainers(db, containers),
    billsOfApply(db, apply.id),
  ]);
  const sides = wmsSidesOf(p, apply);
  const pending = apply.status === WmsApplyStatus.pending;
  const waiting = (status: number) => bills.some((b) => b.status === status);
  const sign =
    apply.status === WmsApplyStatus.completed &&
    ((sides.warehouse && waiting(ReceiptStatus.generated)) ||
      (sides.owner && waiting(ReceiptStatus.warehouseSigned)) ||
      (isPlatformOperator(p) && waiting(ReceiptStatus.shipperSigned)));
  return {
    apply: record!,
    containers,
    goods,
    bills: bills.map((b) => ({ ...b, caseNumber: b.caseNumber ?? null })),
    actions: { complete: pending && sides.warehouse, reject: pending && sides.warehouse, sign },
  };
};
