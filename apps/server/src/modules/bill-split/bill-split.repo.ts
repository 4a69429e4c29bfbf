import { accessRefusals, formatDateTime, offsetOf, type Page, toPage } from '@kc/domain';
import type {
  BillSplitBillChoice,
  BillSplitBillRef,
  BillSplitDetail,
  BillSplitLiveVideo,
  BillSplitRecord,
} from '@kc/domain/bill-split/answers';
import {
  type BillSplitBillQuery,
  type BillSplitListQuery,
  billSplitMessages,
  hasSplitAttrs,
} from '@kc/domain/bill-split/bill-split';
import {
  BILL_SPLIT_AUDITS,
  BILL_SPLIT_STEP_TITLES,
  BillSplitStatus,
  billSplitOperationLabels,
  billSplitStatusLabel,
  billSplitStepStates,
  canEditBillSplit,
  canVoidBillSplit,
} from '@kc/domain/bill-split/status';
import { receiptStatusLabel } from '@kc/domain/receipt/status';
import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { listAuditEvents } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterpriseNames } from '../enterprise';
import { freeReceiptsOf, type ReceiptRow, receiptsByIds, tenantReceipts, unitLabels } from '../receipt';
import { userNames } from '../user';
import { wmsContainer } from '../wms';
import { type BillSplitRow, billSplitApply } from './bill-split.table';
import {
  findVisibleBillSplit,
  isApplicant,
  isSplitPlatform,
  isSplitWarehouse,
  visibleBillSplit,
} from './bill-split-access';

type Units = Awaited<ReturnType<typeof unitLabels>>;

const recordOf = (r: BillSplitRow, names: Map<string, string>, units: Units): BillSplitRecord => ({
  id: r.id,
  status: r.status,
  statusName: billSplitStatusLabel(r.status),
  warehouseUnitId: r.warehouseUnitId,
  warehouseName: names.get(r.warehouseUnitId) ?? null,
  cargoOwnerId: r.cargoOwnerId,
  cargoOwnerName: names.get(r.cargoOwnerId) ?? null,
  billId: r.billId,
  billCode: r.billCode,
  materialName: r.materialName,
  newBillId: r.newBillId,
  remainderBillId: r.remainderBillId,
  originalWeight: r.originalWeight,
  originalQuantity: r.originalQuantity,
  splitWeight: r.splitWeight,
  splitQuantity: r.splitQuantity,
  weightUnit: r.weightUnit,
  numberUnit: r.numberUnit,
  weightUnitName: units.weight.get(r.weightUnit ?? '') ?? '',
  numberUnitName: units.number.get(r.numberUnit ?? '') ?? '',
  descr: r.descr,
  createTime: formatDateTime(r.createTime),
});

/** billSplitApply/page (financePush/list): what the caller may see, newest first. */
export const pageBillSplits = async (
  db: DbOrTx,
  p: Principal,
  q: BillSplitListQuery,
): Promise<Page<BillSplitRecord>> => {
  const where = and(
    visibleBillSplit(p),
    q.status ? eq(billSplitApply.status, q.status) : undefined,
    q.billCode ? ilike(billSplitApply.billCode, `%${escapeLike(q.billCode)}%`) : undefined,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(billSplitApply).where(where),
    db
      .select()
      .from(billSplitApply)
      .where(where)
      .orderBy(desc(billSplitApply.createTime), desc(billSplitApply.id))
      .limit(q.size)
      .offset(offsetOf(q)),
  ]);
  const names = await enterpriseNames(
    db,
    rows.flatMap((r) => [r.warehouseUnitId, r.cargoOwnerId]),
  );
  const units = await unitLabels(db, p.tenantId);
  return toPage(
    rows.map((r) => recordOf(r, names, units)),
    total?.n ?? 0,
    q.current,
    q.size,
  );
};

const refOf = (r: ReceiptRow | undefined): BillSplitBillRef | null =>
  r
    ? {
        id: r.id,
        code: r.code,
        status: r.status,
        statusName: receiptStatusLabel(r.status),
        totalWeight: r.totalWeight,
        totalQuantity: r.totalQuantity,
      }
    : null;

/** billSplitApply/detail: the row, the original, new and remainder receipts, attributes, steps, log, actions. */
export const billSplitDetailOf = async (db: DbOrTx, p: Principal, id: string): Promise<BillSplitDetail> => {
  const r = await findVisibleBillSplit(db, p, id);
  const names = await enterpriseNames(db, [r.warehouseUnitId, r.cargoOwnerId]);
  const units = await unitLabels(db, p.tenantId);
  const bills = await receiptsByIds(
    db,
    [r.billId, r.newBillId, r.remainderBillId].filter((x): x is string => x != null),
  );
  const events = await listAuditEvents(db, 'bill_split_apply', id);
  const users = await userNames(
    db,
    events.map((e) => e.actorId).filter((x): x is string => x != null),
  );
  const stepStates = billSplitStepStates(r.status);
  const applicant = isApplicant(p, r);
  return {
    ...recordOf(r, names, units),
    remainderWeight: r.remainderWeight,
    remainderQuantity: r.remainderQuantity,
    originalBill: refOf(bills.get(r.billId)),
    newBill: refOf(r.newBillId ? bills.get(r.newBillId) : undefined),
    remainderBill: refOf(r.remainderBillId ? bills.get(r.remainderBillId) : undefined),
    materielDetail: r.materielDetail,
    remainderMaterielDetail: r.remainderMaterielDetail,
    originalMaterielDetail: r.originalMaterielDetail,
    locator: bills.get(r.billId)?.locator ?? null,
    steps: BILL_SPLIT_STEP_TITLES.map((title, i) => ({ title, state: stepStates[i]! })),
    log: events.map((e) => ({
      action: e.action,
      actionName: billSplitOperationLabels[e.action] ?? e.action,
      actorName: e.actorId ? (users.get(e.actorId) ?? null) : null,
      time: e.createTime,
    })),
    actions: {
      edit: applicant && canEditBillSplit(r.status),
      void: applicant && canVoidBillSplit(r.status),
      ownerAudit: applicant && r.status === BILL_SPLIT_AUDITS.owner.at,
      platformAudit: isSplitPlatform(p) && r.status === BILL_SPLIT_AUDITS.platform.at,
      warehouseAudit: isSplitWarehouse(p, r) && r.status === BILL_SPLIT_AUDITS.warehouse.at,
      sign: r.status === BillSplitStatus.completed && (applicant || isSplitWarehouse(p, r) || isSplitPlatform(p)),
    },
  };
};

/** The WMS platform (dictionary key) of each receipt: its lineage's containers, else any at its warehouse. */
const wmsUnitsOf = async (db: DbOrTx, rows: ReceiptRow[]) => {
  const out = new Map<string, string>();
  if (rows.length === 0) return out;
  const lineages = rows.map((r) => r.lineageId ?? r.id);
  const warehouses = [...new Set(rows.map((r) => r.warehouseId))];
  const containers = await db
    .select({
      lineageId: wmsContainer.lineageId,
      warehouseId: wmsContainer.warehouseId,
      unit: wmsContainer.warehouseUnitId,
    })
    .from(wmsContainer)
    .where(
      and(
        eq(wmsContainer.tenantId, rows[0]!.tenantId),
        or(inArray(wmsContainer.lineageId, lineages), inArray(wmsContainer.warehouseId, warehouses)),
      ),
    );
  for (const r of rows) {
    const c =
      containers.find((x) => x.lineageId === (r.lineageId ?? r.id)) ??
      containers.find((x) => x.warehouseId === r.warehouseId);
    if (c) out.set(r.id, c.unit);
  }
  return out;
};

const choicesOf = async (db: DbOrTx, p: Principal, rows: ReceiptRow[]): Promise<BillSplitBillChoice[]> => {
  const names = await enterpriseNames(
    db,
    rows.map((r) => r.warehouseId),
  );
  const units = await unitLabels(db, p.tenantId);
  const wms = await wmsUnitsOf(db, rows);
  return rows.map((r) => {
    const unit = wms.get(r.id);
    const place = r.locator ?? '';
    return {
      id: r.id,
      code: r.code,
      materialId: r.materialId,
      baseMaterialName: r.materialName,
      warehouseUnitId: r.warehouseId,
      warehouseName: names.get(r.warehouseId) ?? null,
      freezeStatus: 0,
      billStatus: r.status,
      billStatusName: receiptStatusLabel(r.status),
      totalWeight: r.totalWeight,
      totalQuantity: r.totalQuantity,
      weightUnitName: units.weight.get(r.weightUnit ?? '') ?? '',
      numberUnitName: units.number.get(r.numberUnit ?? '') ?? '',
      locator: r.locator,
      attrs: r.attrs,
      splittable: hasSplitAttrs(r.attrs),
      partitionList: unit
        ? [{ name: place || '仓库', devices: [{ asset_id: `${unit}:${place}`, asset_name: `货位 ${place} 摄像头` }] }]
        : [],
    };
  });
};

/** billPage (financePush billList, billListByWarehouseForAddOrUpdate): the holder's free receipts in effect. */
export const billSplitBillChoices = async (
  db: DbOrTx,
  p: Principal,
  q: BillSplitBillQuery,
): Promise<Page<BillSplitBillChoice>> => {
  if (!p.postId) return toPage([], 0, q.current, q.size);
  const { total, rows } = await freeReceiptsOf(db, {
    tenantId: p.tenantId,
    holderId: p.postId,
    warehouseId: q.warehouseUnitId,
    code: q.code,
    limit: q.size,
    offset: offsetOf(q),
  });
  return toPage(await choicesOf(db, p, rows), total, q.current, q.size);
};

/** billListByIds: the holder's own receipts by id (the form shows the chosen one again). */
export const billSplitBillsByIds = async (db: DbOrTx, p: Principal, ids: string[]) => {
  const rows = (await tenantReceipts(db, p.tenantId, ids)).filter((r) => p.postId && r.cargoOwnerId === p.postId);
  return choicesOf(db, p, rows);
};

/** warehouseList (financePush warehouseUnitListForAddOrUpdate): the warehouses of the holder's free receipts. */
export const billSplitWarehouses = async (db: DbOrTx, p: Principal) => {
  if (!p.postId) return [];
  const { rows } = await freeReceiptsOf(db, { tenantId: p.tenantId, holderId: p.postId, limit: 9999, offset: 0 });
  const ids = [...new Set(rows.map((r) => r.warehouseId))];
  const names = await enterpriseNames(db, ids);
  return ids.map((id) => ({ id, name: names.get(id) ?? '' }));
};

/**
 * liveVideo: the camera at the receipt's place, through the WMS port (the sandbox draws a test card). The caller
 * sees it for a receipt it holds, one at its warehouse, or any as the platform; a warehouse without a WMS answers
 * available false with a Chinese message.
 */
export const billSplitLiveVideo = async (
  ctx: AppContext,
  p: Principal,
  billId: string,
): Promise<BillSplitLiveVideo> => {
  const [r] = await tenantReceipts(ctx.db, p.tenantId, [billId]);
  if (!r || !(isSplitPlatform(p) || (p.postId && (r.cargoOwnerId === p.postId || r.warehouseId === p.postId))))
    throw accessRefusals.notFound();
  const names = await enterpriseNames(ctx.db, [r.warehouseId]);
  const unit = (await wmsUnitsOf(ctx.db, [r])).get(r.id);
  const base = { place: r.locator, warehouseName: names.get(r.warehouseId) ?? null, at: formatDateTime(new Date()) };
  if (!unit) return { available: false, msg: billSplitMessages.noWms, image: null, ...base };
  try {
    const frame = await ctx.wms.camera(p.tenantId, unit, r.locator ?? '');
    return {
      available: true,
      msg: frame.cameraName,
      image: `data:${frame.contentType};base64,${frame.base64}`,
      ...base,
    };
  } catch {
    return { available: false, msg: billSplitMessages.noCamera, image: null, ...base };
  }
};
