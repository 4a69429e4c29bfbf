import { formatDateTime, offsetOf, type Page, toPage } from '@kc/domain';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import {
  type ApplyRecord,
  type applyPageQuery,
  type BillApplyDetail,
  WmsApplyStatus,
  wmsRefusals,
} from '@kc/domain/wms/wms';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterpriseNames } from '../enterprise';
import { receiptsOfGoods } from '../receipt';
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

/** The receipts generated from an application (their goods), each with the case number it came from. */
const billsOfApply = async (db: DbOrTx, applyId: string) => {
  const [bills, cases] = await Promise.all([
    receiptsOfGoods(db, applyId),
    db
      .select({ billId: wmsApplyContainer.billId, caseNumber: wmsContainer.caseNumber })
      .from(wmsApplyContainer)
      .innerJoin(wmsContainer, eq(wmsContainer.id, wmsApplyContainer.containerId))
      .where(eq(wmsApplyContainer.applyId, applyId)),
  ]);
  const caseOf = new Map<string, string>();
  for (const c of cases) if (c.billId && !caseOf.has(c.billId)) caseOf.set(c.billId, c.caseNumber);
  return bills.map((b) => ({ ...b, caseNumber: caseOf.get(b.id) ?? null }));
};

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
    bills,
    actions: { complete: pending && sides.warehouse, reject: pending && sides.warehouse, sign },
  };
};
