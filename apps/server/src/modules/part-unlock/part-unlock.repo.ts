import { accessRefusals, formatDateTime, offsetOf, type Page, toPage } from '@kc/domain';
import type {
  ContainerTraysAnswer,
  PartUnlockBillChoice,
  PartUnlockContainer,
  PartUnlockContainerChoice,
  PartUnlockDetail,
  PartUnlockRow as PartUnlockListRow,
  PartUnlockTray,
} from '@kc/domain/part-unlock/answers';
import {
  type BillListByIdQuery,
  type ContainerTraysQuery,
  type DestroyBillListBody,
  type PartUnlockListQuery,
  partUnlockRefusals as refuse,
  type SelectBillQuery,
} from '@kc/domain/part-unlock/part-unlock';
import {
  canEditPartUnlock,
  canPlatformAuditPartUnlock,
  canResubmitPartUnlock,
  canShipperAuditPartUnlock,
  canWarehouseAuditPartUnlock,
  partUnlockStatusLabel,
} from '@kc/domain/part-unlock/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { ContainerStatus, containerStatusLabel, TrayStatus, trayStatusLabel } from '@kc/domain/wms/wms';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { isPlatformOperator, seesAllParties } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterpriseNames } from '../enterprise';
import { receipt, receiptFree, receiptsByIds } from '../receipt';
import { containerTraysOf, coveredTrays, lockedContainersOf, wmsContainer } from '../wms';
import { partUnlock, partUnlockTray } from './part-unlock.table';
import { findVisiblePartUnlock, type PartUnlockRow, visiblePartUnlock } from './part-unlock-access';
import { filesOf } from './part-unlock-files';

/** GET partUnlock/page: the records the caller sees, newest first. */
export const pagePartUnlock = async (
  db: DbOrTx,
  p: Principal,
  q: PartUnlockListQuery,
): Promise<Page<PartUnlockListRow>> => {
  const conditions: SQL[] = [visiblePartUnlock(p)];
  if (q.code) conditions.push(ilike(partUnlock.code, `%${escapeLike(q.code)}%`));
  if (q.status != null) conditions.push(eq(partUnlock.status, q.status));
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(partUnlock).where(where),
    db
      .select()
      .from(partUnlock)
      .where(where)
      .orderBy(desc(partUnlock.createTime), desc(partUnlock.id))
      .limit(q.size)
      .offset(offsetOf(q)),
  ]);
  const ids = rows.map((r) => r.id);
  const trays = ids.length
    ? await db
        .select({ ulockId: partUnlockTray.ulockId, billCode: partUnlockTray.billCode })
        .from(partUnlockTray)
        .where(inArray(partUnlockTray.ulockId, ids))
    : [];
  const names = await enterpriseNames(
    db,
    rows.flatMap((r) => [r.shipperId, r.warehouseId]),
  );
  const records = rows.map((r) => {
    const mine = trays.filter((t) => t.ulockId === r.id);
    return {
      id: r.id,
      code: r.code,
      status: r.status,
      statusName: partUnlockStatusLabel(r.status),
      shipperId: r.shipperId,
      shipperName: names.get(r.shipperId) ?? null,
      warehouseId: r.warehouseId,
      warehouseName: names.get(r.warehouseId) ?? null,
      billCodes: [...new Set(mine.map((t) => t.billCode))].sort().join('、'),
      trayCount: mine.length,
      descr: r.descr,
      createTime: formatDateTime(r.createTime),
    };
  });
  return toPage(records, total?.n ?? 0, q.current, q.size);
};

/** What the caller may do on the record now. */
const actionsOf = (p: Principal, r: PartUnlockRow) => {
  const holder = p.postId != null && r.shipperId === p.postId;
  const warehouse = p.postId != null && r.warehouseId === p.postId;
  return {
    shipperAudit: holder && canShipperAuditPartUnlock(r.status),
    platformAudit: isPlatformOperator(p) && canPlatformAuditPartUnlock(r.status),
    warehouseAudit: warehouse && canWarehouseAuditPartUnlock(r.status),
    edit: warehouse && canEditPartUnlock(r.status),
    resubmit: warehouse && canResubmitPartUnlock(r.status),
  };
};

/** spec 3 §3 containerList: the record's containers (per receipt), their tray counts and tray codes. */
const containersOf = async (db: DbOrTx, ulockId: string): Promise<PartUnlockContainer[]> => {
  const trays = await db
    .select()
    .from(partUnlockTray)
    .where(eq(partUnlockTray.ulockId, ulockId))
    .orderBy(asc(partUnlockTray.billCode), asc(partUnlockTray.caseNumber), asc(partUnlockTray.trayCode));
  const groups = new Map<string, typeof trays>();
  for (const t of trays) {
    const key = `${t.billId}|${t.containerId}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  return [...groups.values()].map((g) => ({
    billId: g[0]!.billId,
    billCode: g[0]!.billCode,
    containerId: g[0]!.containerId,
    caseNumber: g[0]!.caseNumber,
    trayCounts: g.length,
    trayCodes: g.map((t) => t.trayCode).join(','),
  }));
};

/** GET partUnlock/billListById {id, size, current}: the record, its images and a page of its containers. */
export const partUnlockDetailOf = async (
  ctx: AppContext,
  p: Principal,
  q: BillListByIdQuery,
): Promise<PartUnlockDetail> => {
  const r = await findVisiblePartUnlock(ctx.db, p, q.id);
  const containers = await containersOf(ctx.db, r.id);
  const names = await enterpriseNames(ctx.db, [r.shipperId, r.warehouseId]);
  const [applyFile, noticeFile, confirmFile] = await Promise.all([
    filesOf(ctx, p, r.applyFile),
    filesOf(ctx, p, r.noticeFile),
    filesOf(ctx, p, r.confirmFile),
  ]);
  const start = offsetOf(q);
  return {
    id: r.id,
    code: r.code,
    status: r.status,
    statusName: partUnlockStatusLabel(r.status),
    descr: r.descr,
    shipperId: r.shipperId,
    shipperName: names.get(r.shipperId) ?? null,
    warehouseId: r.warehouseId,
    warehouseName: names.get(r.warehouseId) ?? null,
    applyFile,
    noticeFile,
    confirmFile,
    containerList: toPage(containers.slice(start, start + q.size), containers.length, q.current, q.size),
    actions: actionsOf(p, r),
    createTime: formatDateTime(r.createTime),
    submitTime: formatDateTime(r.submitTime),
    completeTime: formatDateTime(r.completeTime),
  };
};

/** The mirror status of these trays (the record keeps what was chosen; the mirror says where each stands now). */
const trayStatuses = async (db: DbOrTx, billIds: readonly string[], trayIds: readonly string[]) => {
  const receipts = await receiptsByIds(db, billIds);
  const covered = await coveredTrays(
    db,
    [...receipts.values()].map((r) => ({ id: r.id, lineageId: r.lineageId })),
    { trayIds },
  );
  return new Map(covered.map((t) => [t.trayId, t.status]));
};

/** POST partUnlock/destroyBillListByPage: the record's trays, paged (by receipt, case number, tray code). */
export const recordTrays = async (db: DbOrTx, p: Principal, q: DestroyBillListBody): Promise<Page<PartUnlockTray>> => {
  const r = await findVisiblePartUnlock(db, p, q.ulockId);
  const where = eq(partUnlockTray.ulockId, r.id);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(partUnlockTray).where(where),
    db
      .select()
      .from(partUnlockTray)
      .where(where)
      .orderBy(asc(partUnlockTray.billCode), asc(partUnlockTray.caseNumber), asc(partUnlockTray.trayCode))
      .limit(q.size)
      .offset(offsetOf(q)),
  ]);
  const statuses = await trayStatuses(
    db,
    [...new Set(rows.map((t) => t.billId))],
    rows.map((t) => t.trayId),
  );
  const records = rows.map((t) => {
    const status = statuses.get(t.trayId) ?? TrayStatus.unlockedAgain;
    return {
      trayId: t.trayId,
      trayCode: t.trayCode,
      billId: t.billId,
      billCode: t.billCode,
      containerId: t.containerId,
      caseNumber: t.caseNumber,
      weight: t.weight,
      num: t.num,
      status,
      statusName: trayStatusLabel(status),
    };
  });
  return toPage(records, total?.n ?? 0, q.current, q.size);
};

/** The caller's warehouse enterprise, or 403: only a warehouse picks receipts to unlock. */
const warehouseOf = (p: Principal) => {
  if (!p.postId) throw refuse.enterpriseOnly();
  return p.postId;
};

/** A locked container (10) in the receipt's lineage (the outer columns qualified by hand inside the subquery). */
const hasLockedContainer = sql`exists (select 1 from ${wmsContainer} c
  where c.lineage_id = coalesce("kc_ple_bill"."lineage_id", "kc_ple_bill"."id") and c.status = ${ContainerStatus.locked}
    and c.is_deleted = 0)`;

/**
 * GET partUnlock/selectBillListByPage: the receipts in effect (1) the caller's warehouse keeps, that no process
 * holds, with at least one locked container; newest in effect first.
 */
export const selectableBills = async (
  db: DbOrTx,
  p: Principal,
  q: SelectBillQuery,
): Promise<Page<PartUnlockBillChoice>> => {
  const warehouseId = warehouseOf(p);
  const where = and(
    eq(receipt.tenantId, p.tenantId),
    eq(receipt.warehouseId, warehouseId),
    eq(receipt.isDeleted, 0),
    eq(receipt.status, ReceiptStatus.inEffect),
    q.code ? ilike(receipt.code, `%${escapeLike(q.code)}%`) : undefined,
    receiptFree(),
    hasLockedContainer,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(receipt).where(where),
    db
      .select()
      .from(receipt)
      .where(where)
      .orderBy(desc(receipt.effectiveTime), desc(receipt.id))
      .limit(q.size)
      .offset(offsetOf(q)),
  ]);
  const containers = await lockedContainersOf(
    db,
    rows.map((r) => ({ id: r.id, lineageId: r.lineageId })),
  );
  const names = await enterpriseNames(
    db,
    rows.map((r) => r.cargoOwnerId),
  );
  return toPage(
    rows.map((r) => ({
      id: r.id,
      code: r.code,
      materialName: r.materialName,
      cargoOwnerId: r.cargoOwnerId,
      cargoOwnerName: names.get(r.cargoOwnerId) ?? null,
      totalWeight: r.totalWeight,
      totalQuantity: r.totalQuantity,
      lockedContainers: containers.filter((c) => c.billId === r.id).length,
    })),
    total?.n ?? 0,
    q.current,
    q.size,
  );
};

/** A receipt the caller's warehouse keeps (any status: the lists show what it had), or 404. */
const keptReceipt = async (db: DbOrTx, p: Principal, billId: string) => {
  const warehouseId = warehouseOf(p);
  const r = (await receiptsByIds(db, [billId])).get(billId);
  if (!r || r.tenantId !== p.tenantId || r.isDeleted !== 0 || r.warehouseId !== warehouseId)
    throw accessRefusals.notFound();
  return r;
};

/** GET partUnlock/selectContainerListByBillId: the receipt's locked containers. */
export const selectableContainers = async (
  db: DbOrTx,
  p: Principal,
  billId: string,
): Promise<PartUnlockContainerChoice[]> => {
  const r = await keptReceipt(db, p, billId);
  const containers = await lockedContainersOf(db, [{ id: r.id, lineageId: r.lineageId }]);
  return containers.map((c) => ({
    id: c.id,
    caseNumber: c.caseNumber,
    billId: r.id,
    billCode: r.code,
    materialNames: c.materialNames,
    totalWeight: c.totalWeight,
    trayCounts: c.trayCounts,
    lockedTrays: c.lockedTrays,
    status: c.status,
    statusName: containerStatusLabel(c.status),
  }));
};

const toChoice = (t: Awaited<ReturnType<typeof coveredTrays>>[number], codes: Map<string, string>): PartUnlockTray => ({
  trayId: t.trayId,
  trayCode: t.trayCode,
  billId: t.billId,
  billCode: codes.get(t.billId) ?? '',
  containerId: t.containerId,
  caseNumber: t.caseNumber,
  weight: t.weight,
  num: t.num,
  status: t.status,
  statusName: trayStatusLabel(t.status),
});

const lockedOnly = (trays: Awaited<ReturnType<typeof coveredTrays>>) =>
  trays.filter((t) => t.status === TrayStatus.locked && t.containerStatus === ContainerStatus.locked);

/** GET partUnlock/selectTrayListByContainId: the locked trays of a locked container of a receipt the caller keeps. */
export const selectableTrays = async (db: DbOrTx, p: Principal, containerId: string): Promise<PartUnlockTray[]> => {
  const warehouseId = warehouseOf(p);
  const [c] = await db.select().from(wmsContainer).where(eq(wmsContainer.id, containerId)).limit(1);
  if (!c || c.tenantId !== p.tenantId || c.isDeleted !== 0 || !c.billId) throw accessRefusals.notFound();
  const [r] = await db
    .select()
    .from(receipt)
    .where(
      and(
        eq(receipt.tenantId, p.tenantId),
        eq(receipt.warehouseId, warehouseId),
        eq(receipt.isDeleted, 0),
        eq(receipt.status, ReceiptStatus.inEffect),
        sql`coalesce(${receipt.lineageId}, ${receipt.id}) = ${c.lineageId}`,
      ),
    )
    .limit(1);
  if (!r) throw accessRefusals.notFound();
  const trays = await coveredTrays(db, [{ id: r.id, lineageId: r.lineageId }], { containerId: c.id });
  return lockedOnly(trays).map((t) => toChoice(t, new Map([[r.id, r.code]])));
};

/** POST partUnlock/queryAllTrayByBillids: every locked tray of these receipts the caller keeps. */
export const selectableTraysOfBills = async (
  db: DbOrTx,
  p: Principal,
  billIds: readonly string[],
): Promise<PartUnlockTray[]> => {
  const receipts = [];
  for (const id of new Set(billIds)) receipts.push(await keptReceipt(db, p, id));
  const trays = await coveredTrays(
    db,
    receipts.map((r) => ({ id: r.id, lineageId: r.lineageId })),
  );
  const codes = new Map(receipts.map((r) => [r.id, r.code]));
  return lockedOnly(trays).map((t) => toChoice(t, codes));
};

/**
 * GET partUnlock/containerTrays {billCode, caseNumber} (the screen /partUnlock/container, linked from a record's
 * detail and from the release detail): a container of the receipt and its trays with their lock status. Seen by
 * the receipt's holder and warehouse, the platform and banks; anyone else gets 404.
 */
export const containerTrays = async (
  db: DbOrTx,
  p: Principal,
  q: ContainerTraysQuery,
): Promise<ContainerTraysAnswer> => {
  const receipts = await db
    .select()
    .from(receipt)
    .where(and(eq(receipt.tenantId, p.tenantId), eq(receipt.code, q.billCode), eq(receipt.isDeleted, 0)));
  const seen = receipts.filter(
    (r) => seesAllParties(p) || (p.postId != null && (r.cargoOwnerId === p.postId || r.warehouseId === p.postId)),
  );
  const found = await containerTraysOf(db, {
    tenantId: p.tenantId,
    lineageIds: seen.map((r) => r.lineageId ?? r.id),
    billIds: seen.map((r) => r.id),
    caseNumber: q.caseNumber,
  });
  if (!found) throw accessRefusals.notFound();
  const { container, trays } = found;
  return {
    containerId: container.id,
    caseNumber: container.caseNumber,
    billCode: q.billCode,
    status: container.status,
    statusName: containerStatusLabel(container.status),
    trays: trays.map((t) => ({
      trayId: t.id,
      trayCode: t.trayCode,
      rfidCode: t.rfidCode,
      siteCode: t.siteCode,
      weight: t.trayGoodsWeight,
      num: t.trayGoodsNum,
      status: t.status,
      statusName: trayStatusLabel(t.status),
    })),
  };
};
