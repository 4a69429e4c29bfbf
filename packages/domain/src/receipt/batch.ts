import { z } from 'zod';
import { participationMessages } from '../enterprise/status';
import { dateTimeText, decimalText, idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { BATCH_SIGN_PAGE_SIZE, pageQuery } from '../shared/paging';
import { lineText } from '../shared/text';
import { type BatchOrigin, batchSignTiming, receiptMessages, receiptSignMessages, type SignerRole } from './status';

/**
 * How long the batch-sign dialog waits for the phone (spec 3 §9, spec 1 §8: the scan flag polled every second,
 * 36 times, then '操作超时，请重新操作'). Its code lives exactly as long, so the dialog's countdown, the phone's
 * and the server's expiry are one deadline; the other QR dialogs keep 1 minute (contracts) or 5 (pledges).
 */
export const BATCH_SCAN_WAIT_MS = batchSignTiming.scanPollMs * batchSignTiming.scanPollTries;

/** The lifetimes a QR code may be asked for (wx/wxQrCodeForMiniProgram lifetimeMs). */
export const QR_LIFETIMES: readonly number[] = [
  BATCH_SCAN_WAIT_MS,
  batchSignTiming.qrLifetimeContractMs,
  batchSignTiming.qrLifetimeMs,
];

/** How a lifetime reads in a dialog: 36秒, 1分钟, 5分钟. */
export const lifetimeLabel = (ms: number) => (ms % 60_000 === 0 ? `${ms / 60_000}分钟` : `${Math.round(ms / 1000)}秒`);

/** Whole seconds left before a deadline (0 once it has passed), as a countdown shows them. */
export const secondsLeft = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));

/** A batch signing run (kc_sign_batch.status; searchSignStatus): 0 running, 1 finished. */
export const SignBatchRunStatus = { running: 0, finished: 1 } as const;

/** searchSignStatus and the 'sign.progress' event (spec 3 §3 Batch progress). */
export const batchProgress = z.object({
  batchId: idString,
  bussType: z.number().int(),
  bussId: z.string(),
  status: z.number().int(),
  totalNum: z.number().int(),
  finishNum: z.number().int(),
  failNum: z.number().int(),
});
export type BatchProgress = z.infer<typeof batchProgress>;

/** SSE event types of signing. */
export const SIGN_PROGRESS_EVENT = 'sign.progress';
export const RECEIPT_STATUS_EVENT = 'receipt.status';
/** 'receipt.status': a receipt moved or its batch-sign result changed; the page refetches what it shows. */
export type ReceiptStatusEvent = { id: string; code: string; status: number; signBatchStatus: number };

/** GET ple/bill/signRole: who the user signs as, and whether the batch screens may offer the button. */
export const signRoleInfo = z.object({
  role: z.enum(['warehouse', 'shipper', 'platform'] satisfies SignerRole[]).nullable(),
  /** the signer enterprise (the operator's type-7 enterprise for the platform), when there is one */
  enterpriseId: idString.nullable(),
  enterpriseName: z.string().nullable(),
  isPerson: z.union([z.literal(0), z.literal(1)]),
  autoSign: z.union([z.literal(0), z.literal(1)]),
  sealReady: z.boolean(),
  permissions: z.object({ seal: z.boolean(), batch: z.boolean() }),
});
export type SignRoleInfo = z.infer<typeof signRoleInfo>;

/** spec 3 §8: any failed receipt shows batchSignMessages.anyFailed. */
export const anyBatchFailed = (p: Pick<BatchProgress, 'failNum'> | null | undefined) => (p?.failNum ?? 0) > 0;

const blankToUndefined = (v: unknown) => (v === '' || v == null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, idField.optional());
const optionalText = (label: string, max: number) =>
  z.preprocess(blankToUndefined, lineText(label).trim().max(max).optional());

/** billIds as the screens send them: comma-joined or an array; blank means none. */
const optionalBillIds = z.preprocess(
  (v) => {
    if (v == null || v === '') return undefined;
    const list = (Array.isArray(v) ? v.map(String) : String(v).split(',')).map((s) => s.trim()).filter(Boolean);
    return list.length ? [...new Set(list)] : undefined;
  },
  z
    .array(z.string().regex(/^\d{1,19}$/, 'id 格式错误'))
    .max(1000, '一次最多选择1000条数据')
    .optional(),
);

/** The origin of a batch-sign screen (spec 3 §2): applyId (with billIds), goodsId, disassembleId, contractId or a warehouse move's moveId. */
export const batchOriginFields = {
  applyId: optionalId,
  goodsId: optionalId,
  disassembleId: optionalId,
  contractId: optionalId,
  moveId: optionalId,
  releaseId: optionalId,
  billIds: optionalBillIds,
};

/** GET ple/bill/signBillList (spec 3 §9: 50 per page). */
export const signBillListQuery = pageQuery.extend({
  size: pageQuery.shape.size.default(BATCH_SIGN_PAGE_SIZE),
  ...batchOriginFields,
  status_equal: z.preprocess(blankToUndefined, z.coerce.number().int().optional()),
  code: optionalText('仓单编号', 50),
  materialId: optionalId,
});
export type SignBillListQuery = z.infer<typeof signBillListQuery>;

/** POST ple/bill/batchSign (and its aliases): the origin and the confirmed QR session's token. */
export const batchSignInput = z.object({
  ...batchOriginFields,
  token: optionalText('扫码凭证', 64),
});
export type BatchSignInput = z.infer<typeof batchSignInput>;

export const originOf = (input: BatchSignInput | SignBillListQuery): BatchOrigin => ({
  applyId: input.applyId,
  goodsId: input.goodsId,
  disassembleId: input.disassembleId,
  contractId: input.contractId,
  moveId: input.moveId,
  releaseId: input.releaseId,
  billIds: input.billIds,
});

/** GET ple/bill/searchSignStatus: by business (bussType, bussId) or by batchId. */
export const searchSignStatusQuery = z.object({
  bussType: z.preprocess(blankToUndefined, z.coerce.number().int().optional()),
  bussId: optionalText('业务编号', 40),
  batchId: optionalId,
});

/** POST ple/bill/sign: one receipt, as the user's role. */
export const signOneInput = z.object({ id: idField });

/** POST ple/bill/billBatchSgin?goodsId and billDisassemble/billsBatchSgin?disassembleId (spec 3 §7). */
export const goodsBatchSignQuery = batchSignInput.extend({ goodsId: idField });
export const disassembleBatchSignQuery = batchSignInput.extend({ disassembleId: idField });

/** Every refusal of receipt signing, one receipt or a batch, with its stable reason (`batch_sign.no_permission`). */
export const batchSignRefusals = defineRefusals('batch_sign', {
  noPermission: [403, receiptMessages.noPermission],
  /** spec 1 §4: only an enterprise the platform approved signs. */
  ownNotApproved: [403, participationMessages.ownNotApproved],
  statusMismatch: [400, receiptMessages.statusMismatch],
  fileMissing: [400, receiptSignMessages.fileMissing],
  noSeal: [400, receiptMessages.noSeal],
  platformMissing: [400, receiptMessages.platformMissing],
  nothingToSign: [400, receiptMessages.nothingToSign],
  batchRunning: [400, receiptMessages.batchRunning],
  qrNotFound: [400, receiptMessages.qrNotFound],
});

/** POST ple/bill/sign: the receipt as the signature left it; `signed` false when this party had signed already. */
export const signOneAnswer = z.object({
  id: idString,
  status: z.number().int(),
  sha256: z.string().nullable(),
  signed: z.boolean(),
});

/** A row of GET ple/bill/signBillList (status 0 excluded, party-scoped). */
export const signBillRecord = z.object({
  id: idString,
  code: z.string(),
  materialId: idString,
  materialName: z.string(),
  status: z.number().int(),
  signStatus: z.number().int(),
  signBatchStatus: z.number().int(),
  totalWeight: decimalText,
  weightUnit: z.string().nullable(),
  totalQuantity: decimalText,
  numberUnit: z.string().nullable(),
  inputId: idString.nullable(),
  inputCode: z.string().nullable(),
  createTime: dateTimeText,
  /** The caller's own seal on it (MySignStatus of ./status); null for a caller who signs no receipt. */
  mySignStatus: z.number().int().nullable(),
});
export type SignBillRecord = z.infer<typeof signBillRecord>;

/** Data 205 (code 200) of a batch start: the signer's enterprise has silent signing off (spec 3 §8). */
export const AUTO_SIGN_OFF = 205;

/** POST ple/bill/batchSign and its aliases: the batch started, or 205 (silent signing off). */
export const batchStartAnswer = z.union([
  z.object({ batchId: idString, totalNum: z.number().int() }),
  z.literal(AUTO_SIGN_OFF),
]);
export type BatchStartAnswer = z.infer<typeof batchStartAnswer>;
