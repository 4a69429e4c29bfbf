import { z } from 'zod';
import { idField } from '../shared/ids';
import { BATCH_SIGN_PAGE_SIZE, pageQuery } from '../shared/paging';
import { lineText } from '../shared/text';
import { type BatchOrigin, batchSignTiming, type SignerRole } from './status';

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
export type BatchProgress = {
  batchId: string;
  bussType: number;
  bussId: string;
  status: number;
  totalNum: number;
  finishNum: number;
  failNum: number;
};

/** SSE event types of signing. */
export const SIGN_PROGRESS_EVENT = 'sign.progress';
export const RECEIPT_STATUS_EVENT = 'receipt.status';
/** 'receipt.status': a receipt moved or its batch-sign result changed; the page refetches what it shows. */
export type ReceiptStatusEvent = { id: string; code: string; status: number; signBatchStatus: number };

/** GET ple/bill/signRole: who the user signs as, and whether the batch screens may offer the button. */
export type SignRoleInfo = {
  role: SignerRole | null;
  /** the signer enterprise (the operator's type-7 enterprise for the platform), when there is one */
  enterpriseId: string | null;
  enterpriseName: string | null;
  isPerson: 0 | 1;
  autoSign: 0 | 1;
  sealReady: boolean;
  permissions: { seal: boolean; batch: boolean };
};

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

/** The origin of a batch-sign screen (spec 3 §2): applyId (with billIds), goodsId, disassembleId or contractId. */
export const batchOriginFields = {
  applyId: optionalId,
  goodsId: optionalId,
  disassembleId: optionalId,
  contractId: optionalId,
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
