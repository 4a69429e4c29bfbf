import Decimal from 'decimal.js';
import { z } from 'zod';
import { dateTimeText, decimalText, idString } from '../shared/envelope';
import { defaultErrorMessage, defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { lineText, multilineText } from '../shared/text';
import { DisassembleStatus } from './status';

/**
 * WMS bill split (WMS拆单, billDisassemble; spec 3 §2, §3, §4, §5, §7, §8): the applicant chooses a WMS platform,
 * one receipt in effect and some of its containers; three reviews; at 40 the receipt is replaced by the chosen
 * containers' receipt and the remainder's, which the three parties batch-sign.
 */
export const disassembleMessages = {
  platformRequired: '请选择WMS平台',
  containersRequired: '请选择WMS仓单、箱号',
  auditResultRequired: '请选择审核结果',
  descrRequired: '请填写驳回意见',
  descrMax: '驳回意见最多50个字符',
  submitStatusInvalid: '提交状态有误',
  oneBill: '每次只能拆分一张仓单',
  allContainers: '不能选择仓单的全部箱号，请至少保留一个箱号在原仓单',
  containerNotOfBill: '所选箱号不属于该仓单',
  billNotInEffect: '只有已生效的仓单可以拆单',
  billTooFewContainers: '仓单至少包含两个箱号才能拆单',
  billHeld: '所选仓单正在其他业务中（合同、质押、过户、移库、解押、出库或拆单），无法拆单',
  billNotOfPlatform: '所选仓单不属于所选WMS平台',
  notApplicant: '只能为本企业持有或保管的仓单拆单',
  notEditable: '当前状态不可修改，请刷新后重试',
  notAwaitingReview: '拆单不是待您审核的状态，请刷新后重试',
  notVoidable: '只有草稿或被驳回的拆单可以作废',
  notRemovable: '只有草稿或已作废的拆单可以删除',
  notCompleted: '拆单尚未完成，无法签章',
  confirmPass: '确定审核通过？通过后原仓单将作废，并按箱号签发新仓单。',
} as const;

export const disassembleRefusals = defineRefusals('disassemble', {
  notApplicant: [403, disassembleMessages.notApplicant],
  /** Another party's review: only the receipt's holder, the platform, the receipt's warehouse review at their step. */
  notReviewer: [403, defaultErrorMessage[403]],
  notFound: [404, '拆单不存在'],
  billNotFound: [404, '仓单不存在'],
  billNotInEffect: [409, disassembleMessages.billNotInEffect],
  billHeld: [409, disassembleMessages.billHeld],
  billTooFewContainers: [409, disassembleMessages.billTooFewContainers],
  billNotOfPlatform: [400, disassembleMessages.billNotOfPlatform],
  allContainers: [400, disassembleMessages.allContainers],
  containerNotOfBill: [400, disassembleMessages.containerNotOfBill],
  notEditable: [409, disassembleMessages.notEditable],
  notAwaitingReview: [409, disassembleMessages.notAwaitingReview],
  notVoidable: [409, disassembleMessages.notVoidable],
  notRemovable: [409, disassembleMessages.notRemovable],
  notCompleted: [409, disassembleMessages.notCompleted],
});

const blank = (v: unknown) => v === '' || v === null || v === undefined;
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const optionalId = z.preprocess((v) => (blank(v) ? undefined : String(v).trim()), idField.optional());
/** A comma list of ids (or an array), as the spec's billIds and containerIds. */
const commaIds = (message: string) =>
  z.preprocess(
    (v) =>
      blank(v) ? [] : (Array.isArray(v) ? v.map(String) : String(v).split(',')).map((s) => s.trim()).filter(Boolean),
    z.array(z.string().regex(/^\d{1,19}$/, message), { error: message }).max(500, message),
  );

/** The WMS platform (dictionary thirdwms_enterprise's key, as the container apply's warehouseUnitId). */
const warehouseUnitField = z.preprocess(
  (v) => (blank(trimmed(v)) ? undefined : String(trimmed(v))),
  lineText('WMS平台', { error: disassembleMessages.platformRequired })
    .min(1, disassembleMessages.platformRequired)
    .max(20),
);

/**
 * POST billDisassemble/submit (spec 3 §7): warehouseUnitId, id when resubmitting, status 1 (save) or 10 (submit),
 * billIds and containerIds as comma strings. One receipt only (§5: ticking a second replaces the first).
 */
export const disassembleSubmitBody = z
  .object({
    id: optionalId,
    warehouseUnitId: warehouseUnitField,
    status: z.preprocess(
      (v) => (blank(v) ? undefined : Number(v)),
      z.literal([DisassembleStatus.draft, DisassembleStatus.awaitingShipper], {
        error: disassembleMessages.submitStatusInvalid,
      }),
    ),
    billIds: commaIds(disassembleMessages.containersRequired),
    containerIds: commaIds(disassembleMessages.containersRequired),
  })
  .superRefine((v, ctx) => {
    if (v.billIds.length === 0 || v.containerIds.length === 0)
      ctx.addIssue({ code: 'custom', message: disassembleMessages.containersRequired, path: ['containerIds'] });
    else if (new Set(v.billIds).size > 1)
      ctx.addIssue({ code: 'custom', message: disassembleMessages.oneBill, path: ['billIds'] });
  });
export type DisassembleSubmitBody = z.infer<typeof disassembleSubmitBody>;

/**
 * POST billDisassemble/auditShipper, auditPlatform, auditWarehouse (id, status, descr): status is where the review
 * sends the split (the pass or the reject target of that party: 20/11, 30/21, 40/31); descr required on a rejection.
 */
export const disassembleAuditBody = z
  .object({
    id: idField,
    status: z.preprocess(
      (v) => (blank(v) ? undefined : Number(v)),
      z.number({ error: disassembleMessages.auditResultRequired }).int(disassembleMessages.auditResultRequired),
    ),
    descr: z.preprocess(
      (v) => (blank(trimmed(v)) ? undefined : trimmed(v)),
      multilineText('驳回意见').max(50, disassembleMessages.descrMax).optional(),
    ),
  })
  .superRefine((v, ctx) => {
    const rejects: number[] = [
      DisassembleStatus.shipperRejected,
      DisassembleStatus.platformRejected,
      DisassembleStatus.warehouseRejected,
    ];
    if (rejects.includes(v.status) && !v.descr)
      ctx.addIssue({ code: 'custom', message: disassembleMessages.descrRequired, path: ['descr'] });
  });
export type DisassembleAuditBody = z.infer<typeof disassembleAuditBody>;

/** GET billDisassemble/listByPage. */
export const disassembleListQuery = pageQuery.extend({
  applyCode: z.preprocess((v) => (blank(v) ? undefined : v), lineText('拆单编号').trim().max(50).optional()),
  status: z.preprocess((v) => (blank(v) ? undefined : v), z.coerce.number().int().optional()),
});

/** GET billDisassemble/selectBillListByPage (size, current, warehouseUnitId, disassembleId, code, caseNumber). */
export const disassembleBillQuery = pageQuery.extend({
  warehouseUnitId: z.preprocess((v) => (blank(v) ? undefined : String(v)), lineText('WMS平台').max(20).optional()),
  disassembleId: optionalId,
  code: z.preprocess((v) => (blank(v) ? undefined : v), lineText('仓单编号').trim().max(50).optional()),
  caseNumber: z.preprocess((v) => (blank(v) ? undefined : v), lineText('箱号').trim().max(64).optional()),
});

/** GET billDisassemble/selectContainerListByBillId (size, current, warehouseUnitId, billId). */
export const disassembleContainerQuery = pageQuery.extend({
  warehouseUnitId: z.preprocess((v) => (blank(v) ? undefined : String(v)), lineText('WMS平台').max(20).optional()),
  billId: idField,
});

/** POST billDisassemble/upDisassembleSignStatus (disassembleId). */
export const disassembleSignStatusBody = z.object({ disassembleId: idField });

// --- answers ---

/** A row of the split list (and the detail's billDisassemble, spec 3 §3). */
export const disassembleRecord = z.object({
  id: idString,
  applyCode: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  signStatus: z.number().int(),
  signStatusName: z.string(),
  descr: z.string().nullable(),
  warehouseUnitId: z.string(),
  warehouseUnitName: z.string(),
  billIds: z.string(),
  containerIds: z.string(),
  oldWrInfoCode: z.string(),
  cargoOwnerId: idString,
  cargoOwnerName: z.string().nullable(),
  warehouseId: idString,
  warehouseName: z.string().nullable(),
  applicantId: idString,
  applicantName: z.string().nullable(),
  createTime: dateTimeText,
});
export type DisassembleRecord = z.infer<typeof disassembleRecord>;

/** One new receipt of a completed split (the result table, links to /ple?id=). */
export const disassembleBillRow = z.object({
  id: idString,
  code: z.string(),
  materialName: z.string(),
  totalWeight: decimalText,
  weightUnit: z.string(),
  totalQuantity: decimalText,
  numberUnit: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  /** the chosen containers' receipt (1) or the remainder's (2) */
  group: z.number().int(),
  caseNumbers: z.string(),
});
export type DisassembleBillRow = z.infer<typeof disassembleBillRow>;

/** A receipt the form offers (selectBillListByPage). */
export const disassembleBillChoice = z.object({
  id: idString,
  code: z.string(),
  materialName: z.string(),
  totalWeight: decimalText,
  totalQuantity: decimalText,
  weightUnitName: z.string(),
  numberUnitName: z.string(),
  cargoOwnerName: z.string().nullable(),
  warehouseName: z.string().nullable(),
  containerCount: z.number().int(),
  caseNumbers: z.string(),
});
export type DisassembleBillChoice = z.infer<typeof disassembleBillChoice>;

/** A container of a receipt (selectContainerListByBillId), its figures the sums of its trays on the receipt. */
export const disassembleContainerRow = z.object({
  id: idString,
  caseNumber: z.string(),
  billId: idString,
  trayCounts: z.number().int(),
  totalWeight: decimalText,
  totalNum: decimalText,
  materialNames: z.string().nullable(),
  actualWarehousTime: dateTimeText,
});
export type DisassembleContainerRow = z.infer<typeof disassembleContainerRow>;

/** GET billDisassemble/detail (spec 3 §3, §7: billDisassemble, disassembleBillList, oldWrInfoCode). */
export const disassembleDetail = z.object({
  billDisassemble: disassembleRecord,
  disassembleBillList: z.array(disassembleBillRow),
  oldWrInfoCode: z.string(),
  /** the chosen containers (the form's selection) */
  containerList: z.array(disassembleContainerRow),
  /** what the caller may do now */
  actions: z.object({
    edit: z.boolean(),
    void: z.boolean(),
    review: z.enum(['shipper', 'platform', 'warehouse']).nullable(),
    sign: z.boolean(),
  }),
});
export type DisassembleDetail = z.infer<typeof disassembleDetail>;

export const disassembleMoveAnswer = z.object({ id: idString, status: z.number().int(), applyCode: z.string() });

// --- figures ---

/** Σ of decimal strings, exact (numeric columns), two decimals. */
export const sumDecimals = (values: readonly string[]) =>
  values.reduce((acc, v) => acc.plus(new Decimal(v)), new Decimal(0)).toFixed(2);

/**
 * The two groups' figures (spec 3 §4 conservation): the chosen containers' receipt carries the sum of their trays'
 * shares; the remainder the origin less that, so the two add up to the origin to the last decimal. Null when either
 * group would be empty or not positive in weight.
 */
export const splitFigures = (
  origin: { totalWeight: string; totalQuantity: string },
  chosen: readonly { weight: string; num: string }[],
) => {
  const w = new Decimal(sumDecimals(chosen.map((t) => t.weight)));
  const q = new Decimal(sumDecimals(chosen.map((t) => t.num)));
  const restW = new Decimal(origin.totalWeight).minus(w);
  const restQ = new Decimal(origin.totalQuantity).minus(q);
  if (w.lte(0) || restW.lte(0) || q.lt(0) || restQ.lt(0)) return null;
  return {
    chosen: { totalWeight: w.toFixed(2), totalQuantity: q.toFixed(2) },
    remainder: { totalWeight: restW.toFixed(2), totalQuantity: restQ.toFixed(2) },
  };
};
