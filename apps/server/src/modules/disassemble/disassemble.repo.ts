import { formatDateTime, offsetOf, toPage } from '@kc/domain';
import {
  type DisassembleBillChoice,
  type DisassembleBillRow,
  type DisassembleContainerRow,
  type DisassembleDetail,
  type DisassembleRecord,
  type disassembleBillQuery,
  type disassembleContainerQuery,
  type disassembleListQuery,
  disassembleRefusals as refuse,
} from '@kc/domain/disassemble/disassemble';
import {
  canEditDisassemble,
  DisassembleStatus,
  disassembleMachine,
  disassembleSignStatusLabel,
  disassembleSignStatusOf,
  disassembleStatusLabel,
  reviewerAt,
} from '@kc/domain/disassemble/status';
import { ReceiptStatus, receiptStatusLabel } from '@kc/domain/receipt/status';
import { and, asc, count, desc, eq, inArray, like } from 'drizzle-orm';
import type { z } from 'zod';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { enterpriseNames } from '../enterprise';
import { receiptHolders, receiptsByIds, unitLabels } from '../receipt';
import { containersOfReceipts, receiptsOverContainers, wmsPlatformNames } from '../wms';
import { disassemble, disassembleBill, disassembleContainer } from './disassemble.table';
import { type DisassembleRow, findVisibleDisassemble, sidesOf, visibleDisassemble } from './disassemble-access';

const recordsOf = async (db: DbOrTx, tenantId: string, rows: DisassembleRow[]): Promise<DisassembleRecord[]> => {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [names, platforms, containers] = await Promise.all([
    enterpriseNames(
      db,
      rows.flatMap((r) => [r.cargoOwnerId, r.warehouseId, r.applicantId]),
    ),
    wmsPlatformNames(db, tenantId),
    db.select().from(disassembleContainer).where(inArray(disassembleContainer.disassembleId, ids)),
  ]);
  return rows.map((r) => ({
    id: r.id,
    applyCode: r.applyCode,
    status: r.status,
    statusName: disassembleStatusLabel(r.status),
    signStatus: r.signStatus,
    signStatusName: disassembleSignStatusLabel(r.signStatus),
    descr: r.descr,
    warehouseUnitId: r.warehouseUnitId,
    warehouseUnitName: platforms.get(r.warehouseUnitId) ?? r.warehouseUnitId,
    billIds: r.billId,
    containerIds: containers
      .filter((c) => c.disassembleId === r.id)
      .map((c) => c.containerId)
      .join(','),
    oldWrInfoCode: r.billCode,
    cargoOwnerId: r.cargoOwnerId,
    cargoOwnerName: names.get(r.cargoOwnerId) ?? null,
    warehouseId: r.warehouseId,
    warehouseName: names.get(r.warehouseId) ?? null,
    applicantId: r.applicantId,
    applicantName: names.get(r.applicantId) ?? null,
    createTime: formatDateTime(r.createTime),
  }));
};

/** GET billDisassemble/listByPage: the splits the caller sees, newest first (spec 3 §9). */
export const pageDisassembles = async (db: DbOrTx, p: Principal, q: z.infer<typeof disassembleListQuery>) => {
  const where = and(
    visibleDisassemble(p),
    q.applyCode ? like(disassemble.applyCode, `%${q.applyCode}%`) : undefined,
    q.status != null ? eq(disassemble.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(disassemble)
      .where(where)
      .orderBy(desc(disassemble.createTime), desc(disassemble.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(disassemble).where(where),
  ]);
  return toPage(await recordsOf(db, p.tenantId, rows), total?.n ?? 0, q.current, q.size);
};

/** The new receipts of a split (the result table), chosen containers' first. */
const billRowsOf = async (db: DbOrTx, row: DisassembleRow): Promise<DisassembleBillRow[]> => {
  const links = await db
    .select()
    .from(disassembleBill)
    .where(eq(disassembleBill.disassembleId, row.id))
    .orderBy(asc(disassembleBill.grp));
  const [bills, units] = await Promise.all([
    receiptsByIds(
      db,
      links.map((l) => l.billId),
    ),
    unitLabels(db, row.tenantId),
  ]);
  return links.flatMap((l) => {
    const b = bills.get(l.billId);
    if (!b) return [];
    return [
      {
        id: b.id,
        code: b.code,
        materialName: b.materialName,
        totalWeight: b.totalWeight,
        weightUnit: units.weight.get(b.weightUnit ?? '') ?? b.weightUnit ?? '',
        totalQuantity: b.totalQuantity,
        numberUnit: units.number.get(b.numberUnit ?? '') ?? b.numberUnit ?? '',
        status: b.status,
        statusName: receiptStatusLabel(b.status),
        group: l.grp,
        caseNumbers: l.caseNumbers,
      },
    ];
  });
};

/** GET billDisassemble/billListById. */
export const disassembleBillsOf = async (db: DbOrTx, p: Principal, id: string) =>
  billRowsOf(db, await findVisibleDisassemble(db, p, id));

const containerRowsOf = (containers: Awaited<ReturnType<typeof containersOfReceipts>>): DisassembleContainerRow[] =>
  containers.map((c) => ({
    id: c.containerId,
    caseNumber: c.caseNumber,
    billId: c.billId,
    trayCounts: Number(c.trayCounts),
    totalWeight: c.weight,
    totalNum: c.num,
    materialNames: c.materialNames,
    actualWarehousTime: formatDateTime(c.actualWarehousTime),
  }));

/** GET billDisassemble/detail (spec 3 §3: billDisassemble, disassembleBillList, oldWrInfoCode) and what may be done. */
export const disassembleDetailOf = async (
  db: DbOrTx,
  p: Principal,
  id: string,
  holds: (perm: string) => Promise<boolean>,
): Promise<DisassembleDetail> => {
  const row = await findVisibleDisassemble(db, p, id);
  const bills = await billRowsOf(db, row);
  const live = bills.length ? disassembleSignStatusOf(bills.map((b) => b.status)) : row.signStatus;
  const [record] = await recordsOf(db, p.tenantId, [{ ...row, signStatus: live }]);
  const chosen = (
    await db.select().from(disassembleContainer).where(eq(disassembleContainer.disassembleId, row.id))
  ).map((c) => c.containerId);
  const containers = (await containersOfReceipts(db, [row.billId])).filter((c) => chosen.includes(c.containerId));
  const sides = sidesOf(p, row);
  const reviewer = reviewerAt(row.status);
  const canAdd = sides.applicant && (await holds('external_destroy_add'));
  return {
    billDisassemble: record!,
    disassembleBillList: bills,
    oldWrInfoCode: row.billCode,
    containerList: containerRowsOf(containers),
    actions: {
      edit: canAdd && canEditDisassemble(row.status),
      void: canAdd && disassembleMachine.can('void', row.status),
      review: reviewer && sides[reviewer] && (await holds(`external_destroy_audit_${reviewer}`)) ? reviewer : null,
      sign: row.status === DisassembleStatus.completed && bills.some((b) => b.status === ReceiptStatus.generated),
    },
  };
};

/** GET billDisassemble/getById. */
export const disassembleRecordOf = async (db: DbOrTx, p: Principal, id: string) =>
  (await recordsOf(db, p.tenantId, [await findVisibleDisassemble(db, p, id)]))[0]!;

/**
 * GET billDisassemble/selectBillListByPage: the receipts the caller's enterprise may split at a WMS platform — in
 * effect, its own as holder or warehouse, over two containers or more, free (or held by the split named by
 * disassembleId) — filtered by code and case number, in code order.
 */
export const disassembleBillChoices = async (db: DbOrTx, p: Principal, q: z.infer<typeof disassembleBillQuery>) => {
  if (!p.postId) return toPage<DisassembleBillChoice>([], 0, q.current, q.size);
  const over = await receiptsOverContainers(db, { tenantId: p.tenantId, warehouseUnitId: q.warehouseUnitId });
  const bills = await receiptsByIds(
    db,
    over.map((o) => o.billId),
  );
  const candidates = [...bills.values()].filter(
    (b) =>
      b.status === ReceiptStatus.inEffect &&
      b.isDeleted === 0 &&
      (b.cargoOwnerId === p.postId || b.warehouseId === p.postId) &&
      (!q.code || b.code.includes(q.code)),
  );
  const holders = await receiptHolders(
    db,
    candidates.map((b) => b.id),
  );
  const free = candidates.filter((b) => {
    const h = holders.get(b.id);
    return !h || (q.disassembleId != null && h.process === 'split' && h.processId === q.disassembleId);
  });
  const containers = await containersOfReceipts(
    db,
    free.map((b) => b.id),
  );
  const withCase = free
    .filter((b) => !q.caseNumber || containers.some((c) => c.billId === b.id && c.caseNumber.includes(q.caseNumber!)))
    .sort((a, b) => a.code.localeCompare(b.code));
  const page = withCase.slice(offsetOf(q), offsetOf(q) + q.size);
  const [names, units] = await Promise.all([
    enterpriseNames(
      db,
      page.flatMap((b) => [b.cargoOwnerId, b.warehouseId]),
    ),
    unitLabels(db, p.tenantId),
  ]);
  const records: DisassembleBillChoice[] = page.map((b) => {
    const own = containers.filter((c) => c.billId === b.id);
    return {
      id: b.id,
      code: b.code,
      materialName: b.materialName,
      totalWeight: b.totalWeight,
      totalQuantity: b.totalQuantity,
      weightUnitName: units.weight.get(b.weightUnit ?? '') ?? '',
      numberUnitName: units.number.get(b.numberUnit ?? '') ?? '',
      cargoOwnerName: names.get(b.cargoOwnerId) ?? null,
      warehouseName: names.get(b.warehouseId) ?? null,
      containerCount: own.length,
      caseNumbers: own.map((c) => c.caseNumber).join(','),
    };
  });
  return toPage(records, withCase.length, q.current, q.size);
};

/** GET billDisassemble/selectContainerListByBillId: a receipt's containers (its own side's receipt, else 404). */
export const disassembleContainerChoices = async (
  db: DbOrTx,
  p: Principal,
  q: z.infer<typeof disassembleContainerQuery>,
) => {
  const bill = (await receiptsByIds(db, [q.billId])).get(q.billId);
  const mine =
    bill &&
    bill.tenantId === p.tenantId &&
    (p.postId === bill.cargoOwnerId || p.postId === bill.warehouseId || isPlatformOperator(p));
  if (!mine) throw refuse.billNotFound();
  const all = (await containersOfReceipts(db, [q.billId])).filter(
    (c) => !q.warehouseUnitId || c.warehouseUnitId === q.warehouseUnitId,
  );
  return toPage(containerRowsOf(all.slice(offsetOf(q), offsetOf(q) + q.size)), all.length, q.current, q.size);
};
