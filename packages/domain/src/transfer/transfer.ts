import { z } from 'zod';
import { dateTimeText, decimalText, idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { defineMachine } from '../shared/machine';
import { pageQuery } from '../shared/paging';
import type { StatusTone } from '../shared/status-tone';
import { lineText, multilineText } from '../shared/text';

/**
 * Receipt transfer (过户; spec 2 §2 Transfer application dialog, §3 Receipt transfer, §4, §5, §6, §7; spec 3 §3
 * Transfer audit, §5 Transfer audit). After a receipt contract is in force and the supplier has confirmed the goods
 * money, the supplier applies; the platform reviews; the warehouse confirms and new receipts are issued to the buyer
 * for the same goods, signed by the warehouse, the buyer and the platform; each old receipt is cancelled in the
 * transaction that puts its successor in effect.
 */

/**
 * The transfer's own progress. The spec names only auditStatus (2 = rejected); the warehouse's confirmation and the
 * new receipts' signing are this product's steps between the platform's pass and the contract's completion.
 */
export const TransferStatus = {
  /** applied (or re-applied), waiting for the platform's review */
  awaitingReview: 10,
  /** the platform rejected it; the supplier may re-apply */
  rejected: 11,
  /** passed: the receipts read 过户中 (50), waiting for the warehouse to confirm and issue the new receipts */
  awaitingWarehouse: 20,
  /** the warehouse refused to issue; the receipts are back in effect; the supplier may re-apply */
  warehouseRejected: 21,
  /** new receipts issued to the buyer, being signed by the warehouse, the buyer and the platform */
  signing: 30,
  /** every new receipt in effect, every old one cancelled: the contract is complete */
  complete: 1,
} as const;
export type TransferStatusValue = (typeof TransferStatus)[keyof typeof TransferStatus];

export const transferStatusLabels: Record<TransferStatusValue, string> = {
  10: '待平台审核',
  11: '平台审核驳回',
  20: '待仓库确认',
  21: '仓库驳回',
  30: '新仓单签章中',
  1: '过户完成',
};
export const transferStatusTones: Record<TransferStatusValue, StatusTone> = {
  10: 'processing',
  11: 'error',
  20: 'processing',
  21: 'error',
  30: 'processing',
  1: 'success',
};
export const transferStatusLabel = (s: number) => transferStatusLabels[s as TransferStatusValue] ?? '';

/** auditStatus (dictionary transfer_audit_status): 0 waiting, 1 passed, 2 rejected (spec 2 §3: 2 = rejected). */
export const TransferAuditStatus = { waiting: 0, passed: 1, rejected: 2 } as const;
export const transferAuditStatusLabels: Record<number, string> = { 0: '待审核', 1: '审核通过', 2: '审核驳回' };

/**
 * The transfer's moves (ARCHITECTURE §5; spec 2 §6, spec 3 §5 Transfer audit), each named by the action its log has
 * always recorded: the supplier re-applies after either rejection, the platform passes or rejects, the warehouse
 * confirms (the new receipts are issued) or rejects, and the last new receipt in effect completes it. The first
 * application creates the row (no move).
 */
export const transferMachine = defineMachine({
  objectType: 'transfer',
  statuses: TransferStatus,
  moves: {
    reapply: {
      from: [TransferStatus.rejected, TransferStatus.warehouseRejected],
      to: TransferStatus.awaitingReview,
      by: ['shipper'],
    },
    pass: { from: [TransferStatus.awaitingReview], to: TransferStatus.awaitingWarehouse, by: ['platform'] },
    reject: { from: [TransferStatus.awaitingReview], to: TransferStatus.rejected, by: ['platform'] },
    'warehouse-confirm': { from: [TransferStatus.awaitingWarehouse], to: TransferStatus.signing, by: ['warehouse'] },
    'warehouse-reject': {
      from: [TransferStatus.awaitingWarehouse],
      to: TransferStatus.warehouseRejected,
      by: ['warehouse'],
    },
    complete: { from: [TransferStatus.signing], to: TransferStatus.complete, by: ['system'] },
  },
});

/** A supplier may (re-)apply while no application is open: none yet, or the last one rejected by either reviewer. */
export const canApplyTransfer = (status: number | null | undefined) =>
  status == null || transferMachine.can('reapply', status);

/** The contract's progress step 5 (spec 2 §4): once the transfer is complete. */
export const transferFinished = (status: number | null | undefined) => status === TransferStatus.complete;

/** The transfer log's operations (spec 2 §3 Transfer log: createTime, operatorType, operateType). */
export const transferOperationLabels: Record<string, string> = {
  apply: '申请过户',
  reapply: '重新申请过户',
  pass: '平台审核通过',
  reject: '平台审核驳回',
  'warehouse-confirm': '仓库确认过户，签发新仓单',
  'warehouse-reject': '仓库驳回过户',
  complete: '新仓单全部生效，过户完成',
};

/** What the home to-do row asks of the caller. */
export const transferTodoActions = {
  audit: '审核过户申请',
  warehouseConfirm: '确认过户',
  sign: '新仓单签章',
  reapply: '重新申请过户',
} as const;

/** Who may make each move of the transfer (ARCHITECTURE §5: the web offers exactly these). */
export const transferMoves = {
  apply: { from: [null, ...transferMachine.fromOf('reapply')], by: 'supplier' },
  audit: { from: transferMachine.fromOf('pass'), by: 'platform' },
  warehouseConfirm: { from: transferMachine.fromOf('warehouse-confirm'), by: 'warehouse' },
  warehouseReject: { from: transferMachine.fromOf('warehouse-reject'), by: 'warehouse' },
} as const;

/** The transfer's sides (transfer-access): who may make each of its moves in the detail's `actions`. */
export type TransferSide = 'supplier' | 'buyer' | 'warehouse' | 'platform';

/** Whether the caller on this side may make the move now (the server's detail `actions`, and so the web's buttons). */
export const canMakeTransferMove = (
  move: Exclude<keyof typeof transferMoves, 'apply'> | 'reapply',
  status: number,
  side: TransferSide | null | undefined,
) => {
  if (move === 'reapply') return side === 'supplier' && canApplyTransfer(status);
  const rule = transferMoves[move];
  return side === rule.by && (rule.from as readonly number[]).includes(status);
};

export const transferMessages = {
  auditStatus: '请选择审核状态',
  rejectReason: '请填写驳回意见',
  /** spec 2 §5: on a pass the reviewer is told to check the contract and the payment first */
  confirmPass: '审核通过后将开始过户，请确认已核对合同内容及货款、平台服务费的支付情况。确定审核通过吗？',
  confirmReject: '确定驳回该过户申请吗？',
  confirmApply: '确定提交过户申请吗？',
  confirmWarehouse: '确认后将向买方签发新仓单，原仓单在新仓单生效时注销。确定确认过户吗？',
  confirmWarehouseReject: '确定驳回该过户吗？驳回后原仓单恢复生效。',
  applied: '过户申请已提交',
  passed: '审核通过，已开始过户',
  rejected: '已驳回',
  issued: '新仓单已签发，请完成批量签章',
  freeAgreementMax: '仓储费约定不能超过500个字符',
  otherDescMax: '其他约定不能超过500个字符',
  warehouseRejectReason: '请填写驳回原因',
} as const;

export const transferRefusals = defineRefusals('transfer', {
  notFound: [404, '过户申请不存在或无权查看'],
  contractNotFound: [404, '合同不存在或无权查看'],
  notSupplier: [403, '只有合同供方可以申请过户'],
  notReceiptContract: [409, '只有仓单合同可以申请过户'],
  contractNotInForce: [409, '合同生效后才能申请过户'],
  goodsMoneyNotConfirmed: [409, '请先确认收到货款，再申请过户'],
  open: [409, '该合同已有进行中的过户申请'],
  finished: [409, '该合同已完成过户'],
  noReceipts: [409, '合同中没有可过户的仓单'],
  receiptNotInEffect: [409, '合同中的仓单不在已生效状态，无法过户'],
  receiptHeld: [409, '合同中的仓单正在其他业务中，无法过户'],
  notPlatform: [403, '只有平台可以审核过户申请'],
  notWarehouse: [403, '只有仓单所在仓库可以确认过户'],
  buyerNotApproved: [409, '买方企业未通过审核，无法签发新仓单'],
});

/** POST contract/transfer (spec 2 §7: id, freeAgreement, otherDesc): apply, or re-apply after a rejection. */
export const transferApplyBody = z.object({
  /** the contract */
  id: idField,
  freeAgreement: multilineText('仓储费约定').trim().max(500, transferMessages.freeAgreementMax).default(''),
  otherDesc: multilineText('其他约定').trim().max(500, transferMessages.otherDescMax).default(''),
});
export type TransferApplyBody = z.infer<typeof transferApplyBody>;

/** POST ple/transfer/audit (spec 3 §5 Transfer audit): pass (1) or reject (2) with a comment. */
export const transferAuditBody = z
  .object({
    id: idField,
    auditStatus: z.coerce
      .number({ error: transferMessages.auditStatus })
      .int(transferMessages.auditStatus)
      .refine(
        (v) => v === TransferAuditStatus.passed || v === TransferAuditStatus.rejected,
        transferMessages.auditStatus,
      ),
    auditFailDescr: multilineText('驳回意见').trim().max(500, '驳回意见不能超过500个字符').optional(),
  })
  .superRefine((v, c) => {
    if (v.auditStatus === TransferAuditStatus.rejected && !v.auditFailDescr) {
      c.addIssue({ code: 'custom', path: ['auditFailDescr'], message: transferMessages.rejectReason });
    }
  });
export type TransferAuditBody = z.infer<typeof transferAuditBody>;

/** POST ple/transfer/warehouseReject. */
export const transferRejectBody = z.object({
  id: idField,
  descr: multilineText('驳回原因', { error: transferMessages.warehouseRejectReason })
    .trim()
    .min(1, transferMessages.warehouseRejectReason)
    .max(500, '驳回原因不能超过500个字符'),
});

export const transferPageQuery = pageQuery.extend({
  /** the contract code (contains) */
  code: lineText('合同编号').trim().max(50).optional(),
  status: z.coerce.number().int().optional(),
  auditStatus: z.coerce.number().int().optional(),
});

/** A row of the goods table: the contract's receipt and, once issued, its successor for the buyer. */
export const transferGoodsRow = z.object({
  billId: idString,
  billCode: z.string(),
  billStatus: z.number().int(),
  billStatusName: z.string(),
  materialName: z.string(),
  totalWeight: decimalText,
  weightUnitName: z.string(),
  totalQuantity: decimalText,
  numberUnitName: z.string(),
  /** the receipt's displayed attributes, `attrName: value` */
  attrs: z.array(z.object({ attrName: z.string(), value: z.string() })),
  newBillId: idString.nullable(),
  newBillCode: z.string().nullable(),
  newBillStatus: z.number().int().nullable(),
  newBillStatusName: z.string().nullable(),
});

/** A line of the transfer log (spec 2 §3: createTime, operatorType, operateType). */
export const transferLogRow = z.object({
  id: idString,
  createTime: dateTimeText,
  operatorType: z.number().int(),
  operatorTypeName: z.string(),
  operatorName: z.string().nullable(),
  operateType: z.string(),
  /** a rejection's reason, shown with its line */
  remark: z.string().nullable(),
});

export const transferRecord = z.object({
  id: idString,
  contractId: idString,
  contractCode: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  auditStatus: z.number().int(),
  auditStatusName: z.string(),
  auditFailDescr: z.string().nullable(),
  warehouseRejectDescr: z.string().nullable(),
  freeAgreement: z.string(),
  otherDesc: z.string(),
  shipperId: idString,
  shipperName: z.string(),
  buyerId: idString,
  buyerName: z.string(),
  warehouseUnitId: idString,
  warehouseName: z.string(),
  billCount: z.number().int(),
  createTime: dateTimeText,
  updateTime: dateTimeText,
  finishTime: dateTimeText,
});
export type TransferRecord = z.infer<typeof transferRecord>;

/**
 * What the review asks the platform to have checked (spec 3 §5 Transfer audit: 货款、平台服务费的支付情况): each
 * party's share of the platform fee with its status (0 unpaid, 1 paid, 2 not needed) and trade payment (20: a voucher
 * still waiting for the platform's confirmation), and whether the supplier confirmed the goods money.
 */
export const transferFees = z.object({
  shipperServiceAmount: decimalText,
  shipperServiceStatus: z.number().int(),
  shipperTradePayStatus: z.number().int(),
  buyerServiceAmount: decimalText,
  buyerServiceStatus: z.number().int(),
  buyerTradePayStatus: z.number().int(),
  goodsMoneyStatus: z.number().int(),
});
export type TransferFees = z.infer<typeof transferFees>;

export const transferDetail = transferRecord.extend({
  /** the warehouse location: region names and the address of the warehouse enterprise */
  warehouseAddress: z.string(),
  totalAmount: decimalText,
  fees: transferFees,
  goods: z.array(transferGoodsRow),
  logs: z.array(transferLogRow),
  /** what the caller may do now (the same table the server moves by) */
  actions: z.object({
    reapply: z.boolean(),
    audit: z.boolean(),
    warehouseConfirm: z.boolean(),
    warehouseReject: z.boolean(),
    /** the new receipts wait for this caller's signature: open the contract's batch-sign screen */
    batchSign: z.boolean(),
  }),
});
export type TransferDetail = z.infer<typeof transferDetail>;

/**
 * GET ple/transfer/byContract: what the contract's transfer dialog and card show — the dialog's heads (warehouse
 * location, previous and new holder, the goods) and the current application when there is one.
 */
export const contractTransferAnswer = z.object({
  contractId: idString,
  contractCode: z.string(),
  canApply: z.boolean(),
  /** why the supplier cannot apply now (null when it can, or when the caller is not the supplier) */
  blockedReason: z.string().nullable(),
  warehouseName: z.string(),
  warehouseAddress: z.string(),
  shipperName: z.string(),
  buyerName: z.string(),
  goods: z.array(transferGoodsRow),
  transfer: transferDetail.nullable(),
});
export type ContractTransferAnswer = z.infer<typeof contractTransferAnswer>;

/** POST ple/bill/addBatchSign (spec 3 §7 contract batch sign: shipperId and ids) and upBillSignStatus (id). */
export const addBatchSignBody = z.object({
  shipperId: idField.optional(),
  /** the receipts (comma-joined or an array); the contract's new receipts when absent */
  ids: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v == null ? [] : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)))
    .pipe(z.array(z.string().regex(/^\d{1,19}$/, 'id 格式错误')).max(1000)),
  contractId: idField.optional(),
  token: lineText('二维码').trim().max(64).optional(),
});
export const upBillSignStatusBody = z.object({ id: idField });
export const upBillSignStatusAnswer = z.object({
  transferId: idString.nullable(),
  status: z.number().int().nullable(),
  statusName: z.string(),
  totalNum: z.number().int(),
  finishNum: z.number().int(),
});

/** Live event to the parties' open pages when a transfer moves. */
export const TRANSFER_STATUS_EVENT = 'transfer.status';
export type TransferStatusEvent = { id: string; contractId: string; status: number };
