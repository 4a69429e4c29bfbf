import { formatDateTime, offsetOf, type Page, toPage } from '@kc/domain';
import {
  type BillMoveDetail,
  type BillMoveRecord,
  BillMoveStatus,
  type billMoveBillQuery,
  type billMoveBillRow,
  billMoveOperationLabels,
  type billMovePageQuery,
  billMoveStatusLabel,
  type billMoveWarehouse,
  canMakeMove,
  weightDifference,
} from '@kc/domain/bill-move/bill-move';
import { receiptStatusLabel, type SignerRole, statusMatchesSigner } from '@kc/domain/receipt/status';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isPlatformOperator } from '../../platform/access/party';
import { listAuditEvents } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterpriseApproved, enterpriseNames, liveEnterprises } from '../enterprise';
import { enterpriseCard, freeReceiptsOf, receiptsByIds, successorsOf, unitLabels } from '../receipt';
import { userNames } from '../user';
import { WAREHOUSE_TYPE } from './apply-bill-move';
import { billMove, billMoveBill } from './bill-move.table';
import { type BillMoveRow, loadVisibleMove, sidesOf, visibleMoves } from './bill-move-access';

/** List rows: the parties' names and how many receipts each move carries (two queries for the whole page). */
const recordsOf = async (db: DbOrTx, rows: BillMoveRow[]): Promise<BillMoveRecord[]> => {
  if (rows.length === 0) return [];
  const names = await enterpriseNames(
    db,
    rows.flatMap((r) => [r.holderId, r.sourceWarehouseId, r.targetWarehouseId]),
  );
  const counts = await db
    .select({ moveId: billMoveBill.moveId, n: count() })
    .from(billMoveBill)
    .where(
      inArray(
        billMoveBill.moveId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(billMoveBill.moveId);
  const countOf = new Map(counts.map((c) => [c.moveId, c.n]));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    status: r.status,
    statusName: billMoveStatusLabel(r.status),
    holderId: r.holderId,
    holderName: names.get(r.holderId) ?? '',
    sourceWarehouseId: r.sourceWarehouseId,
    sourceWarehouseName: names.get(r.sourceWarehouseId) ?? '',
    targetWarehouseId: r.targetWarehouseId,
    targetWarehouseName: names.get(r.targetWarehouseId) ?? '',
    reason: r.reason,
    rejectDescr: r.rejectDescr,
    tolerance: r.tolerance,
    billCount: countOf.get(r.id) ?? 0,
    createTime: formatDateTime(r.createTime),
    finishTime: formatDateTime(r.finishTime),
  }));
};

/** wms/billMove/page: the caller's moves (holder, source or target; the platform all), newest first. */
export const pageBillMoves = async (
  db: DbOrTx,
  p: Principal,
  q: z.infer<typeof billMovePageQuery>,
): Promise<Page<BillMoveRecord>> => {
  const conditions: SQL[] = [visibleMoves(p)];
  if (q.code) conditions.push(ilike(billMove.code, `%${escapeLike(q.code)}%`));
  if (q.status != null) conditions.push(eq(billMove.status, q.status));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(billMove).where(where);
  const rows = await db
    .select()
    .from(billMove)
    .where(where)
    .orderBy(desc(billMove.createTime), desc(billMove.id))
    .limit(q.size)
    .offset(offsetOf(q));
  return toPage(await recordsOf(db, rows), total?.n ?? 0, q.current, q.size);
};

/** The signing role the caller holds on a move's new receipts: the target warehouse, the holder, the platform. */
const signerRoleOn = (p: Principal, row: BillMoveRow): SignerRole[] => {
  const sides = sidesOf(p, row);
  const roles: SignerRole[] = [];
  if (sides.includes('target')) roles.push('warehouse');
  if (sides.includes('holder')) roles.push('shipper');
  if (isPlatformOperator(p)) roles.push('platform');
  return roles;
};

/** What the move's log says of each audit event: the reason, the rejection, the recorded tolerance. */
const remarkOf = (action: string, payload: Record<string, unknown>) => {
  if (action === 'apply') return (payload.reason as string | undefined) ?? null;
  if (action === 'sourceReject' || action === 'targetReject') return (payload.descr as string | undefined) ?? null;
  if (action === 'targetConfirm' && payload.tolerance != null) return `允许误差 ${String(payload.tolerance)}%`;
  return null;
};

const logsOf = async (db: DbOrTx, moveId: string) => {
  const events = await listAuditEvents(db, 'billMove', moveId);
  const [users, companies] = await Promise.all([
    userNames(
      db,
      events.map((e) => e.actorId).filter((id): id is string => id != null),
    ),
    enterpriseNames(
      db,
      events.map((e) => e.actorEnterpriseId).filter((id): id is string => id != null),
    ),
  ]);
  return events.map((e) => ({
    id: e.id,
    createTime: e.createTime,
    operatorName: e.actorId ? (users.get(e.actorId) ?? null) : null,
    enterpriseName: e.actorEnterpriseId ? (companies.get(e.actorEnterpriseId) ?? null) : null,
    operateType: billMoveOperationLabels[e.action] ?? e.action,
    remark: remarkOf(e.action, e.payload),
  }));
};

/** The goods table: each old receipt, what the target measured, and the new receipt issued for it. */
const goodsOf = async (db: DbOrTx, row: BillMoveRow) => {
  const lines = await db
    .select()
    .from(billMoveBill)
    .where(eq(billMoveBill.moveId, row.id))
    .orderBy(asc(billMoveBill.id));
  const ids = lines.map((l) => l.billId);
  const [byId, successors, units, names] = await Promise.all([
    receiptsByIds(db, ids),
    successorsOf(db, ids),
    unitLabels(db, row.tenantId),
    enterpriseNames(db, [row.sourceWarehouseId]),
  ]);
  return lines.flatMap((l) => {
    const b = byId.get(l.billId);
    if (!b) return [];
    const next = successors.get(l.billId);
    return [
      {
        id: b.id,
        code: b.code,
        materialName: b.materialName,
        warehouseId: b.warehouseId,
        warehouseName: names.get(b.warehouseId) ?? '',
        totalWeight: l.originalWeight,
        weightUnitName: units.weight.get(b.weightUnit ?? '') ?? '',
        totalQuantity: b.totalQuantity,
        numberUnitName: units.number.get(b.numberUnit ?? '') ?? '',
        locator: b.locator,
        billStatus: b.status,
        billStatusName: receiptStatusLabel(b.status),
        measuredWeight: l.measuredWeight,
        difference: l.measuredWeight == null ? null : weightDifference(l.originalWeight, l.measuredWeight),
        newLocator: l.newLocator,
        newBillId: next?.id ?? null,
        newBillCode: next?.code ?? null,
        newBillStatus: next?.status ?? null,
        newBillStatusName: next ? receiptStatusLabel(next.status) : null,
      },
    ];
  });
};

/** wms/billMove/detail: heads, goods, log and the moves the caller may make now (exactly the server's guards). */
export const billMoveDetailOf = async (db: DbOrTx, p: Principal, id: string): Promise<BillMoveDetail> => {
  const row = await loadVisibleMove(db, p, id);
  const [[record], source, target, goods, logs] = await Promise.all([
    recordsOf(db, [row]),
    enterpriseCard(db, row.tenantId, row.sourceWarehouseId),
    enterpriseCard(db, row.tenantId, row.targetWarehouseId),
    goodsOf(db, row),
    logsOf(db, row.id),
  ]);
  const approved = p.postId != null && (await enterpriseApproved(db, p.tenantId, p.postId));
  const sides = approved ? sidesOf(p, row) : [];
  const roles = signerRoleOn(p, row);
  const batchSign =
    row.status === BillMoveStatus.signing &&
    goods.some((g) => g.newBillStatus != null && roles.some((r) => statusMatchesSigner(g.newBillStatus!, r)));
  return {
    ...record!,
    sourceWarehouseAddress: source?.address ?? '',
    targetWarehouseAddress: target?.address ?? '',
    goods,
    logs,
    actions: {
      cancel: canMakeMove('cancel', row.status, sides),
      sourceConfirm: canMakeMove('sourceConfirm', row.status, sides),
      sourceReject: canMakeMove('sourceReject', row.status, sides),
      targetConfirm: canMakeMove('targetConfirm', row.status, sides),
      targetReject: canMakeMove('targetReject', row.status, sides),
      batchSign,
    },
  };
};

/** wms/billMove/billList: the caller's receipts in effect that no process holds (optionally at one warehouse). */
export const movableBills = async (
  db: DbOrTx,
  p: Principal,
  q: z.infer<typeof billMoveBillQuery>,
): Promise<Page<z.infer<typeof billMoveBillRow>>> => {
  if (!p.postId) return toPage([], 0, q.current, q.size);
  const { total, rows } = await freeReceiptsOf(db, {
    tenantId: p.tenantId,
    holderId: p.postId,
    warehouseId: q.warehouseId,
    code: q.code,
    limit: q.size,
    offset: offsetOf(q),
  });
  const warehouseNames = await enterpriseNames(
    db,
    rows.map((r) => r.warehouseId),
  );
  const units = await unitLabels(db, p.tenantId);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      code: r.code,
      materialName: r.materialName,
      warehouseId: r.warehouseId,
      warehouseName: warehouseNames.get(r.warehouseId) ?? '',
      totalWeight: r.totalWeight,
      weightUnitName: units.weight.get(r.weightUnit ?? '') ?? '',
      totalQuantity: r.totalQuantity,
      numberUnitName: units.number.get(r.numberUnit ?? '') ?? '',
      locator: r.locator,
    })),
    total,
    q.current,
    q.size,
  );
};

/** wms/billMove/warehouseList: the warehouses of the platform goods may move to (approved, type 2), by name. */
export const targetWarehouses = async (db: DbOrTx, p: Principal): Promise<z.infer<typeof billMoveWarehouse>[]> => {
  const rows = await liveEnterprises(
    db,
    p.tenantId,
    { type: WAREHOUSE_TYPE, approved: true },
    { order: 'name', limit: 500 },
  );
  const cards = await Promise.all(rows.map((r) => enterpriseCard(db, p.tenantId, r.id)));
  return cards.filter((c) => c != null).map((c) => ({ id: c.id, name: c.name, address: c.address }));
};
