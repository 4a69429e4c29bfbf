import { z } from 'zod';
import { defaultErrorMessage, defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { commonMessages } from '../shared/messages';
import { pageQuery } from '../shared/paging';
import { lineText, multilineText } from '../shared/text';
import { PartUnlockStatus } from './status';

/**
 * Partial unlock (部分解锁, partUnlock; spec 3 §2 Partial unlock, §3 Partial-unlock record, §4, §5 Partial-unlock
 * audit, §7 Partial unlock, §8, §9). Model (chosen, the spec names the screens and calls only): a partial unlock
 * lets chosen trays of a receipt's locked containers go in the WMS. The warehouse that keeps the goods creates it
 * ("a warehouse needs to let part of a locked container go") for receipts in effect it keeps, with the owner's
 * pick-up application copy (applyFile); the holder, the platform (with its pick-up confirmation, noticeFile) and the
 * warehouse (with its own confirmation, confirmFile) audit it in turn. At 40 the chosen trays are unlocked in the WMS
 * and the others stay locked; the receipt's figures do not change (goods leave a receipt only when an outbound
 * order or a release pick-up weighs them out).
 */
export const partUnlockMessages = {
  auditResultRequired: '请选择审核结果',
  rejectReasonRequired: '请填写驳回意见',
  rejectReasonMax: '驳回意见最多50个字符',
  confirmRequired: '请上传提货确认书!',
  confirmOne: '只能上传一个提货确认书!',
  uploadImageTypes: commonMessages.uploadImageTypes,
  uploadFailed: commonMessages.uploadFailed,
  applyFileRequired: '请上传提货申请书',
  applyFileMax: '提货申请书最多上传9张图片',
  selectTrays: '请选择要解锁的托盘',
  traysMax: '一次最多解锁1000个托盘',
  trayDuplicate: '同一个托盘不能重复选择',
  billRequired: '请选择仓单',
  containerRequired: '请选择货箱',
  caseNumberRequired: '请输入货箱号',
  billCodeRequired: '请输入仓单编号',
  enterpriseOnly: '只有企业用户可以办理部分解锁',
  notWarehouse: '只有仓单所在仓库可以申请部分解锁',
  notHolder: '只有仓单的货主可以审核',
  billNotInEffect: '只有已生效的仓单可以部分解锁',
  billHeld: (code: string, process: string) => `仓单 ${code} 正在${process}中，无法部分解锁`,
  mixedHolders: '所选托盘的仓单须属于同一货主',
  trayNotLocked: (trayCode: string) => `托盘 [${trayCode}] 不是所选仓单的锁定托盘`,
  notEditable: '当前状态不可修改，请刷新后重试',
  lastTray: '至少保留一个托盘',
  trayNotOfRecord: '托盘不在该部分解锁申请中',
  notResubmittable: '只有被货主或平台驳回的申请可以重新提交',
  notAwaitingShipper: '申请不是待货主审核状态，请刷新后重试',
  notAwaitingPlatform: '申请不是待平台审核状态，请刷新后重试',
  notAwaitingWarehouse: '申请不是待仓库审核状态，请刷新后重试',
  wrongTarget: '审核结果与当前状态不符',
  fileMissing: '附件不存在或无权使用，请重新上传',
  confirmAudit: '确定提交审核结果吗？',
} as const;

/** Every refusal of the partUnlock calls, with its stable reason (`partUnlock.last_tray`). */
export const partUnlockRefusals = defineRefusals('partUnlock', {
  enterpriseOnly: [403, partUnlockMessages.enterpriseOnly],
  notWarehouse: [403, partUnlockMessages.notWarehouse],
  /** The record is at another warehouse, or another holder's, or the caller is not the platform: 403. */
  notRecordWarehouse: [403, defaultErrorMessage[403]],
  notRecordHolder: [403, defaultErrorMessage[403]],
  notPlatform: [403, defaultErrorMessage[403]],
  billNotInEffect: [409, partUnlockMessages.billNotInEffect],
  billHeld: [409, partUnlockMessages.billHeld],
  mixedHolders: [400, partUnlockMessages.mixedHolders],
  trayNotLocked: [400, partUnlockMessages.trayNotLocked],
  notEditable: [409, partUnlockMessages.notEditable],
  lastTray: [409, partUnlockMessages.lastTray],
  trayNotOfRecord: [404, partUnlockMessages.trayNotOfRecord],
  notResubmittable: [409, partUnlockMessages.notResubmittable],
  notAwaitingShipper: [409, partUnlockMessages.notAwaitingShipper],
  notAwaitingPlatform: [409, partUnlockMessages.notAwaitingPlatform],
  notAwaitingWarehouse: [409, partUnlockMessages.notAwaitingWarehouse],
  wrongTarget: [400, partUnlockMessages.wrongTarget],
  fileMissing: [400, partUnlockMessages.fileMissing],
  fileType: [400, partUnlockMessages.uploadImageTypes],
  confirmRequired: [400, partUnlockMessages.confirmRequired],
  confirmOne: [400, partUnlockMessages.confirmOne],
});

/** spec 3 §5, §9: a pick-up application or confirmation is a jpg, jpeg or png image (by name here, by content server side). */
export const PART_UNLOCK_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const PART_UNLOCK_IMAGE_MIMES: readonly string[] = ['image/jpeg', 'image/png'];
export const isPartUnlockImageName = (name: string) =>
  (PART_UNLOCK_IMAGE_EXTENSIONS as readonly string[]).includes(name.split('.').pop()?.toLowerCase() ?? '');

const blank = (v: unknown) => v === '' || v === null || v === undefined;
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
/** A JSON list of attachment ids (spec 3 §3 "JSON lists of images"): an array, or its JSON text. */
const fileList = z.preprocess(
  (v) => {
    if (blank(v)) return [];
    if (typeof v === 'string') {
      try {
        return JSON.parse(v);
      } catch {
        return [v];
      }
    }
    return v;
  },
  z.array(z.preprocess((f) => (f && typeof f === 'object' && 'id' in f ? (f as { id: unknown }).id : f), idField)),
);
const descr = z.preprocess(
  (v) => (blank(trimmed(v)) ? undefined : trimmed(v)),
  multilineText('驳回意见').max(50, partUnlockMessages.rejectReasonMax).optional(),
);
const requiredId = (message: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : String(v).trim()),
    z.string({ error: message }).regex(/^\d{1,19}$/, message),
  );
const target = <const T extends readonly number[]>(values: T) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : Number(v)),
    z.literal(values, { error: partUnlockMessages.auditResultRequired }),
  );

/** spec 3 §5: a rejection needs a comment; a pass of the platform or the warehouse exactly one confirmation image. */
const auditRules =
  (rejects: readonly number[], fileKey?: 'noticeFile' | 'confirmFile') =>
  (v: { status: number; descr?: string; noticeFile?: string[]; confirmFile?: string[] }, ctx: z.RefinementCtx) => {
    if (rejects.includes(v.status)) {
      if (!v.descr) ctx.addIssue({ code: 'custom', message: partUnlockMessages.rejectReasonRequired, path: ['descr'] });
      return;
    }
    if (!fileKey) return;
    const files = v[fileKey] ?? [];
    if (files.length === 0)
      ctx.addIssue({ code: 'custom', message: partUnlockMessages.confirmRequired, path: [fileKey] });
    else if (files.length > 1)
      ctx.addIssue({ code: 'custom', message: partUnlockMessages.confirmOne, path: [fileKey] });
  };

/** POST partUnlock/auditShipper: the holder's audit, 20 passes, 11 rejects (descr required). */
export const auditShipperBody = z
  .object({
    id: idField,
    status: target([PartUnlockStatus.awaitingPlatform, PartUnlockStatus.shipperRejected]),
    descr,
  })
  .superRefine(auditRules([PartUnlockStatus.shipperRejected]));
export type AuditShipperBody = z.infer<typeof auditShipperBody>;

/**
 * POST partUnlock/auditPlatform: at 20, 30 passes with the pick-up confirmation (noticeFile, exactly one image) and
 * 21 rejects; at 31 (the warehouse rejected), 32 issues the notice again (a new noticeFile).
 */
export const auditPlatformBody = z
  .object({
    id: idField,
    status: target([
      PartUnlockStatus.awaitingWarehouse,
      PartUnlockStatus.platformRejected,
      PartUnlockStatus.awaitingWarehouseConfirm,
    ]),
    descr,
    noticeFile: fileList.optional(),
  })
  .superRefine(auditRules([PartUnlockStatus.platformRejected], 'noticeFile'));
export type AuditPlatformBody = z.infer<typeof auditPlatformBody>;

/** POST partUnlock/auditWarehouse: at 30 or 32, 40 passes with its own confirmation (confirmFile, one image), 31 rejects. */
export const auditWarehouseBody = z
  .object({
    id: idField,
    status: target([PartUnlockStatus.completed, PartUnlockStatus.warehouseRejected]),
    descr,
    confirmFile: fileList.optional(),
  })
  .superRefine(auditRules([PartUnlockStatus.warehouseRejected], 'confirmFile'));
export type AuditWarehouseBody = z.infer<typeof auditWarehouseBody>;

/** POST partUnlock/submit: the warehouse's application — the chosen locked trays and the owner's application copy. */
export const partUnlockSubmitBody = z
  .object({
    applyFile: fileList.pipe(
      z.array(idField).min(1, partUnlockMessages.applyFileRequired).max(9, partUnlockMessages.applyFileMax),
    ),
    /** the chosen receipts (selectBillListByPage); each must cover at least one chosen tray */
    billIds: z
      .array(idField, { error: partUnlockMessages.billRequired })
      .min(1, partUnlockMessages.billRequired)
      .max(100),
    trayIds: z
      .array(idField, { error: partUnlockMessages.selectTrays })
      .min(1, partUnlockMessages.selectTrays)
      .max(1000, partUnlockMessages.traysMax),
  })
  .superRefine((v, ctx) => {
    if (new Set(v.trayIds).size !== v.trayIds.length)
      ctx.addIssue({ code: 'custom', message: partUnlockMessages.trayDuplicate, path: ['trayIds'] });
  });
export type PartUnlockSubmitBody = z.infer<typeof partUnlockSubmitBody>;

/** POST partUnlock/submitAudit: resubmit after 11 / 21 (→ 10), optionally with a new application copy. */
export const partUnlockResubmitBody = z.object({
  id: idField,
  applyFile: fileList.pipe(z.array(idField).max(9, partUnlockMessages.applyFileMax)).optional(),
});
export type PartUnlockResubmitBody = z.infer<typeof partUnlockResubmitBody>;

/** POST partUnlock/delDestroyBill {trayId, ulockId}: a tray leaves the record while it is editable. */
export const delDestroyBillBody = z.object({ trayId: idField, ulockId: idField });
export type DelDestroyBillBody = z.infer<typeof delDestroyBillBody>;

/** POST partUnlock/destroyBillListByPage: the record's trays, paged. */
export const destroyBillListBody = pageQuery.extend({ ulockId: idField });
export type DestroyBillListBody = z.infer<typeof destroyBillListBody>;

/** POST partUnlock/queryAllTrayByBillids: the locked trays of these receipts (the create form). */
export const queryAllTrayBody = z.object({
  billIds: z
    .array(idField, { error: partUnlockMessages.billRequired })
    .min(1, partUnlockMessages.billRequired)
    .max(100),
});

/** GET partUnlock/billListById {id, size, current}: the record and a page of its containers. */
export const billListByIdQuery = pageQuery.extend({ id: idField });
export type BillListByIdQuery = z.infer<typeof billListByIdQuery>;

/** GET partUnlock/page. */
export const partUnlockListQuery = pageQuery.extend({
  code: z.preprocess((v) => (blank(v) ? undefined : v), lineText('申请编号').trim().max(50).optional()),
  status: z.preprocess((v) => (blank(v) ? undefined : v), z.coerce.number().int().optional()),
});
export type PartUnlockListQuery = z.infer<typeof partUnlockListQuery>;

/** GET partUnlock/selectBillListByPage: receipts in effect the caller's warehouse keeps, free, with locked goods. */
export const selectBillQuery = pageQuery.extend({
  code: z.preprocess((v) => (blank(v) ? undefined : v), lineText('仓单编号').trim().max(50).optional()),
});
export type SelectBillQuery = z.infer<typeof selectBillQuery>;

/** GET partUnlock/selectContainerListByBillId. */
export const selectContainerQuery = z.object({ billId: requiredId(partUnlockMessages.billRequired) });
/** GET partUnlock/selectTrayListByContainId. */
export const selectTrayQuery = z.object({ containerId: requiredId(partUnlockMessages.containerRequired) });
/** GET partUnlock/containerTrays (the screen /partUnlock/container?billCode&caseNumber). */
export const containerTraysQuery = z.object({
  billCode: z.preprocess(
    trimmed,
    lineText('仓单编号', { error: partUnlockMessages.billCodeRequired })
      .min(1, partUnlockMessages.billCodeRequired)
      .max(50),
  ),
  caseNumber: z.preprocess(
    trimmed,
    lineText('货箱号', { error: partUnlockMessages.caseNumberRequired })
      .min(1, partUnlockMessages.caseNumberRequired)
      .max(64),
  ),
});
export type ContainerTraysQuery = z.infer<typeof containerTraysQuery>;
