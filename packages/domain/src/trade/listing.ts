import { z } from 'zod';
import { idField } from '../shared/ids';
import { defineMachine, type MoveOf } from '../shared/machine';
import type { StatusTone } from '../shared/status-tone';
import { lineText, multilineText } from '../shared/text';
import { amountField, figureMessages, optionalFigure, priceField, tradeAttrList } from './figures';

/**
 * Listed goods (上架货物 / 挂牌货物, spec 2 §5 "listed goods", spec 3 §2 `/trade/goodsAudit?id=`): a supplier lists
 * goods of a category from one of its receipts in effect or from its own stock; the platform audits each
 * listing; an approved one is on the shelf (the front goods page, contract wizard step 2) until taken off.
 * There is no draft: saving submits the listing for audit, as a contract only ever takes audited goods.
 */

/** The listing status (kc_trade_goods.status; `auditStatus` in the API). */
export const ListingStatus = { awaitingAudit: 1, approved: 2, rejected: 3, offShelf: 4 } as const;
export type ListingStatusValue = (typeof ListingStatus)[keyof typeof ListingStatus];

export const listingStatusLabels: Record<ListingStatusValue, string> = {
  1: '待审核',
  2: '已上架',
  3: '审核驳回',
  4: '已下架',
};

export const listingStatusTones: Record<ListingStatusValue, StatusTone> = {
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'default',
};

export const listingStatusLabel = (status: number) => listingStatusLabels[status as ListingStatusValue] ?? '';

export const listingStatusOptions = (Object.keys(listingStatusLabels) as unknown as ListingStatusValue[]).map((k) => ({
  value: Number(k) as ListingStatusValue,
  label: listingStatusLabels[k],
}));

/** Where the goods are: 0 one of the supplier's receipts in effect (its figures and attributes), 1 own stock. */
export const ListingSource = { receipt: 0, ownStock: 1 } as const;
export type ListingSourceValue = (typeof ListingSource)[keyof typeof ListingSource];
export const listingSourceLabels: Record<ListingSourceValue, string> = { 0: '仓单', 1: '自有库存' };

/**
 * Every status move of a listing, declared once: the supplier (the listing's own enterprise, a shipper) edits a
 * waiting listing or submits a rejected one again (3 → 1), the platform operator passes (2) or rejects (3) a
 * waiting one, and the supplier takes an approved one off the shelf (4). The audit trail keeps its words
 * ('off_shelf' for the last).
 */
export const listingMachine = defineMachine({
  objectType: 'trade_goods',
  statuses: ListingStatus,
  moves: {
    edit: { from: [ListingStatus.awaitingAudit], to: ListingStatus.awaitingAudit, by: ['shipper'] },
    resubmit: { from: [ListingStatus.rejected], to: ListingStatus.awaitingAudit, by: ['shipper'] },
    pass: { from: [ListingStatus.awaitingAudit], to: ListingStatus.approved, by: ['platform'] },
    reject: { from: [ListingStatus.awaitingAudit], to: ListingStatus.rejected, by: ['platform'] },
    offShelf: { from: [ListingStatus.approved], to: ListingStatus.offShelf, by: ['shipper'] },
  },
});
export type ListingMove = MoveOf<typeof listingMachine>;

/**
 * Removal is no status move (the row is deleted): the supplier removes a listing that is not on the shelf, so an
 * approved one is taken off first.
 */
export const LISTING_REMOVABLE: readonly ListingStatusValue[] = [
  ListingStatus.awaitingAudit,
  ListingStatus.rejected,
  ListingStatus.offShelf,
];

/** What a list row or a page offers: saving (a new listing too), the machine's moves, removal. */
export type ListingMoveName = 'save' | 'pass' | 'reject' | 'offShelf' | 'remove';

/** The move saving an existing listing makes: a rejected one is submitted again, a waiting one edited. */
export const listingSaveMove = (status: number): ListingMove =>
  status === ListingStatus.rejected ? 'resubmit' : 'edit';

/** Whether a listing at `status` (null: not yet saved) allows the move, asked of listingMachine. */
export const listingAllows = (move: ListingMoveName, status: number | null | undefined) => {
  if (move === 'remove') return status != null && (LISTING_REMOVABLE as readonly number[]).includes(status);
  if (move === 'save') return status == null || listingMachine.can(listingSaveMove(status), status);
  return listingMachine.can(move, status);
};

/** The statuses a move starts from (for the guarded UPDATE). */
export const listingMoveFrom = (move: ListingMoveName): readonly ListingStatusValue[] =>
  move === 'remove'
    ? LISTING_REMOVABLE
    : move === 'save'
      ? [...listingMachine.fromOf('edit'), ...listingMachine.fromOf('resubmit')]
      : listingMachine.fromOf(move);

/** A listing is on the shelf (front goods page, contract wizard) only once approved. */
export const isOnShelf = (status: number) => status === ListingStatus.approved;

/**
 * A receipt is listed at most once at a time: a listing waiting, approved or rejected holds it; taking it off
 * the shelf or removing it frees the receipt for a new listing.
 */
export const RECEIPT_HOLDING_STATUSES: readonly ListingStatusValue[] = [
  ListingStatus.awaitingAudit,
  ListingStatus.approved,
  ListingStatus.rejected,
];

/** The audit answer: 2 pass (已上架), 3 reject (审核驳回). */
export const ListingAudit = { pass: ListingStatus.approved, reject: ListingStatus.rejected } as const;

export const listingMessages = {
  materialRequired: '请选择货物类别',
  materialMissing: '货物类别不存在或已停用，请重新选择',
  sourceRequired: '请选择货物来源',
  receiptRequired: '请选择仓单！',
  receiptUnusable: '仓单不存在或不是本企业已生效的仓单，请重新选择',
  receiptMaterialMismatch: '仓单的货物类别与所选类别不一致',
  receiptListed: '该仓单已有上架货物，请先下架或删除后再上架',
  receiptNoLongerInEffect: '该货物的仓单已不是供方已生效的仓单，不能审核通过',
  nameRequired: '请填写货物名称',
  nameMax: '货物名称最多100个字符',
  remarkMax: '备注最多200个字符',
  attrUnknown: (attrCode: string) => `属性 [${attrCode}] 不是该类别的交易属性`,
  auditStatusRequired: '请选择审核状态',
  opinionRequired: '审核驳回必须填写审核意见!',
  opinionMax: '审核意见最多200个字符',
  notEditable: '只有待审核或审核驳回的上架货物可以修改，请刷新后重试',
  notAwaitingAudit: '该上架货物不是待审核状态，请刷新后重试',
  notOnShelf: '只有已上架的货物可以下架，请刷新后重试',
  notRemovable: '已上架的货物不能删除，请先下架',
  notPlatform: '只有平台运营方可以审核上架货物',
  noEnterprise: '当前账号未关联企业，不能办理挂牌业务',
  notOwnEnterprise: '只能查询本企业的上架货物',
  confirmOffShelf: '确定下架该货物？下架后不能再用于新合同。',
  confirmSave: '确定提交？提交后等待平台审核。',
} as const;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blankToUndefined = (v: unknown) => {
  const t = trimmed(v);
  return t === '' || t == null ? undefined : t;
};

const requiredId = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v == null ? undefined : String(v).trim()),
    z.string({ error: message }).regex(/^\d{1,19}$/, message),
  );

const choice = <const T extends readonly number[]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' || v == null ? undefined : Number(v)), z.literal(values, { error: message }));

/** The listing's name: required, at most 100. */
export const listingName = z.preprocess(
  trimmed,
  lineText('货物名称', { error: listingMessages.nameRequired })
    .min(1, listingMessages.nameRequired)
    .max(100, listingMessages.nameMax),
);

export const listingRemark = z.preprocess(
  blankToUndefined,
  multilineText('备注').max(200, listingMessages.remarkMax).optional(),
);

/**
 * POST trade/goods/save: a new listing (no id) or an edit of one waiting for audit or rejected; either way it
 * (re)enters the audit (1). From a receipt (source 0) the receipt's weight, quantity, units and attribute values
 * are taken and the figures sent are ignored; from own stock (1) weight and quantity are required.
 */
export const listingSaveBody = z
  .object({
    id: z.preprocess(blankToUndefined, idField.optional()),
    materialId: requiredId(listingMessages.materialRequired),
    source: choice([ListingSource.receipt, ListingSource.ownStock], listingMessages.sourceRequired),
    billId: z.preprocess(blankToUndefined, idField.optional()),
    name: listingName,
    attrs: tradeAttrList,
    price: priceField,
    totalWeight: optionalFigure(amountField),
    totalQuantity: optionalFigure(amountField),
    remark: listingRemark,
  })
  .superRefine((v, ctx) => {
    if (v.source === ListingSource.receipt) {
      if (!v.billId) ctx.addIssue({ code: 'custom', message: listingMessages.receiptRequired, path: ['billId'] });
      return;
    }
    for (const key of ['totalWeight', 'totalQuantity'] as const) {
      if (v[key] === undefined) ctx.addIssue({ code: 'custom', message: figureMessages.amountInvalid, path: [key] });
    }
  });
export type ListingSaveBody = z.infer<typeof listingSaveBody>;

/** The opinion: at most 200, required to reject. */
export const listingAuditOpinion = z.preprocess(
  blankToUndefined,
  multilineText('审核意见').max(200, listingMessages.opinionMax).optional(),
);

/** POST trade/goods/audit: 2 pass, 3 reject ('审核驳回必须填写审核意见!' without an opinion). */
export const listingAuditBody = z
  .object({
    id: idField,
    auditStatus: choice([ListingAudit.pass, ListingAudit.reject], listingMessages.auditStatusRequired),
    auditOpinion: listingAuditOpinion,
  })
  .superRefine((v, ctx) => {
    if (v.auditStatus === ListingAudit.reject && !v.auditOpinion)
      ctx.addIssue({ code: 'custom', message: listingMessages.opinionRequired, path: ['auditOpinion'] });
  });
export type ListingAuditBody = z.infer<typeof listingAuditBody>;

/** POST trade/goods/offShelf. */
export const listingIdBody = z.object({ id: idField });
