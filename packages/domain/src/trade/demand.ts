import { z } from 'zod';
import { idField } from '../shared/ids';
import { defineMachine } from '../shared/machine';
import type { StatusTone } from '../shared/status-tone';
import { lineText } from '../shared/text';
import { formatDate, parseDateTime } from '../shared/time';
import { amountField, optionalFigure, priceField, tradeAttrList } from './figures';
import { listingName, listingRemark } from './listing';

/**
 * Buyers' demands (求购, spec 3 §2 `/trade/demand?id=`): a buyer posts what it wants to buy (category, attributes,
 * weight or quantity, an optional price, a contact) until a date; suppliers and the platform see the open ones.
 * A demand is open (1) until its buyer closes it (2); past its date it is shown as expired and no longer listed
 * for others.
 */
export const DemandStatus = { open: 1, closed: 2 } as const;
export type DemandStatusValue = (typeof DemandStatus)[keyof typeof DemandStatus];

export const demandStatusLabels: Record<DemandStatusValue, string> = { 1: '发布中', 2: '已关闭' };
export const demandStatusTones: Record<DemandStatusValue, StatusTone> = { 1: 'success', 2: 'default' };
export const demandStatusLabel = (status: number) => demandStatusLabels[status as DemandStatusValue] ?? '';

/** The label an open demand past its date reads (the stored status stays 1). */
export const DEMAND_EXPIRED_LABEL = '已过期';

/** Every status move of a demand, all by its buyer, declared once: edit while open, close (1 → 2). */
export const demandMachine = defineMachine({
  objectType: 'trade_demand',
  statuses: DemandStatus,
  moves: {
    edit: { from: [DemandStatus.open], to: DemandStatus.open, by: ['buyer'] },
    close: { from: [DemandStatus.open], to: DemandStatus.closed, by: ['buyer'] },
  },
});

/** Removal is no status move (the row is deleted): the buyer removes an open or a closed demand. */
export const DEMAND_REMOVABLE: readonly DemandStatusValue[] = [DemandStatus.open, DemandStatus.closed];

/** What a list row or a page offers: saving (publishing a new demand, or editing), closing, removal. */
export type DemandMoveName = 'save' | 'close' | 'remove';

/** Whether a demand at `status` (null: not yet saved) allows the move, asked of demandMachine. */
export const demandAllows = (move: DemandMoveName, status: number | null | undefined) => {
  if (move === 'remove') return status != null && (DEMAND_REMOVABLE as readonly number[]).includes(status);
  if (move === 'save') return status == null || demandMachine.can('edit', status);
  return demandMachine.can(move, status);
};

/** Today in Asia/Shanghai, `yyyy-MM-dd`. */
export const todayText = (now = new Date()) => formatDate(now)!;

/** An open demand whose valid-until date has passed. */
export const isDemandExpired = (d: { status: number; validUntil: string | null }, today = todayText()) =>
  d.status === DemandStatus.open && d.validUntil != null && d.validUntil < today;

/** Open and not past its date: what suppliers see. */
export const isDemandLive = (d: { status: number; validUntil: string | null }, today = todayText()) =>
  d.status === DemandStatus.open && !isDemandExpired(d, today);

export const demandMessages = {
  materialRequired: '请选择货物类别',
  figuresRequired: '请填写求购重量或求购数量',
  contactNameRequired: '请填写联系人',
  contactNameMax: '联系人最多50个字符',
  contactPhoneRequired: '请填写联系电话',
  contactPhoneInvalid: '联系电话格式错误',
  validUntilRequired: '请选择有效期至',
  validUntilInvalid: '有效期至格式应为 yyyy-MM-dd',
  validUntilPast: '有效期至不能早于今天',
  notEditable: '已关闭的求购信息不能修改',
  notOpen: '该求购信息已关闭，请刷新后重试',
  confirmClose: '确定关闭该求购信息？关闭后供方将看不到它。',
} as const;

/** 11-digit mobile, or a landline with area code (0xx-xxxxxxxx, an extension allowed). */
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blankToUndefined = (v: unknown) => {
  const t = trimmed(v);
  return t === '' || t == null ? undefined : t;
};

/** yyyy-MM-dd, today or later (Asia/Shanghai). */
export const validUntilField = z.preprocess(
  blankToUndefined,
  lineText('有效期至', { error: demandMessages.validUntilRequired })
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && formatDate(parseDateTime(v)) === v, {
      message: demandMessages.validUntilInvalid,
      abort: true,
    })
    .refine((v) => v >= todayText(), { message: demandMessages.validUntilPast }),
);

export const contactNameField = z.preprocess(
  trimmed,
  lineText('联系人', { error: demandMessages.contactNameRequired })
    .min(1, demandMessages.contactNameRequired)
    .max(50, demandMessages.contactNameMax),
);

export const contactPhoneField = z.preprocess(
  trimmed,
  lineText('联系电话', { error: demandMessages.contactPhoneRequired })
    .min(1, demandMessages.contactPhoneRequired)
    .regex(PHONE, demandMessages.contactPhoneInvalid),
);

/**
 * POST trade/demand/save: a new demand (no id) or an edit of an open one. Weight or quantity wanted (at least
 * one), the price expected is optional; attribute values may be left blank (any).
 */
export const demandSaveBody = z
  .object({
    id: z.preprocess(blankToUndefined, idField.optional()),
    materialId: z.preprocess(
      (v) => (v === '' || v == null ? undefined : String(v).trim()),
      z.string({ error: demandMessages.materialRequired }).regex(/^\d{1,19}$/, demandMessages.materialRequired),
    ),
    name: listingName,
    attrs: tradeAttrList,
    totalWeight: optionalFigure(amountField),
    totalQuantity: optionalFigure(amountField),
    price: optionalFigure(priceField),
    contactName: contactNameField,
    contactPhone: contactPhoneField,
    validUntil: validUntilField,
    remark: listingRemark,
  })
  .superRefine((v, ctx) => {
    if (v.totalWeight === undefined && v.totalQuantity === undefined)
      ctx.addIssue({ code: 'custom', message: demandMessages.figuresRequired, path: ['totalWeight'] });
  });
export type DemandSaveBody = z.infer<typeof demandSaveBody>;

/** POST trade/demand/close. */
export const demandIdBody = z.object({ id: idField });
