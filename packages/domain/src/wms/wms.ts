import Decimal from 'decimal.js';
import { z } from 'zod';
import { dateTimeText, decimalText, idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import type { StatusTone } from '../shared/status-tone';
import { lineText, multilineText } from '../shared/text';

/**
 * External warehouse systems (外部WMS; spec 3 §2 "External containers, goods, trays", "Alarms", §3 Container,
 * Goods, Tray, Tray transfer record, External apply record, Alarm detail, §4 Container status, Tray status).
 * Each WMS platform (dictionary thirdwms_enterprise, its key is `warehouseUnitId`) keeps a warehouse's containers
 * (货箱, known by their case number 箱号 — the "goods identifier" an owner applies with), the goods in them and
 * the trays (托盘) the goods lie on, each with an RFID tag. The platform mirrors them, lets the owner turn a
 * container into a receipt, locks what a receipt covers, and raises alarms when goods and receipts disagree.
 */

// ---------------------------------------------------------------------------------------------------------------
// Container status: spec 3 §4 gives two readings.
//   Reading A: 1 unlocked, 4 receipt applied, 5 receipt generated, 10 locked, 11 released.
//   Reading B: 4 receipt applied, 5 receipt generated, 10 locked, 11 unlocked.
// They agree on 4, 5 and 10 and differ on what 11 means and whether 1 exists. Both are kept, each where it
// applies: the container list (/external/container) shows the whole life of a container, so it reads A (a
// container the platform never locked is 1 未锁定; one whose receipt ended and that was let go is 11 已释放);
// the unlock screen (/external/destroy) is about letting goods go, so it reads B (11 已解锁). The stored value
// is one and the same.
// ---------------------------------------------------------------------------------------------------------------
export const ContainerStatus = {
  /** in the WMS, not locked, not applied for (reading A) */
  unlocked: 1,
  /** the owner applied for a receipt; the warehouse has not generated it yet */
  applied: 4,
  /** the receipt is generated and being signed */
  generated: 5,
  /** a receipt in effect covers it: locked in the WMS */
  locked: 10,
  /** let go again after its receipt ended (A 已释放 / B 已解锁) */
  released: 11,
} as const;
export type ContainerStatusValue = (typeof ContainerStatus)[keyof typeof ContainerStatus];

/** Reading A: the container list. */
export const containerStatusLabels: Record<ContainerStatusValue, string> = {
  1: '未锁定',
  4: '已申请仓单',
  5: '已生成仓单',
  10: '已锁定',
  11: '已释放',
};
/** Reading B: the unlock screen (/external/destroy). */
export const containerUnlockStatusLabels: Record<number, string> = {
  1: '未锁定',
  4: '已申请仓单',
  5: '已生成仓单',
  10: '已锁定',
  11: '已解锁',
};
export const containerStatusTones: Record<ContainerStatusValue, StatusTone> = {
  1: 'default',
  4: 'processing',
  5: 'processing',
  10: 'success',
  11: 'warning',
};
export const containerStatusLabel = (s: number) => containerStatusLabels[s as ContainerStatusValue] ?? '';
export const containerUnlockStatusLabel = (s: number) => containerUnlockStatusLabels[s] ?? '';

/** The statuses in which an owner may apply for a receipt on a container (free goods, never under a receipt now). */
export const APPLICABLE_CONTAINER_STATUSES: readonly number[] = [ContainerStatus.unlocked, ContainerStatus.released];
export const isApplicableContainerStatus = (s: number) => APPLICABLE_CONTAINER_STATUSES.includes(s);

/**
 * spec 3 §2 Receipt detail: the receipt code in a container list opens the receipt only if the container status is
 * above 0 and its cargoOwnerId is the user's company.
 */
export const canOpenContainerBill = (
  c: { status: number; cargoOwnerId: string | null; billId: string | null },
  postId: string | null | undefined,
) => c.billId != null && c.status > 0 && postId != null && c.cargoOwnerId === postId;

/** spec 3 §4 Tray status: 1 unlocked, 10 locked, 11 unlocked again. */
export const TrayStatus = { unlocked: 1, locked: 10, unlockedAgain: 11 } as const;
export const trayStatusLabels: Record<number, string> = { 1: '未锁定', 10: '已锁定', 11: '已解锁' };
export const trayStatusLabel = (s: number) => trayStatusLabels[s] ?? '';

// ---------------------------------------------------------------------------------------------------------------
// Applications (External apply record: caseNumber, warehouseUnitId, createTime)
// ---------------------------------------------------------------------------------------------------------------
export const WmsApplyStatus = {
  cancelled: 0,
  /** the warehouse generated the receipts (containers 5) */
  completed: 1,
  /** waiting for the warehouse to complete it (containers 4) */
  pending: 10,
  /** the warehouse refused it (containers back to what they were) */
  rejected: 11,
} as const;
export const wmsApplyStatusLabels: Record<number, string> = {
  0: '已撤销',
  1: '已生成仓单',
  10: '待仓库办理',
  11: '仓库驳回',
};
export const wmsApplyStatusTones: Record<number, StatusTone> = {
  0: 'default',
  1: 'success',
  10: 'processing',
  11: 'error',
};
export const wmsApplyStatusLabel = (s: number) => wmsApplyStatusLabels[s] ?? '';

// ---------------------------------------------------------------------------------------------------------------
// Alarms (spec 3 §2 Alarms, §3 Alarm detail; the issue's three kinds plus the platform's reconciliation)
// ---------------------------------------------------------------------------------------------------------------
export const AlarmType = {
  /** a device (RFID reader, scale, camera) went offline */
  offline: 1,
  /** a container's trays disagree (a tray gone, a tag at the wrong place) */
  container: 2,
  /** a weight changed beyond the WMS's tolerance */
  weight: 3,
  /** raised by the platform's reconciliation: a receipt's goods are not as the WMS reports them */
  reconcile: 4,
} as const;
export const alarmTypeLabels: Record<number, string> = {
  1: '设备离线告警',
  2: '货箱告警',
  3: '重量告警',
  4: '对账不符告警',
};
export const alarmTypeLabel = (t: number) => alarmTypeLabels[t] ?? '';

export const AlarmStatus = { open: 0, handled: 1 } as const;
export const alarmStatusLabels: Record<number, string> = { 0: '未处理', 1: '已处理' };
export const alarmStatusTones: Record<number, StatusTone> = { 0: 'error', 1: 'success' };
export const alarmStatusLabel = (s: number) => alarmStatusLabels[s] ?? '';

/** Where an alarm came from: the WMS (pushed or pulled) or the platform's reconciliation. */
export const alarmSources = ['wms', 'reconcile'] as const;
export type AlarmSource = (typeof alarmSources)[number];

// ---------------------------------------------------------------------------------------------------------------
// Reconciliation: every receipt in effect against the WMS's goods (the check banks care about most)
// ---------------------------------------------------------------------------------------------------------------
/** A tray's RFID tag must have been read within this window. */
export const RECONCILE_RFID_WINDOW_HOURS = 24;
/** The WMS's weight of a receipt's goods may differ from the receipt's by at most this share (per cent). */
export const RECONCILE_WEIGHT_TOLERANCE_PCT = 1;

export const reconcileFindingKinds = ['containerMissing', 'trayMissing', 'rfidStale', 'weightDrift'] as const;
export type ReconcileFindingKind = (typeof reconcileFindingKinds)[number];
export const reconcileFindingLabels: Record<ReconcileFindingKind, string> = {
  containerMissing: '货箱不存在',
  trayMissing: '托盘缺失',
  rfidStale: 'RFID超时未读到',
  weightDrift: '重量偏差超限',
};

/** Whether the WMS's weight lies within the reconciliation tolerance of the receipt's: |wms − receipt| ≤ receipt × pct %. */
export const weightWithinReconcileTolerance = (
  receiptWeight: Decimal.Value,
  wmsWeight: Decimal.Value,
  pct: Decimal.Value = RECONCILE_WEIGHT_TOLERANCE_PCT,
) => {
  const r = new Decimal(receiptWeight);
  return new Decimal(wmsWeight)
    .minus(r)
    .abs()
    .lte(r.times(new Decimal(pct)).div(100));
};

/** Whether a tag last read at `lastScan` (null: never) counts as seen at `now`. */
export const rfidSeenWithin = (lastScan: Date | null, now: Date, hours = RECONCILE_RFID_WINDOW_HOURS) =>
  lastScan != null && now.getTime() - lastScan.getTime() <= hours * 3_600_000;

export const ReconcileRunStatus = { running: 0, finished: 1, failed: 2 } as const;
export const reconcileRunStatusLabels: Record<number, string> = { 0: '对账中', 1: '已完成', 2: '失败' };

// ---------------------------------------------------------------------------------------------------------------
// Paths (spec 3 §2)
// ---------------------------------------------------------------------------------------------------------------
export const CONTAINER_LIST_PATH = '/external/container';
export const containerListPath = (ids: readonly string[]) => `${CONTAINER_LIST_PATH}?ids=${ids.join(',')}`;
export const GOODS_LIST_PATH = '/external/goods';
export const goodsListPath = (containerId: string) =>
  `${GOODS_LIST_PATH}?containerId=${encodeURIComponent(containerId)}`;
export const TRAY_LIST_PATH = '/external/tray';
export const trayListPath = (goodsId: string) => `${TRAY_LIST_PATH}?goodsId=${encodeURIComponent(goodsId)}`;
export const TRAY_TRANSFER_PATH = '/external/trayTransfer';
/** The unlock screen; "/external/destroy takes no parameter" (spec 3 §2). */
export const UNLOCK_PATH = '/external/destroy';
export const BILL_APPLY_PATH = '/external/billApply';
export const CONTAINER_ALARM_PATH = '/external/containerAlarm';
export const OFFLINE_ALARM_PATH = '/external/offlineAlarm';
export const RFID_WARN_PATH = '/external/rfidWarn';
export const RECONCILE_PATH = '/external/reconcile';

/** The live event a container's, an application's or an alarm's parties hear when it changes (pages refetch). */
export const WMS_CHANGE_EVENT = 'wms.change';
export type WmsChangeEvent = {
  kind: 'container' | 'apply' | 'alarm' | 'reconcile';
  id: string;
  status: number;
  /** the receipt the change touched, when it did */
  billId?: string | null;
};

// ---------------------------------------------------------------------------------------------------------------
// Messages and refusals (spec 3 §5 Container apply, Unlock; §8)
// ---------------------------------------------------------------------------------------------------------------
export const wmsMessages = {
  selectPlatform: '请选择WMS平台',
  caseNumber: '请输入货物标识',
  selectUnlock: '请选择要解锁的货物！',
  samePlatform: '请选择同一个WMS平台的货物！',
  rejectReason: '请填写驳回意见',
  handleDescr: '请填写处理说明',
  selectAudit: '请选择审核结果',
  confirmApply: '确定提交货物申请吗？',
  confirmUnlock: '确定解锁所选货物吗？解锁后WMS将释放这些货物。',
  confirmComplete: '确认按WMS货物信息生成仓单吗？生成后请完成批量签章。',
  confirmHandle: '确定该告警已处理吗？处理后仓单恢复原状态。',
  applied: '货物申请已提交，请等待仓库办理',
  completed: '仓单已生成，请完成批量签章',
  rejected: '已驳回',
  unlocked: '解锁成功',
  handled: '告警已处理',
  reconcileStarted: '对账已开始,请稍后查看结果',
} as const;

export const wmsRefusals = defineRefusals('wms', {
  containerNotFound: [404, '货箱不存在或无权查看'],
  goodsNotFound: [404, '货物不存在或无权查看'],
  applyNotFound: [404, '货物申请不存在或无权查看'],
  alarmNotFound: [404, '告警不存在或无权查看'],
  platformUnknown: [400, 'WMS平台不存在'],
  caseNotFound: [404, (caseNumber: string) => `未找到货物标识为 ${caseNumber} 的本企业货物`],
  caseNotApplicable: [409, (caseNumber: string) => `货物 ${caseNumber} 已申请或已生成仓单，不能重复申请`],
  mixedWarehouses: [400, '所申请的货物须在同一仓库'],
  ownerOnly: [403, '只有货主企业可以申请货物'],
  notApplyWarehouse: [403, '只有货物所在仓库可以办理该申请'],
  applyNotPending: [409, '该申请已办理，请刷新后重试'],
  materialUnmapped: [
    409,
    (caseNumber: string) => `货物 ${caseNumber} 的WMS货物类别尚未映射到仓储物类别，请先在WMS货物映射中维护`,
  ],
  materialMixed: [409, (caseNumber: string) => `货箱 ${caseNumber} 的货物属于多个仓储物类别，无法生成一张仓单`],
  containerEmpty: [409, (caseNumber: string) => `货箱 ${caseNumber} 没有托盘货物，无法生成仓单`],
  selectUnlock: [400, wmsMessages.selectUnlock],
  samePlatform: [400, wmsMessages.samePlatform],
  underReceipt: [409, (caseNumber: string) => `货物 ${caseNumber} 仍有有效仓单，不能解锁`],
  notLocked: [409, (caseNumber: string) => `货物 ${caseNumber} 未锁定，无需解锁`],
  unlockForbidden: [403, '只能解锁本企业的货物'],
  alarmHandled: [409, '该告警已处理，请刷新后重试'],
  alarmForbidden: [403, '只有告警所在仓库或平台可以处理告警'],
  reconcileRunning: [409, '对账正在进行中，请稍后查看结果'],
  wmsUnavailable: [503, 'WMS平台暂时无法连接，请稍后重试'],
});

/** Refusals of an application beyond the table above (same namespace). */
export const wmsApplyRefusals = defineRefusals('wms', {
  warehouseUnknown: [409, (caseNumber: string) => `货物 ${caseNumber} 所在仓库未在平台登记，暂不能申请，请联系仓库`],
});

/** Refusals of the sync and the reconciliation beyond the tables above (same namespace). */
export const wmsSyncRefusals = defineRefusals('wms', {
  platformOnly: [403, '只有平台运营方可以执行该操作'],
});

/**
 * spec 3 §5 Unlock: what a selection of containers meets before anything is sent — nothing selected, or goods of
 * more than one WMS platform (one unlock call names one platform). Null when the selection may be unlocked.
 */
export const unlockSelectionMessage = (rows: readonly { warehouseUnitId: string }[]) => {
  if (rows.length === 0) return wmsMessages.selectUnlock;
  if (new Set(rows.map((r) => r.warehouseUnitId)).size > 1) return wmsMessages.samePlatform;
  return null;
};

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------
const platformField = z
  .string({ error: wmsMessages.selectPlatform })
  .trim()
  .min(1, wmsMessages.selectPlatform)
  .max(20, wmsMessages.selectPlatform)
  .regex(/^[0-9A-Za-z_-]+$/, wmsMessages.selectPlatform);

/** A case number (箱号, the goods identifier): up to 64 of letters, digits, '-' and '_'. */
export const caseNumberText = lineText('货物标识', { error: wmsMessages.caseNumber })
  .trim()
  .min(1, wmsMessages.caseNumber)
  .max(64, '货物标识不能超过64个字符')
  .regex(/^[0-9A-Za-z_-]+$/, '货物标识只能包含字母、数字、-和_');

/** GET wmsExternalApply/containerListByPage (10 a page; query ids, billCode, caseNumber). */
export const containerPageQuery = pageQuery.extend({
  ids: z
    .string()
    .trim()
    .max(20_000)
    .regex(/^[0-9,]*$/, 'id 格式错误')
    .optional(),
  billCode: lineText('仓单编号').trim().max(50).optional(),
  caseNumber: lineText('货物标识').trim().max(64).optional(),
  warehouseUnitId: lineText('WMS平台').trim().max(20).optional(),
  status: z.coerce.number().int().optional(),
  /** the unlock screen lists only containers that may be let go (reading B) */
  unlockable: z.enum(['1']).optional(),
  /** 申请货物 lists only the caller's own containers it may apply for now (free, still in the WMS, at a warehouse) */
  applicable: z.enum(['1']).optional(),
  warehouseId: idField.optional(),
});
export type ContainerPageQuery = z.infer<typeof containerPageQuery>;

export const goodsPageQuery = pageQuery.extend({ containerId: idField });
export const trayPageQuery = pageQuery.extend({
  goodsId: idField.optional(),
  containerId: idField.optional(),
});
/** The tray transfer detail list: filters transferBatchId and caseId (the container id). */
export const trayTransferPageQuery = pageQuery.extend({
  transferBatchId: lineText('移位批次').trim().max(64).optional(),
  caseId: idField.optional(),
  trayCode: lineText('托盘编号').trim().max(64).optional(),
});
export const applyPageQuery = pageQuery.extend({
  status: z.coerce.number().int().optional(),
  caseNumber: lineText('货物标识').trim().max(64).optional(),
});
/** GET wmsExternalApply/containerListById?ids=1,2 (the home page's transfer-to-container navigation). */
export const containerIdsQuery = z.object({
  ids: z
    .string()
    .trim()
    .max(20_000)
    .regex(/^[0-9,]*$/, 'id 格式错误'),
});
/** GET wmsExternalApply/containerListByBill?billId= (the receipt detail's container links). */
export const containerBillQuery = z.object({ billId: idField });
/** GET external/billApply/findWarehouseList?warehouseUnitId= (the apply form's warehouse select). */
export const wmsWarehouseQuery = z.object({ warehouseUnitId: lineText('WMS平台').trim().max(20).optional() });

/**
 * POST wmsExternalApply/saveApply (spec 3 §5 Container apply): the WMS platform and the case numbers, comma-joined
 * (the form has one row per case number; each must be filled).
 */
export const saveApplyBody = z.object({
  warehouseUnitId: platformField,
  caseNumber: z
    .string({ error: wmsMessages.caseNumber })
    .max(20_000)
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(z.array(caseNumberText).min(1, wmsMessages.caseNumber).max(200, '一次最多申请200个货物'))
    .transform((a) => [...new Set(a)]),
});
export type SaveApplyBody = z.infer<typeof saveApplyBody>;

/** POST wmsExternalApply/unlock (spec 3 §5 Unlock): container ids (array or comma-joined) and their WMS platform. */
export const unlockBody = z.object({
  ids: z
    .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: wmsMessages.selectUnlock })
    .transform((v) => (Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.string().regex(/^[1-9][0-9]{0,18}$/, 'id 格式错误'))
        .min(1, wmsMessages.selectUnlock)
        .max(1000, '一次最多选择1000条数据')
        .transform((a) => [...new Set(a)]),
    ),
  warehouseUnitId: lineText('WMS平台', { error: wmsMessages.samePlatform })
    .trim()
    .min(1, wmsMessages.samePlatform)
    .max(200, wmsMessages.samePlatform),
});

/** POST external/billApply/update: the warehouse completes (1) or rejects (11, with a reason) an application. */
export const billApplyUpdateBody = z
  .object({
    id: idField,
    status: z.union([z.literal(WmsApplyStatus.completed), z.literal(WmsApplyStatus.rejected)], {
      error: wmsMessages.selectAudit,
    }),
    descr: multilineText('驳回意见').trim().max(50, '驳回意见不能超过50个字符').optional(),
  })
  .superRefine((v, c) => {
    if (v.status === WmsApplyStatus.rejected && !v.descr)
      c.addIssue({ code: 'custom', path: ['descr'], message: wmsMessages.rejectReason });
  });
export type BillApplyUpdateBody = z.infer<typeof billApplyUpdateBody>;

export const alarmPageQuery = pageQuery.extend({
  type: z.coerce.number().int().optional(),
  status: z.coerce.number().int().optional(),
  caseNumber: lineText('箱号').trim().max(64).optional(),
  billId: idField.optional(),
});
export const handleAlarmBody = z.object({
  id: idField,
  descr: multilineText('处理说明', { error: wmsMessages.handleDescr })
    .trim()
    .min(1, wmsMessages.handleDescr)
    .max(200, '处理说明不能超过200个字符'),
});
/** offlineAlarmDetaiListByPage (alarmId), detailListByPage (containerAlarmId). */
export const offlineDetailQuery = pageQuery.extend({ alarmId: idField });
export const containerAlarmTrayQuery = pageQuery.extend({ containerAlarmId: idField });
export const rfidWarnQuery = pageQuery.extend({ epcCode: lineText('EPC').trim().max(64).optional() });

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------
/** spec 3 §3 Container, plus the platform's names and whether the caller may open its receipt. */
export const containerRow = z.object({
  id: idString,
  caseNumber: z.string(),
  billId: idString.nullable(),
  billCode: z.string().nullable(),
  billStatus: z.number().int().nullable(),
  /** spec 3 §2: status > 0 and the caller's company is the cargo owner */
  billOpenable: z.boolean(),
  status: z.number().int(),
  cargoOwnerId: idString.nullable(),
  cargoOwnerName: z.string().nullable(),
  warehouseUnitId: z.string(),
  warehouseUnitName: z.string(),
  warehouseId: idString.nullable(),
  warehouseName: z.string().nullable(),
  actualWarehousTime: dateTimeText,
  materialNames: z.string().nullable(),
  totalWeight: decimalText,
  weightUnit: z.string().nullable(),
  totalNum: decimalText,
  numUnit: z.string().nullable(),
  trayCounts: z.number().int(),
  tidanCode: z.string().nullable(),
  contractCode: z.string().nullable(),
  contractBegin: z.string().nullable(),
  contractEnd: z.string().nullable(),
  /** open alarms on the container */
  openAlarms: z.number().int(),
  /** gone from the WMS (kept for the record) */
  removed: z.boolean(),
  syncTime: dateTimeText,
});
export type ContainerRow = z.infer<typeof containerRow>;

export const goodsRow = z.object({
  id: idString,
  containerId: idString,
  caseNumber: z.string(),
  goodsName: z.string(),
  externalMaterialId: z.string().nullable(),
  materialName: z.string().nullable(),
  totalWeight: decimalText,
  totalNum: decimalText,
  weightUnit: z.string().nullable(),
  numUnit: z.string().nullable(),
  trayCounts: z.number().int(),
  attrs: z.array(z.object({ attrCode: z.string(), attrName: z.string(), value: z.string() })),
});
export type GoodsRow = z.infer<typeof goodsRow>;

/** spec 3 §3 Tray. */
export const trayRow = z.object({
  id: idString,
  goodsId: idString,
  goodsName: z.string(),
  trayCode: z.string(),
  trayGoodsNum: decimalText,
  trayGoodsWeight: decimalText,
  residueNum: decimalText,
  residueWeight: decimalText,
  numUnit: z.string().nullable(),
  weightUnit: z.string().nullable(),
  siteCode: z.string().nullable(),
  rfidCode: z.string().nullable(),
  status: z.number().int(),
  caseNumber: z.string(),
  billId: idString.nullable(),
  lastScanTime: dateTimeText,
  removed: z.boolean(),
});
export type TrayRow = z.infer<typeof trayRow>;

/** spec 3 §3 Tray transfer record. */
export const trayTransferRow = z.object({
  id: idString,
  transferBatchId: z.string().nullable(),
  trayCode: z.string(),
  outSite: z.string().nullable(),
  inSite: z.string().nullable(),
  caseId: idString.nullable(),
  caseNumber: z.string().nullable(),
  billId: idString.nullable(),
  billCode: z.string().nullable(),
  moveTime: dateTimeText,
});
export type TrayTransferRow = z.infer<typeof trayTransferRow>;

/** spec 3 §3 External apply record (caseNumber, warehouseUnitId, createTime), with its state and parties. */
export const applyRecord = z.object({
  id: idString,
  applyCode: z.string(),
  caseNumber: z.string(),
  warehouseUnitId: z.string(),
  warehouseUnitName: z.string(),
  warehouseId: idString,
  warehouseName: z.string().nullable(),
  cargoOwnerId: idString,
  cargoOwnerName: z.string().nullable(),
  status: z.number().int(),
  descr: z.string().nullable(),
  createTime: dateTimeText,
  handleTime: dateTimeText,
});
export type ApplyRecord = z.infer<typeof applyRecord>;

/** GET external/billApply/detail: the application, its containers with their goods, and what the caller may do. */
export const billApplyDetail = z.object({
  apply: applyRecord,
  containers: z.array(containerRow),
  goods: z.array(goodsRow),
  /** the receipts generated from it (batch-sign origin goodsId = the application's id) */
  bills: z.array(
    z.object({
      id: idString,
      code: z.string(),
      status: z.number().int(),
      caseNumber: z.string().nullable(),
      totalWeight: decimalText,
      /** key of the weight_unit dictionary */
      weightUnit: z.string().nullable(),
    }),
  ),
  actions: z.object({ complete: z.boolean(), reject: z.boolean(), sign: z.boolean() }),
});
export type BillApplyDetail = z.infer<typeof billApplyDetail>;

export const wmsWarehouseOption = z.object({ id: idString, name: z.string() });

export const rfidTag = z.object({ epcCode: z.string(), scanTime: dateTimeText });

/** An alarm (list row); spec 3 §3 Alarm detail: code, rfidJson. */
export const alarmRow = z.object({
  id: idString,
  code: z.string(),
  type: z.number().int(),
  source: z.enum(alarmSources),
  status: z.number().int(),
  content: z.string(),
  warehouseUnitId: z.string(),
  warehouseUnitName: z.string(),
  warehouseId: idString.nullable(),
  warehouseName: z.string().nullable(),
  containerId: idString.nullable(),
  caseNumber: z.string().nullable(),
  billId: idString.nullable(),
  billCode: z.string().nullable(),
  raisedTime: dateTimeText,
  clearedTime: dateTimeText,
  handleTime: dateTimeText,
  handleUserName: z.string().nullable(),
  handleDescr: z.string().nullable(),
});
export type AlarmRow = z.infer<typeof alarmRow>;

export const alarmDetail = alarmRow.extend({
  rfidJson: z.array(rfidTag),
  trays: z.array(
    z.object({
      trayCode: z.string(),
      rfidCode: z.string().nullable(),
      siteCode: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
  devices: z.array(
    z.object({
      deviceCode: z.string(),
      deviceName: z.string().nullable(),
      offlineTime: dateTimeText,
      onlineTime: dateTimeText,
    }),
  ),
  /** the receipts the alarm put to 90 and the status each returns to */
  bills: z.array(
    z.object({ billId: idString, code: z.string(), fromStatus: z.number().int(), status: z.number().int() }),
  ),
  canHandle: z.boolean(),
});
export type AlarmDetail = z.infer<typeof alarmDetail>;

export const offlineDetailRow = z.object({
  id: idString,
  deviceCode: z.string(),
  deviceName: z.string().nullable(),
  offlineTime: dateTimeText,
  onlineTime: dateTimeText,
});
export const containerAlarmTrayRow = z.object({
  id: idString,
  trayCode: z.string(),
  rfidCode: z.string().nullable(),
  siteCode: z.string().nullable(),
  caseNumber: z.string().nullable(),
  reason: z.string().nullable(),
});
/** The RFID scan warn log. */
export const rfidWarnRow = z.object({
  id: idString,
  warehouseUnitId: z.string(),
  epcCode: z.string(),
  trayCode: z.string().nullable(),
  siteCode: z.string().nullable(),
  deviceCode: z.string().nullable(),
  scanTime: dateTimeText,
  warn: z.string(),
});

export const reconcileRun = z.object({
  id: idString,
  status: z.number().int(),
  trigger: z.string(),
  startTime: dateTimeText,
  endTime: dateTimeText,
  receiptsChecked: z.number().int(),
  containersChecked: z.number().int(),
  findingsCount: z.number().int(),
  alarmsRaised: z.number().int(),
  message: z.string().nullable(),
});
export const reconcileFinding = z.object({
  id: idString,
  billId: idString.nullable(),
  billCode: z.string().nullable(),
  containerId: idString.nullable(),
  caseNumber: z.string().nullable(),
  kind: z.enum(reconcileFindingKinds),
  detail: z.string(),
  expected: z.string().nullable(),
  actual: z.string().nullable(),
  alarmId: idString.nullable(),
});
export const reconcileLast = z.object({
  run: reconcileRun.nullable(),
  findings: z.array(reconcileFinding),
});
export type ReconcileLast = z.infer<typeof reconcileLast>;

/** POST wmsSync/pull: each WMS platform pulled, how far its change feed was read, how many changes it applied. */
export const wmsPullAnswer = z.object({
  units: z.array(
    z.object({
      warehouseUnitId: z.string(),
      lastSeq: z.number().int(),
      applied: z.number().int(),
      /** why this platform could not be pulled (the others still were) */
      error: z.string().nullable(),
    }),
  ),
});
export type WmsPullAnswer = z.infer<typeof wmsPullAnswer>;

/** The push callback's answer to the WMS (providers/wms/port.ts): {"code":"SUCCESS"} or {"code":"FAIL","message"}. */
export const wmsPushAnswer = z.object({ code: z.enum(['SUCCESS', 'FAIL']), message: z.string().optional() });
