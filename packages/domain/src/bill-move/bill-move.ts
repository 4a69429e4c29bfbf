import Decimal from 'decimal.js';
import { z } from 'zod';
import { dateTimeText, decimalText, idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField, idsField } from '../shared/ids';
import { defineMachine } from '../shared/machine';
import { pageQuery } from '../shared/paging';
import type { StatusTone } from '../shared/status-tone';
import { lineText, multilineText } from '../shared/text';

/**
 * Warehouse move (移库; spec 3 §2 home tabs /wms/billMove and /billMoves/billMoveDetails, §4 receipt status 60). A
 * holder moves the goods of its receipts in effect to another warehouse of the platform: the source warehouse
 * confirms the goods leave (receipts 60 移库中), the target warehouse weighs them in within a tolerance it records,
 * new receipts are issued at the target and signed (target warehouse, holder, platform); each old receipt is
 * cancelled in the transaction that puts its successor in effect. Each warehouse may reject with a reason.
 */
export const BillMoveStatus = {
  /** cancelled by the holder before the source warehouse acted */
  cancelled: 0,
  complete: 1,
  /** applied, waiting for the source warehouse to confirm the goods leave */
  awaitingSource: 10,
  sourceRejected: 11,
  /** goods on their way: the receipts read 移库中 (60), waiting for the target warehouse to weigh them in */
  awaitingTarget: 20,
  targetRejected: 21,
  /** new receipts issued at the target, being signed */
  signing: 30,
} as const;
export type BillMoveStatusValue = (typeof BillMoveStatus)[keyof typeof BillMoveStatus];

export const billMoveStatusLabels: Record<BillMoveStatusValue, string> = {
  0: '已撤销',
  1: '移库完成',
  10: '待移出仓库确认',
  11: '移出仓库驳回',
  20: '待移入仓库入库',
  21: '移入仓库驳回',
  30: '新仓单签章中',
};
export const billMoveStatusTones: Record<BillMoveStatusValue, StatusTone> = {
  0: 'default',
  1: 'success',
  10: 'processing',
  11: 'error',
  20: 'processing',
  21: 'error',
  30: 'processing',
};
export const billMoveStatusLabel = (s: number) => billMoveStatusLabels[s as BillMoveStatusValue] ?? '';

/**
 * The move's moves (ARCHITECTURE §5), each named by the action its log has always recorded: the holder cancels, the
 * source warehouse confirms or rejects, the target warehouse weighs in (the new receipts are issued) or rejects,
 * and the last origin cancelled completes it. The application creates the row (no move).
 */
export const billMoveMachine = defineMachine({
  objectType: 'billMove',
  statuses: BillMoveStatus,
  moves: {
    cancel: { from: [BillMoveStatus.awaitingSource], to: BillMoveStatus.cancelled, by: ['owner'] },
    sourceConfirm: { from: [BillMoveStatus.awaitingSource], to: BillMoveStatus.awaitingTarget, by: ['warehouse'] },
    sourceReject: { from: [BillMoveStatus.awaitingSource], to: BillMoveStatus.sourceRejected, by: ['warehouse'] },
    targetConfirm: { from: [BillMoveStatus.awaitingTarget], to: BillMoveStatus.signing, by: ['warehouse'] },
    targetReject: { from: [BillMoveStatus.awaitingTarget], to: BillMoveStatus.targetRejected, by: ['warehouse'] },
    complete: { from: [BillMoveStatus.signing], to: BillMoveStatus.complete, by: ['system'] },
  },
});

/** The caller's sides on a move: the holder that applied, the source and the target warehouse (none: an onlooker). */
export type BillMoveSide = 'holder' | 'source' | 'target';

/**
 * Who may make each move a caller makes (ARCHITECTURE §5; the web offers exactly these): from where (the machine's)
 * and which side of the move, since both warehouses are warehouses.
 */
export const billMoveMoves = {
  cancel: { from: billMoveMachine.fromOf('cancel'), by: 'holder' },
  sourceConfirm: { from: billMoveMachine.fromOf('sourceConfirm'), by: 'source' },
  sourceReject: { from: billMoveMachine.fromOf('sourceReject'), by: 'source' },
  targetConfirm: { from: billMoveMachine.fromOf('targetConfirm'), by: 'target' },
  targetReject: { from: billMoveMachine.fromOf('targetReject'), by: 'target' },
} as const satisfies Record<string, { from: readonly number[]; by: BillMoveSide }>;
export type BillMoveMove = keyof typeof billMoveMoves;

/** Whether a caller on these sides may make `move` now (the server's guard and the detail's buttons). */
export const canMakeMove = (move: BillMoveMove, status: number, sides: readonly BillMoveSide[]) =>
  billMoveMachine.can(move, status) && sides.includes(billMoveMoves[move].by);

/** spec 3 §2 home tabs: the move list and a move's detail screen (type=1, name = the move's code). */
export const BILL_MOVE_LIST_PATH = '/wms/billMove';
export const BILL_MOVE_DETAIL_PATH = '/billMoves/billMoveDetails';
export const billMoveDetailPath = (id: string, code: string) =>
  `${BILL_MOVE_DETAIL_PATH}?type=1&name=${encodeURIComponent(code)}&id=${encodeURIComponent(id)}`;

/** The live event a move's parties hear when it changes status (SSE; pages refetch). */
export const BILL_MOVE_STATUS_EVENT = 'billMove.status';
export type BillMoveStatusEvent = { id: string; status: number };

/** The move's log: what each audit event of the move (objectType 'billMove') reads as. */
export const billMoveOperationLabels: Record<string, string> = {
  apply: '提交移库申请',
  cancel: '撤销移库申请',
  sourceConfirm: '移出仓库确认出库',
  sourceReject: '移出仓库驳回',
  targetConfirm: '移入仓库入库称重，签发新仓单',
  targetReject: '移入仓库驳回',
  complete: '新仓单生效，原仓单注销，移库完成',
};

/** What the to-do tab (spec 3 §2) asks the caller to do with a move. */
export const billMoveTodoActions = {
  sourceConfirm: '确认出库',
  targetConfirm: '入库称重',
  sign: '新仓单签章',
} as const;

/** The largest tolerance a target warehouse may record, in per cent of the receipt's weight. */
export const MAX_MOVE_TOLERANCE = 5;

/**
 * Whether a weight measured at the target lies within the tolerance of the receipt's weight:
 * |measured − original| ≤ original × tolerance %. Decimal arithmetic, to the receipt's 2 decimals.
 */
export const withinTolerance = (original: Decimal.Value, measured: Decimal.Value, tolerancePct: Decimal.Value) => {
  const o = new Decimal(original);
  const allowed = o.times(new Decimal(tolerancePct)).div(100);
  return new Decimal(measured).minus(o).abs().lte(allowed);
};
/** The measured weight's difference from the original (measured − original), as text with 2 decimals. */
export const weightDifference = (original: Decimal.Value, measured: Decimal.Value) =>
  new Decimal(measured).minus(new Decimal(original)).toFixed(2);

export const billMoveMessages = {
  selectBills: '请选择要移库的仓单',
  selectTarget: '请选择移入仓库',
  sameWarehouse: '移入仓库不能与仓单所在仓库相同',
  reason: '请填写移库原因',
  rejectReason: '请填写驳回原因',
  tolerance: '请填写允许误差',
  toleranceRange: `允许误差应为0到${MAX_MOVE_TOLERANCE}之间的数字，最多两位小数`,
  weight: '请填写入库重量',
  weightFormat: '请填写大于0，小于1,0000,0000的数字',
  outOfTolerance: (code: string) => `仓单 ${code} 的入库重量超出允许误差`,
  weighAll: '请填写每张仓单的入库重量',
  confirmApply: '确定提交移库申请吗？',
  confirmCancel: '确定撤销该移库申请吗？',
  confirmSource: '确认货物已出库移往移入仓库吗？确认后仓单变为移库中。',
  confirmTarget: '确认货物已入库并按所填重量签发新仓单吗？',
  confirmReject: '确定驳回该移库申请吗？驳回后原仓单恢复生效。',
  applied: '移库申请已提交',
  cancelled: '移库申请已撤销',
  sourceConfirmed: '已确认出库',
  issued: '新仓单已签发，请完成批量签章',
  rejected: '已驳回',
} as const;

export const billMoveRefusals = defineRefusals('billMove', {
  notFound: [404, '移库申请不存在或无权查看'],
  notHolder: [403, '只能为本企业持有的仓单申请移库'],
  billNotInEffect: [409, '只有已生效的仓单可以移库'],
  billHeld: [409, '所选仓单正在其他业务中，无法移库'],
  mixedWarehouses: [400, '所选仓单须在同一仓库'],
  sameWarehouse: [400, billMoveMessages.sameWarehouse],
  targetMissing: [400, '移入仓库不存在或未通过审核'],
  notSource: [403, '只有移出仓库可以确认或驳回'],
  notTarget: [403, '只有移入仓库可以入库或驳回'],
  notHolderCancel: [403, '只有申请企业可以撤销移库申请'],
  weighAll: [400, billMoveMessages.weighAll],
  outOfTolerance: [400, billMoveMessages.outOfTolerance],
  enterpriseOnly: [403, '只有企业用户可以申请移库'],
});

const weightText = z
  .string({ error: billMoveMessages.weight })
  .trim()
  .min(1, billMoveMessages.weight)
  .regex(/^\d{1,8}(\.\d{1,2})?$/, billMoveMessages.weightFormat)
  .refine((v) => Number(v) > 0, billMoveMessages.weightFormat);

/** POST wms/billMove/apply: the holder's receipts (one warehouse) and the target warehouse. */
export const billMoveApplyBody = z
  .object({
    billIds: idsField,
    targetWarehouseId: idField.or(z.literal('').transform(() => undefined)).optional(),
    reason: multilineText('移库原因', { error: billMoveMessages.reason })
      .trim()
      .min(1, billMoveMessages.reason)
      .max(500, '移库原因不能超过500个字符'),
  })
  .superRefine((v, c) => {
    if (!v.targetWarehouseId)
      c.addIssue({ code: 'custom', path: ['targetWarehouseId'], message: billMoveMessages.selectTarget });
  });
export type BillMoveApplyBody = z.infer<typeof billMoveApplyBody>;

export const billMoveIdBody = z.object({ id: idField });
export const billMoveRejectBody = z.object({
  id: idField,
  descr: multilineText('驳回原因', { error: billMoveMessages.rejectReason })
    .trim()
    .min(1, billMoveMessages.rejectReason)
    .max(500, '驳回原因不能超过500个字符'),
});

/** POST wms/billMove/targetConfirm: the tolerance the target records and the weight measured for every receipt. */
export const billMoveWeighBody = z.object({
  id: idField,
  tolerance: z
    .string({ error: billMoveMessages.tolerance })
    .trim()
    .min(1, billMoveMessages.tolerance)
    .regex(/^\d{1,2}(\.\d{1,2})?$/, billMoveMessages.toleranceRange)
    .refine((v) => Number(v) <= MAX_MOVE_TOLERANCE, billMoveMessages.toleranceRange),
  bills: z
    .array(
      z.object({
        billId: idField,
        weight: weightText,
        locator: lineText('库位').trim().max(100).optional(),
      }),
      { error: billMoveMessages.weighAll },
    )
    .min(1, billMoveMessages.weighAll)
    .max(1000),
});
export type BillMoveWeighBody = z.infer<typeof billMoveWeighBody>;

export const billMovePageQuery = pageQuery.extend({
  code: lineText('移库单号').trim().max(50).optional(),
  status: z.coerce.number().int().optional(),
});

/** GET wms/billMove/billList: the caller's receipts in effect that no process holds, optionally at one warehouse. */
export const billMoveBillQuery = pageQuery.extend({
  warehouseId: idField.optional(),
  code: lineText('仓单编号').trim().max(50).optional(),
});
export const billMoveBillRow = z.object({
  id: idString,
  code: z.string(),
  materialName: z.string(),
  warehouseId: idString,
  warehouseName: z.string(),
  totalWeight: decimalText,
  weightUnitName: z.string(),
  totalQuantity: decimalText,
  numberUnitName: z.string(),
  locator: z.string().nullable(),
});

export const billMoveGoodsRow = billMoveBillRow.extend({
  billStatus: z.number().int(),
  billStatusName: z.string(),
  measuredWeight: decimalText.nullable(),
  difference: decimalText.nullable(),
  newLocator: z.string().nullable(),
  newBillId: idString.nullable(),
  newBillCode: z.string().nullable(),
  newBillStatus: z.number().int().nullable(),
  newBillStatusName: z.string().nullable(),
});

export const billMoveLogRow = z.object({
  id: idString,
  createTime: dateTimeText,
  operatorName: z.string().nullable(),
  enterpriseName: z.string().nullable(),
  operateType: z.string(),
  remark: z.string().nullable(),
});

export const billMoveRecord = z.object({
  id: idString,
  code: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  holderId: idString,
  holderName: z.string(),
  sourceWarehouseId: idString,
  sourceWarehouseName: z.string(),
  targetWarehouseId: idString,
  targetWarehouseName: z.string(),
  reason: z.string(),
  rejectDescr: z.string().nullable(),
  tolerance: decimalText.nullable(),
  billCount: z.number().int(),
  createTime: dateTimeText,
  finishTime: dateTimeText,
});
export type BillMoveRecord = z.infer<typeof billMoveRecord>;

export const billMoveDetail = billMoveRecord.extend({
  sourceWarehouseAddress: z.string(),
  targetWarehouseAddress: z.string(),
  goods: z.array(billMoveGoodsRow),
  logs: z.array(billMoveLogRow),
  actions: z.object({
    cancel: z.boolean(),
    sourceConfirm: z.boolean(),
    sourceReject: z.boolean(),
    targetConfirm: z.boolean(),
    targetReject: z.boolean(),
    batchSign: z.boolean(),
  }),
});
export type BillMoveDetail = z.infer<typeof billMoveDetail>;

/** What a move of the move answers: its new status, and the new receipts a weighing issued (a client needs no refetch). */
export const billMoveMoveAnswer = z.object({
  id: idString,
  status: z.number().int(),
  statusName: z.string(),
  /** targetConfirm: the successors issued at the target, in the order of the move's receipts */
  successorIds: z.array(idString).optional(),
});
export type BillMoveMoveAnswer = z.infer<typeof billMoveMoveAnswer>;

/** A warehouse the goods can move to: an approved warehouse enterprise of the platform. */
export const billMoveWarehouse = z.object({ id: idString, name: z.string(), address: z.string() });
