import { formatDateTime, offsetOf, type Page, toPage } from '@kc/domain';
import type {
  OutboundBillChoice,
  OutboundBillRow,
  OutboundDetail,
  OutboundRecord,
  OutboundSumsAnswer,
  OutboundWeighRecord,
} from '@kc/domain/outbound/answers';
import { type outboundBillQuery, type outboundListQuery, sumOf } from '@kc/domain/outbound/outbound';
import {
  canEditOutbound,
  canRemoveOutbound,
  canShipperAuditOutbound,
  canShipperSign,
  canWarehouseAuditOutbound,
  OUTBOUND_STEP_TITLES,
  type OutboundSourceValue,
  outboundOperationLabels,
  outboundSourceLabels,
  outboundStatusLabel,
  outboundStepStates,
} from '@kc/domain/outbound/status';
import { ReceiptStatus, receiptStatusLabel, type SignerRole, statusMatchesSigner } from '@kc/domain/receipt/status';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isPlatformOperator } from '../../platform/access/party';
import { listAuditEvents } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterpriseApproved, enterpriseNames } from '../enterprise';
import { freeReceiptsOf, receiptsByIds, tenantReceipts, unitLabels } from '../receipt';
import { userNames } from '../user';
import { receiptTrays } from '../wms';
import { linesOf, recordsOf } from './audit-outbound';
import { outboundBill, outboundOrder } from './outbound.table';
import { findVisibleOutbound, type OutboundRow, sidesOf, visibleOutbound } from './outbound-access';

type Units = Awaited<ReturnType<typeof unitLabels>>;

/** List rows: the parties' names, the receipts' categories and counts (a few queries for the whole page). */
const recordsFor = async (db: DbOrTx, rows: OutboundRow[], units: Units): Promise<OutboundRecord[]> => {
  if (rows.length === 0) return [];
  const names = await enterpriseNames(
    db,
    rows.flatMap((r) => [r.shipperId, r.warehouseId]),
  );
  const lines = await db
    .select({ outputId: outboundBill.outputId, billId: outboundBill.billId })
    .from(outboundBill)
    .where(
      inArray(
        outboundBill.outputId,
        rows.map((r) => r.id),
      ),
    );
  const receipts = await receiptsByIds(
    db,
    lines.map((l) => l.billId),
  );
  return rows.map((r) => {
    const mine = lines.filter((l) => l.outputId === r.id);
    const materials = [...new Set(mine.map((l) => receipts.get(l.billId)?.materialName).filter(Boolean))];
    return {
      id: r.id,
      code: r.code,
      status: r.status,
      statusName: outboundStatusLabel(r.status),
      source: r.source,
      sourceName: outboundSourceLabels[r.source as OutboundSourceValue] ?? '',
      shipperId: r.shipperId,
      shipperName: names.get(r.shipperId) ?? null,
      warehouseId: r.warehouseId,
      warehouseName: names.get(r.warehouseId) ?? null,
      materialNames: materials.join('、'),
      billCount: mine.length,
      applySumWeight: r.applySumWeight,
      applySumQuantity: r.applySumQuantity,
      sumWeight: r.sumWeight,
      sumQuantity: r.sumQuantity,
      weightUnitName: units.weight.get(r.weightUnit ?? '') ?? '',
      numberUnitName: units.number.get(r.numberUnit ?? '') ?? '',
      reserveTime: formatDateTime(r.reserveTime),
      weightAlarm: r.weightAlarm === 1,
      signed: r.signTime != null,
      createTime: formatDateTime(r.createTime),
    };
  });
};

/** wms/output/list: the caller's orders (holder: its own; warehouse: at it, no drafts; platform and banks: all). */
export const pageOutbound = async (
  db: DbOrTx,
  p: Principal,
  q: z.infer<typeof outboundListQuery>,
): Promise<Page<OutboundRecord>> => {
  const conditions: SQL[] = [visibleOutbound(p)];
  if (q.code) conditions.push(ilike(outboundOrder.code, `%${escapeLike(q.code)}%`));
  if (q.status != null) conditions.push(eq(outboundOrder.status, q.status));
  if (q.warehouseId) conditions.push(eq(outboundOrder.warehouseId, q.warehouseId));
  const where = and(...conditions);
  const [[total], rows, units] = await Promise.all([
    db.select({ n: count() }).from(outboundOrder).where(where),
    db
      .select()
      .from(outboundOrder)
      .where(where)
      .orderBy(desc(outboundOrder.createTime), desc(outboundOrder.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    unitLabels(db, p.tenantId),
  ]);
  return toPage(await recordsFor(db, rows, units), total?.n ?? 0, q.current, q.size);
};

const billsOf = async (db: DbOrTx, order: OutboundRow, showTrays: boolean): Promise<OutboundBillRow[]> => {
  const lines = await linesOf(db, order.id);
  const receipts = await receiptsByIds(db, [
    ...lines.map((l) => l.billId),
    ...lines.flatMap((l) => (l.remainderBillId ? [l.remainderBillId] : [])),
  ]);
  const trays = await receiptTrays(
    db,
    lines.flatMap((l) => {
      const r = receipts.get(l.billId);
      return r ? [{ id: r.id, lineageId: r.lineageId }] : [];
    }),
  );
  // A receipt generated from WMS goods is weighed out by trays (its trays recorded, whether or not still present).
  const fromGoods = new Set(lines.filter((l) => receipts.get(l.billId)?.goodsId != null).map((l) => l.billId));
  return lines.map((l) => {
    const r = receipts.get(l.billId);
    const rest = l.remainderBillId ? receipts.get(l.remainderBillId) : undefined;
    return {
      id: l.id,
      billId: l.billId,
      billCode: l.billCode,
      materialName: r?.materialName ?? '',
      billStatus: r?.status ?? ReceiptStatus.cancelled,
      billStatusName: receiptStatusLabel(r?.status ?? ReceiptStatus.cancelled),
      totalWeight: l.totalWeight,
      totalQuantity: l.totalQuantity,
      applyWeight: l.applyWeight,
      applyQuantity: l.applyQuantity,
      whole: l.applyWeight === l.totalWeight && l.applyQuantity === l.totalQuantity,
      mode: fromGoods.has(l.billId) || trays.has(l.billId) ? 'tray' : 'lot',
      weighedWeight: l.weighedWeight,
      weighedQuantity: l.weighedQuantity,
      remainderBillId: l.remainderBillId,
      remainderBillCode: rest?.code ?? null,
      remainderStatus: rest?.status ?? null,
      remainderStatusName: rest ? receiptStatusLabel(rest.status) : null,
      trays: showTrays
        ? (trays.get(l.billId) ?? []).map((t) => ({
            trayId: t.trayId,
            trayCode: t.trayCode,
            rfidCode: t.rfidCode,
            caseNumber: t.caseNumber,
            siteCode: t.siteCode,
            weight: t.weight,
            num: t.num,
          }))
        : [],
    };
  });
};

export const weighRecordsOf = async (db: DbOrTx, order: OutboundRow): Promise<OutboundWeighRecord[]> => {
  const [rows, lines] = await Promise.all([recordsOf(db, order.id), linesOf(db, order.id)]);
  const codeOf = new Map(lines.map((l) => [l.billId, l.billCode]));
  return rows.map((r) => ({
    id: r.id,
    billId: r.billId,
    billCode: codeOf.get(r.billId) ?? '',
    trayId: r.trayId,
    trayCode: r.trayCode,
    lotLabel: r.lotLabel,
    weight: r.weight,
    quantity: r.quantity,
    createTime: formatDateTime(r.createTime),
  }));
};

const remarkOf = (action: string, payload: Record<string, unknown>) => {
  if (typeof payload.opinion === 'string') return payload.opinion;
  if (action === 'weightAlarm' && Array.isArray(payload.alarms))
    return (payload.alarms as { billCode: string; percent: string }[])
      .map((a) => `${a.billCode} 偏差 ${a.percent}%`)
      .join('；');
  return null;
};

const logsOf = async (db: DbOrTx, id: string) => {
  const events = await listAuditEvents(db, 'wms_output', id);
  const [users, companies] = await Promise.all([
    userNames(
      db,
      events.map((e) => e.actorId).filter((x): x is string => x != null),
    ),
    enterpriseNames(
      db,
      events.map((e) => e.actorEnterpriseId).filter((x): x is string => x != null),
    ),
  ]);
  return events.map((e) => ({
    id: e.id,
    createTime: e.createTime,
    operatorName: e.actorId ? (users.get(e.actorId) ?? null) : null,
    enterpriseName: e.actorEnterpriseId ? (companies.get(e.actorEnterpriseId) ?? null) : null,
    operateType: outboundOperationLabels[e.action] ?? e.action,
    remark: remarkOf(e.action, e.payload),
  }));
};

/** wms/output/detail: heads, receipts (trays for the warehouse), records, log and the caller's actions. */
export const outboundDetailOf = async (db: DbOrTx, p: Principal, id: string): Promise<OutboundDetail> => {
  const order = await findVisibleOutbound(db, p, id);
  const approved = p.postId != null && (await enterpriseApproved(db, p.tenantId, p.postId));
  const sides = approved ? sidesOf(p, order) : [];
  const holder = sides.includes('holder');
  const warehouse = sides.includes('warehouse');
  const units = await unitLabels(db, p.tenantId);
  const [[record], bills, records, logs] = await Promise.all([
    recordsFor(db, [order], units),
    billsOf(db, order, warehouse || isPlatformOperator(p)),
    weighRecordsOf(db, order),
    logsOf(db, order.id),
  ]);
  const roles: SignerRole[] = [];
  if (warehouse) roles.push('warehouse');
  if (holder) roles.push('shipper');
  if (isPlatformOperator(p)) roles.push('platform');
  const batchSign = bills.some(
    (b) => b.remainderStatus != null && roles.some((r) => statusMatchesSigner(b.remainderStatus!, r)),
  );
  const draftOpinion = canWarehouseAuditOutbound(order.status) && !warehouse;
  return {
    ...record!,
    pickPerson: order.pickPerson,
    pickPhone: order.pickPhone,
    carNo: order.carNo,
    remark: order.remark,
    shippingAuditOpinion: order.shippingAuditOpinion,
    warehouseAuditOpinion: draftOpinion ? null : order.warehouseAuditOpinion,
    submitTime: formatDateTime(order.submitTime),
    // The pick-up code is the holder's to hand to whoever picks up: never shown to the warehouse or anyone else.
    vrCode: p.postId && order.shipperId === p.postId ? order.vrCode : null,
    vrChecked: order.vrCheckTime != null,
    vrCheckTime: formatDateTime(order.vrCheckTime),
    signTime: formatDateTime(order.signTime),
    signUserName: order.signUserName,
    bills,
    records,
    logs,
    actions: {
      edit: holder && canEditOutbound(order.status),
      remove: holder && canRemoveOutbound(order.status),
      shippingAudit: holder && canShipperAuditOutbound(order.status),
      checkVrCode: warehouse && canWarehouseAuditOutbound(order.status) && order.vrCheckTime == null,
      warehouseAudit: warehouse && canWarehouseAuditOutbound(order.status),
      shippingSign: holder && canShipperSign(order.status, order.signTime != null),
      batchSign,
    },
  };
};

/** wms/output/getSteps: 提交申请, 货主审核, 仓库出库, 货主签收, who and when once done. */
export const stepsOf = (order: OutboundRow) => {
  const states = outboundStepStates(order.status, order.signTime != null);
  const marks: [Date | null, string | null][] = [
    [order.submitTime, order.submitUserName],
    [order.shippingAuditTime, order.shippingAuditUserName],
    [order.warehouseAuditTime, order.warehouseAuditUserName],
    [order.signTime, order.signUserName],
  ];
  return OUTBOUND_STEP_TITLES.map((title, i) => {
    const status = states[i]!;
    const done = status === 'finish' || status === 'error';
    return { title, status, time: done ? formatDateTime(marks[i]![0]) : null, person: done ? marks[i]![1] : null };
  });
};

/** wms/output/getSumQuantityAndWeight. */
export const sumsOf = async (db: DbOrTx, order: OutboundRow): Promise<OutboundSumsAnswer> => {
  const [records, units] = await Promise.all([recordsOf(db, order.id), unitLabels(db, order.tenantId)]);
  return {
    applySumWeight: order.applySumWeight,
    applySumQuantity: order.applySumQuantity,
    sumWeight: sumOf(records.map((r) => r.weight)),
    sumQuantity: sumOf(records.map((r) => r.quantity)),
    recordCount: records.length,
    weightUnitName: units.weight.get(order.weightUnit ?? '') ?? '',
    numberUnitName: units.number.get(order.numberUnit ?? '') ?? '',
  };
};

const choicesOf = async (
  db: DbOrTx,
  tenantId: string,
  rows: Awaited<ReturnType<typeof tenantReceipts>>,
): Promise<OutboundBillChoice[]> => {
  const [names, units, trays] = await Promise.all([
    enterpriseNames(
      db,
      rows.map((r) => r.warehouseId),
    ),
    unitLabels(db, tenantId),
    receiptTrays(
      db,
      rows.map((r) => ({ id: r.id, lineageId: r.lineageId })),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    materialName: r.materialName,
    warehouseId: r.warehouseId,
    warehouseName: names.get(r.warehouseId) ?? '',
    totalWeight: r.totalWeight,
    weightUnitName: units.weight.get(r.weightUnit ?? '') ?? '',
    totalQuantity: r.totalQuantity,
    numberUnitName: units.number.get(r.numberUnit ?? '') ?? '',
    mode: r.goodsId != null || trays.has(r.id) ? 'tray' : 'lot',
  }));
};

/** wms/output/pleWarehouseBillList: the caller's receipts in effect no process holds (at a warehouse). */
export const outboundBillChoices = async (
  db: DbOrTx,
  p: Principal,
  q: z.infer<typeof outboundBillQuery>,
): Promise<Page<OutboundBillChoice>> => {
  if (!p.postId) return toPage([], 0, q.current, q.size);
  const { total, rows } = await freeReceiptsOf(db, {
    tenantId: p.tenantId,
    holderId: p.postId,
    warehouseId: q.warehouseId,
    code: q.code,
    limit: q.size,
    offset: offsetOf(q),
  });
  return toPage(await choicesOf(db, p.tenantId, rows), total, q.current, q.size);
};

/** wms/output/pleWarehouseBillByIds: the caller's own receipts among these ids (the form's chosen rows). */
export const outboundBillsByIds = async (db: DbOrTx, p: Principal, ids: string[]) => {
  if (!p.postId) return [];
  const rows = (await tenantReceipts(db, p.tenantId, ids)).filter((r) => r.cargoOwnerId === p.postId);
  rows.sort((a, b) => a.code.localeCompare(b.code));
  return choicesOf(db, p.tenantId, rows);
};

/** wms/output/warehouseList: the warehouses where the caller holds receipts in effect that no process holds. */
export const outboundWarehouses = async (db: DbOrTx, p: Principal) => {
  if (!p.postId) return [];
  const { rows } = await freeReceiptsOf(db, { tenantId: p.tenantId, holderId: p.postId, limit: 1000, offset: 0 });
  const ids = [...new Set(rows.map((r) => r.warehouseId))];
  const names = await enterpriseNames(db, ids);
  return ids.map((id) => ({ id, name: names.get(id) ?? '' })).sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
};

/** wms/output/getRfidByOutId: the order's trays with their tags, and whether each was weighed out. */
export const rfidOf = async (db: DbOrTx, order: OutboundRow) => {
  const [lines, records] = await Promise.all([linesOf(db, order.id), recordsOf(db, order.id)]);
  const receipts = await receiptsByIds(
    db,
    lines.map((l) => l.billId),
  );
  const trays = await receiptTrays(
    db,
    [...receipts.values()].map((r) => ({ id: r.id, lineageId: r.lineageId })),
  );
  const out = new Set(records.flatMap((r) => (r.trayId ? [r.trayId] : [])));
  return {
    trays: lines.flatMap((l) =>
      (trays.get(l.billId) ?? []).map((t) => ({
        trayId: t.trayId,
        trayCode: t.trayCode,
        rfidCode: t.rfidCode,
        caseNumber: t.caseNumber,
        siteCode: t.siteCode,
        weight: t.weight,
        num: t.num,
        billCode: l.billCode,
        weighedOut: out.has(t.trayId),
      })),
    ),
  };
};

/** wms/output/checkRfidNum: the tags read at the gate against the order's weighed-out trays. */
export const checkRfid = async (db: DbOrTx, order: OutboundRow, codes: string[]) => {
  const { trays } = await rfidOf(db, order);
  const leaving = new Set(trays.filter((t) => t.weighedOut && t.rfidCode).map((t) => t.rfidCode!));
  const read = new Set(codes);
  return {
    matched: [...read].filter((c) => leaving.has(c)),
    unknown: [...read].filter((c) => !leaving.has(c)),
    missing: [...leaving].filter((c) => !read.has(c)),
  };
};

/** wms/output/getCurrentSetupMode: by trays, by lots, or both (receipts of either kind in one order). */
export const setupModeOf = async (db: DbOrTx, order: OutboundRow) => {
  const bills = await billsOf(db, order, false);
  const modes = new Set(bills.map((b) => b.mode));
  return { mode: modes.size > 1 ? ('mixed' as const) : (([...modes][0] ?? 'lot') as 'tray' | 'lot') };
};

/**
 * The outbound orders a release's pick-ups created (spec 3 §2 Release detail → /outputs/outputDetails), oldest first:
 * id, code and status. Read by the release module for whoever sees the release (its shipper, warehouse, bank,
 * the platform): the order's code and status only.
 */
export const outboundOrdersOfRelease = async (db: DbOrTx, releaseId: string) =>
  (
    await db
      .select({ id: outboundOrder.id, code: outboundOrder.code, status: outboundOrder.status })
      .from(outboundOrder)
      .where(and(eq(outboundOrder.releaseId, releaseId), eq(outboundOrder.isDeleted, 0)))
      .orderBy(asc(outboundOrder.createTime), asc(outboundOrder.id))
  ).map((o) => ({ ...o, statusName: outboundStatusLabel(o.status) }));
