import { z } from 'zod';
import { defaultErrorMessage, defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { defineMachine } from '../shared/machine';
import { commonMessages } from '../shared/messages';
import type { StatusTone } from '../shared/status-tone';
import { lineText, multilineText } from '../shared/text';

/**
 * Inspection (公检, ple/test; spec 3 §4 Inspection, §5 Inspection upload, §8 inspection toasts, §9): status 10
 * is editable, save keeps 10, finish sets 1 once every batch of the inbound order has a file.
 */
export const InspectionStatus = { pending: 10, done: 1 } as const;
export type InspectionStatusValue = (typeof InspectionStatus)[keyof typeof InspectionStatus];

/** The labels of the test_status dictionary. */
export const inspectionStatusLabels: Record<InspectionStatusValue, string> = { 10: '待公检', 1: '已完成' };
export const inspectionStatusTones: Record<InspectionStatusValue, StatusTone> = { 10: 'processing', 1: 'success' };
export const inspectionStatusLabel = (status: number) => inspectionStatusLabels[status as InspectionStatusValue] ?? '';

/**
 * spec 3 §4 Inspection as a move: the warehouse finishes a pending inspection (10 → 1) once every batch has a file,
 * a button guarded by 公检保存与完成 (spec 3 §6 test_save). Saving keeps 10 and is no move.
 */
export const inspectionMachine = defineMachine({
  objectType: 'ple_test',
  statuses: InspectionStatus,
  moves: {
    finish: { from: [InspectionStatus.pending], to: InspectionStatus.done, by: ['warehouse'], permission: 'test_save' },
  },
});

/** Saving or finishing: only while pending (where inspectionMachine's finish starts). */
export const canEditInspection = (status: number) => inspectionMachine.can('finish', status);

/** spec 3 §9: inspection code at most 100, description at most 400; one image (jpg, jpeg, png) per file. */
export const INSPECTION_CODE_MAX = 100;
export const INSPECTION_DESC_MAX = 400;
export const INSPECTION_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const INSPECTION_IMAGE_MIMES = ['image/jpeg', 'image/png'] as const;

export const inspectionMessages = {
  fileCodeRequired: '请输入公检文件编号',
  fileCodeMax: `公检文件编号最多${INSPECTION_CODE_MAX}个字符`,
  descMax: `公检描述最多${INSPECTION_DESC_MAX}个字符`,
  fileRequired: '请上传公检文件',
  oneFile: '只能上传一个附件',
  fileType: commonMessages.uploadImageTypes,
  fileMissing: '公检文件不存在，请重新上传',
  uploadFailed: commonMessages.uploadFailed,
  batchRequired: '请选择批次',
  batchMissing: '批次不存在，请刷新后重试',
  finishNeedsFiles: (batchNo: string) => `批次 [${batchNo}] 请至少上传一个公检文件`,
  statusInvalid: '提交状态有误',
  filesMax: '公检文件最多500个',
  notEditable: '公检已完成，不可修改',
  notRemovable: '已完成的公检不可删除',
  orderNotReady: '入库单尚未通过货主审核，不能发起公检',
  confirmFinish: '确定完成公检？完成后公检文件不能再修改。',
} as const;

/** Every refusal of the inspection calls (ple/test, wms/input/createCheck), with its stable reason. */
export const inspectionRefusals = defineRefusals('inspection', {
  /** Only the order's warehouse, or the platform operator, writes its inspection. */
  notInspector: [403, defaultErrorMessage[403]],
  orderNotReady: [409, inspectionMessages.orderNotReady],
  notEditable: [409, inspectionMessages.notEditable],
  notRemovable: [409, inspectionMessages.notRemovable],
  fileMissing: [400, inspectionMessages.fileMissing],
  fileType: [400, inspectionMessages.fileType],
  batchMissing: [400, inspectionMessages.batchMissing],
  finishNeedsFiles: [400, inspectionMessages.finishNeedsFiles],
});

const blank = (v: unknown) => v === '' || v === null || v === undefined;
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const MANY = '\u0000many';

/** The image: one attachment id (an array of one is taken; more, or a comma list, is '只能上传一个附件'). */
const singleImage = z.preprocess(
  (v) => {
    if (Array.isArray(v)) return v.length > 1 ? MANY : v.length === 1 ? String(v[0]).trim() : undefined;
    if (blank(trimmed(v))) return undefined;
    const s = String(v).trim();
    return s.includes(',') ? MANY : s;
  },
  z
    .string({ error: inspectionMessages.fileRequired })
    .refine((v) => v !== MANY, { message: inspectionMessages.oneFile, abort: true })
    .regex(/^\d{1,19}$/, inspectionMessages.fileMissing),
);

/** One inspection file of a batch. `id` keeps an existing file (its time stays); files not sent are removed. */
export const inspectionFileInput = z.object({
  id: z.preprocess((v) => (blank(v) ? undefined : String(v).trim()), idField.optional()),
  inputBatchId: z.preprocess(
    (v) => (blank(v) ? undefined : String(v).trim()),
    z.string({ error: inspectionMessages.batchRequired }).regex(/^\d{1,19}$/, inspectionMessages.batchRequired),
  ),
  testFileCode: z.preprocess(
    trimmed,
    lineText('公检文件编号', { error: inspectionMessages.fileCodeRequired })
      .min(1, inspectionMessages.fileCodeRequired)
      .max(INSPECTION_CODE_MAX, inspectionMessages.fileCodeMax),
  ),
  testFile: singleImage,
  testDesc: z.preprocess(
    (v) => (blank(trimmed(v)) ? undefined : trimmed(v)),
    multilineText('公检说明').max(INSPECTION_DESC_MAX, inspectionMessages.descMax).optional(),
  ),
});
export type InspectionFileInput = z.infer<typeof inspectionFileInput>;

/** POST ple/test/submit: status 10 saves (stays 10), 1 finishes; `files` is the inspection's whole set. */
export const inspectionSubmitBody = z.object({
  id: idField,
  status: z.preprocess(
    (v) => (blank(v) ? undefined : Number(v)),
    z.literal([InspectionStatus.pending, InspectionStatus.done], { error: inspectionMessages.statusInvalid }),
  ),
  files: z.preprocess((v) => (v == null ? [] : v), z.array(inspectionFileInput).max(500, inspectionMessages.filesMax)),
});
export type InspectionSubmitBody = z.infer<typeof inspectionSubmitBody>;

/** An uploaded attachment is an inspection image when its name and its sniffed type are jpg, jpeg or png. */
export const isInspectionImage = (a: { extension: string; mime: string }) =>
  (INSPECTION_IMAGE_EXTENSIONS as readonly string[]).includes(a.extension.toLowerCase()) &&
  (INSPECTION_IMAGE_MIMES as readonly string[]).includes(a.mime);

/** The first batch (in the order given) without a file: finishing needs at least one per batch. */
export const firstBatchWithoutFile = <B extends { id: string }>(
  batches: readonly B[],
  files: readonly { inputBatchId: string }[],
): B | undefined => {
  const covered = new Set(files.map((f) => f.inputBatchId));
  return batches.find((b) => !covered.has(b.id));
};

/** wms/input/createCheckAndSucc: open the order's inspection and finish it with these files in one call. */
export const createCheckAndSuccBody = z.object({ id: idField, files: inspectionSubmitBody.shape.files });
