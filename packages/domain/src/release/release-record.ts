import { z } from 'zod';
import { DgeCcbStatus, type DgeCcbStatusValue } from '../finance/status';
import { dateTimeText, decimalText, idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { lineText, multilineText } from '../shared/text';
import { ReleaseStatus, type ReleaseStatusValue } from './release';

/**
 * The release record (解押记录; spec 3 §2 Release detail, §3 Release (unpledge) record, §4 Release status, §7
 * Release and pick-up): what the bank's release instruction creates, its answers and refusals.
 */

/** SSE: a release changed (its parties' users and the operators hear it). */
export const RELEASE_STATUS_EVENT = 'release.status';
export type ReleaseStatusEvent = { id: string; status: number; what: string };

/**
 * The receipt's pledge status (dgeCcbStatus, spec 3 §4 Bank pledge status) while a release holds it, one reading per
 * release status. The labels decide, not the order of the numbers: the release is reviewed by the platform (10) and
 * then the warehouse (20) (spec 3 §4 Release status), so its receipts read 100 待平台解押审核 before 90
 * 待仓库解押审核; once the warehouse passed, the seals: 101 待货主解押签章, then 111 待仓库解押签章 (the signing step
 * moves it there; 110 解押审核通过 is the other reading of the same moment and is not written), 112 待解押反馈 once
 * both sealed, 120 解押反馈完成 once fed back. A release waiting for its tray split (5) is on its way to the
 * platform's review (100); a rejected one (21 by the platform, 11 by the warehouse) keeps the reading of the review
 * that rejected it until the shipper resubmits; a void one gives its receipts back to the pledge (80).
 */
export const releaseDgeCcbStatus: Record<ReleaseStatusValue, DgeCcbStatusValue> = {
  [ReleaseStatus.void]: DgeCcbStatus.pledgePushed,
  [ReleaseStatus.awaitingTraySplit]: DgeCcbStatus.awaitingPlatformRelease,
  [ReleaseStatus.awaitingPlatform]: DgeCcbStatus.awaitingPlatformRelease,
  [ReleaseStatus.rejectedByPlatform]: DgeCcbStatus.awaitingPlatformRelease,
  [ReleaseStatus.awaitingWarehouse]: DgeCcbStatus.awaitingWarehouseRelease,
  [ReleaseStatus.rejectedByWarehouse]: DgeCcbStatus.awaitingWarehouseRelease,
  [ReleaseStatus.warehousePassed]: DgeCcbStatus.awaitingOwnerReleaseSeal,
  [ReleaseStatus.awaitingPickupFeedback]: DgeCcbStatus.awaitingReleaseFeedback,
  [ReleaseStatus.pickupFed]: DgeCcbStatus.releaseFed,
};

/** signStatus of a release (its seals; the signing step writes it): 0 not started. */
export const ReleaseSignStatus = { none: 0, shipperSigned: 1, bothSigned: 2 } as const;
export const releaseSignStatusLabels: Record<number, string> = { 0: '未签章', 1: '货主已签章', 2: '已签章' };
/** payStatus labels (spec 3 §4 Service-fee payment). */
export const releasePayStatusLabels: Record<number, string> = { 0: '未支付', 1: '已支付', 2: '无需支付' };

/** The pick-up feedback's push to the bank (like the pledge push): 0 not yet, 1 accepted by the bank. */
export const ReleaseFeedbackState = { pending: 0, fed: 1 } as const;

export const releaseMessages = {
  auditStatus: '请选择审核结果',
  rejectReason: '请输入驳回意见',
  rejectReasonLength: '驳回意见不能超过50个字符',
} as const;

export const releaseRefusals = defineRefusals('release', {
  notFound: [404, '解押记录不存在或无权查看'],
  notPlatform: [403, '只有平台运营方可以审核解押'],
  notWarehouse: [403, '只有仓单所在仓库可以审核解押'],
  notFeedbackSide: [403, '只有平台运营方可以反馈提货'],
  /** spec 3 §4: 平台审核 only once the trays are split and the service fee notified and paid (or not needed) */
  platformAuditHidden: [409, '托盘尚未拆分或服务费尚未缴纳，暂不能审核'],
  statusChanged: [409, '解押记录状态已变化，请刷新后重试'],
  noticeMissing: [404, '银行未提供提货通知书'],
});

/** {id} of one release. */
export const releaseIdQuery = z.object({ id: idField });
export const releaseIdBody = z.object({ id: idField });

/** A rejection's reason (驳回意见; spec 3 §9: at most 50 characters), for the dialog's rules. */
export const releaseRejectReason = multilineText('驳回意见', { error: releaseMessages.rejectReason })
  .trim()
  .min(1, releaseMessages.rejectReason)
  .max(50, releaseMessages.rejectReasonLength);

/** The platform's and the warehouse's review: pass, or reject with a reason (spec 3 §9: at most 50 characters). */
export const releaseAuditBody = z
  .object({
    id: idField,
    status: z.enum(['pass', 'reject'], { error: releaseMessages.auditStatus }),
    descr: multilineText('驳回意见', { error: releaseMessages.rejectReason })
      .trim()
      .max(50, releaseMessages.rejectReasonLength)
      .optional()
      .nullable(),
  })
  .refine((b) => b.status === 'pass' || (b.descr ?? '').length > 0, {
    message: releaseMessages.rejectReason,
    path: ['descr'],
  });

export const releasePageQuery = pageQuery.extend({
  code: lineText('解押编号').trim().max(50).optional(),
  thCode: lineText('提货单号').trim().max(50).optional(),
  status: z.coerce.number().int().min(0).max(99).optional(),
  applyId: idField.optional(),
});

/** A release's move answers the release as it now stands. */
export const releaseMoveAnswer = z.object({
  id: idString,
  status: z.number(),
  statusName: z.string(),
  descr: z.string().nullable(),
});

/** One receipt of a release (spec 3 §3 Release receipt row). */
export const releaseBillRow = z.object({
  id: idString,
  oldWrInfoId: idString,
  oldWrInfoCode: z.string(),
  /** '01' the whole receipt, '02' a part of it */
  takeGoodType: z.string(),
  takeGoodTypeName: z.string(),
  /** trays to release */
  number: z.number().nullable(),
  /** weight to release */
  weight: decimalText,
  quantity: decimalText.nullable(),
  /** the pledged receipt's own figures */
  totalWeight: decimalText,
  totalQuantity: decimalText,
  materialName: z.string(),
  weightUnitName: z.string(),
  numberUnitName: z.string(),
  /** the successors once split: the part that leaves and the pledged remainder */
  leaveWrInfoId: idString.nullable(),
  leaveWrInfoCode: z.string().nullable(),
  remainWrInfoId: idString.nullable(),
  remainWrInfoCode: z.string().nullable(),
  dgeCcbStatus: z.number(),
  dgeCcbStatusName: z.string(),
  /** the receipt's own status now (the pick-up needs every listed receipt at 1) */
  billStatus: z.number().nullable(),
  billStatusName: z.string(),
});

/** A release in a list. */
export const releaseRecord = z.object({
  id: idString,
  releaseCode: z.string(),
  /** spec 3 §3: `code` is the financing application's code */
  code: z.string(),
  applyId: idString,
  financeAppId: z.string().nullable(),
  instructionNo: z.string(),
  thCode: z.string().nullable(),
  takeGoodCode: z.string().nullable(),
  takeGoodTime: z.string().nullable(),
  status: z.number(),
  statusName: z.string(),
  payStatus: z.number().nullable(),
  serviceAmountStatus: z.number().nullable(),
  signStatus: z.number(),
  traySplitStatus: z.number().nullable(),
  shipperName: z.string(),
  warehouseCompanyName: z.string(),
  bankName: z.string(),
  /** the receipts joined with '、' */
  billCodes: z.string(),
  createTime: dateTimeText,
});

/** What the caller may do on the detail page now (the page adds the permission keys). */
export const releaseActions = z.object({
  platformAudit: z.boolean(),
  warehouseAudit: z.boolean(),
  pickupFeedback: z.boolean(),
  traySplit: z.boolean(),
});

export const releaseDetail = releaseRecord.extend({
  traySplitType: z.number().nullable(),
  exceedStatus: z.number().nullable(),
  dest: z.string().nullable(),
  descr: z.string().nullable(),
  takeGoodNoticeFile: idString.nullable(),
  feedbackState: z.number(),
  feedbackError: z.string().nullable(),
  fedAt: dateTimeText,
  /** spec 3 §3 bcFinanceApply: the financing application (its fee's payStatus, loan) — figures redacted for finance_warehouse */
  bcFinanceApply: z.object({
    id: idString,
    code: z.string(),
    status: z.number(),
    statusName: z.string(),
    payStatus: z.number().nullable().optional(),
    loanMoney: decimalText.nullable().optional(),
    loanCurrency: z.string().nullable().optional(),
    repaidMoney: decimalText.nullable().optional(),
    registrationNo: z.string().nullable(),
  }),
  /** spec 3 §3 bcTradePay: the release's own service-fee payment */
  bcTradePay: z.object({ payStatus: z.number().nullable() }),
  billList: z.array(releaseBillRow),
  /** the outbound orders its pick-ups created (spec 3 §4 Pick-up; §2 → /outputs/outputDetails) */
  outputs: z.array(z.object({ id: idString, code: z.string(), status: z.number(), statusName: z.string() })),
  sides: z.array(z.string()),
  redacted: z.boolean(),
  actions: releaseActions,
});

/** splitBillsByBilId: the split situation of one receipt row (its origin and successors). */
export const releaseSplitRow = z.object({
  wrInfoId: idString,
  wrInfoCode: z.string(),
  role: z.enum(['origin', 'leave', 'remain']),
  roleName: z.string(),
  totalWeight: decimalText,
  totalQuantity: decimalText,
  status: z.number(),
  statusName: z.string(),
});

/** repaymentsByGoodsId: the application's repayments (spec 3 §3 Repayment). */
export const releaseRepaymentRow = z.object({
  id: idString,
  applyNo: z.string(),
  repaymentPrincipal: decimalText,
  repaymentMoney: decimalText,
  repaymentCurrency: z.string().nullable(),
  applyDate: z.string().nullable(),
  repaymentDate: z.string(),
  interestInfo: z.string().nullable(),
});

/** prePickupBillList: the receipts the pick-up will take (the leaving parts, or the whole receipts released). */
export const prePickupBillRow = z.object({
  wrInfoId: idString,
  wrInfoCode: z.string(),
  takeGoodType: z.string(),
  materialName: z.string(),
  totalWeight: decimalText,
  totalQuantity: decimalText,
  status: z.number(),
  statusName: z.string(),
});

export const takeGoodPdfAnswer = z.object({ extractPdfBase64: z.string(), fileName: z.string(), mime: z.string() });
