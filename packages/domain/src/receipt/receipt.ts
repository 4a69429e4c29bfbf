import { z } from 'zod';
import { dateTimeText, decimalText, idString, linkText } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { lineText } from '../shared/text';
import { receiptMessages, type SignerRole } from './status';

/**
 * A receipt's chain of events (kc_ple_bill_sign.kind): its generation, then each party's signature in turn; a
 * receipt replaced by a successor ends with the process that replaced it (ARCHITECTURE §11: both chains link).
 */
export type ReceiptEventKind = 'generate' | SignerRole | ReplacingProcess;

/**
 * The processes that issue successors and cancel the receipt they replace: a transfer and a move one successor each;
 * a release splits a pledged receipt into the part that leaves and the pledged remainder; an outbound order that
 * takes part of the goods reissues the remainder; a WMS split (billDisassemble, 'disassemble') cuts a receipt by its
 * containers, an owner's split application ('split') by figures the owner enters: each issues the new receipt and
 * the remainder, together exactly the origin.
 */
export type ReplacingProcess = 'transfer' | 'move' | 'release' | 'outbound' | 'disassemble' | 'split';

export const receiptEventKinds: readonly ReceiptEventKind[] = ['generate', 'warehouse', 'shipper', 'platform'];

export const receiptEventKindLabels: Record<ReceiptEventKind, string> = {
  generate: '生成仓单',
  warehouse: '仓储企业签章',
  shipper: '货主签章',
  platform: '平台签章',
  transfer: '过户注销',
  move: '移库注销',
  release: '解押拆分注销',
  outbound: '出库注销',
  disassemble: 'WMS拆单注销',
  split: '拆单注销',
};

/**
 * What the public verification page says of a replaced receipt (spec 2 §3 transfer; spec 3 §4 status 0); several
 * successors (a split) are named together, joined with '、' (spec 3 §7).
 */
export const replacedByText: Record<ReplacingProcess, (codes: string) => string> = {
  transfer: (code) => `该仓单已过户，现由新仓单 ${code} 代替`,
  move: (code) => `该仓单已移库，现由新仓单 ${code} 代替`,
  release: (codes) => `该仓单已部分解押，现由新仓单 ${codes} 代替`,
  outbound: (codes) => `该仓单已部分出库，剩余货物由新仓单 ${codes} 代替`,
  disassemble: (codes) => `该仓单已拆单，现由新仓单 ${codes} 代替`,
  split: (codes) => `该仓单已拆单，现由新仓单 ${codes} 代替`,
};

/** Several receipt codes in one message (spec 3 §7: joined with the Chinese enumeration comma). */
export const joinReceiptCodes = (codes: readonly string[]) => codes.join('、');

/** An outbound order that takes every receipt's goods leaves no successor: what the verification page says. */
export const takenOutText = '该仓单货物已全部出库，仓单已注销';

export const receiptEventKindLabel = (kind: string) => receiptEventKindLabels[kind as ReceiptEventKind] ?? kind;

/**
 * spec 3 §2 Receipt detail: the receipt code link in a container list opens only when the container is past
 * status 0 and its cargo owner is the user's company (postId).
 */
export const canOpenReceiptFromContainer = (
  container: { status: number | null | undefined; cargoOwnerId: string | null | undefined },
  postId: string | null | undefined,
) => (container.status ?? 0) > 0 && postId != null && postId !== '' && container.cargoOwnerId === postId;

/** The receipt PDF's printed labels (one place, so the PDF test and the page read the same words). */
export const receiptPdfText = {
  title: '标准仓单',
  subtitle: '仓单',
  code: '仓单编号',
  status: '仓单状态',
  cargoOwner: '货主',
  warehouse: '仓储企业',
  warehouseAddress: '仓库地址',
  material: '仓储物',
  batchNo: '批次号',
  totalWeight: '总重量',
  totalQuantity: '总数量',
  locator: '库位',
  inputCode: '入库单号',
  generatedTime: '生成时间',
  attrs: '仓单属性',
  attrName: '属性',
  attrValue: '属性值',
  qrCaption: '扫码验证仓单真伪',
  seals: { warehouse: '仓储企业（盖章）', shipper: '货主（盖章）', platform: '平台运营方（盖章）' },
  footer: '本仓单由仓储企业、货主及平台运营方电子签章后生效，签章后的文件以平台存证的哈希值为准。',
} as const;

/**
 * The public verification document (ple/bill/verifyFile, no login): what proves the receipt genuine and nothing
 * confidential — no cargo owner, weight, quantity, locator, inbound order or attributes.
 */
export const receiptVerificationPdfText = {
  title: '仓单验证凭证',
  notice: '本凭证供公开验证仓单真伪，不含货主、重量、数量、库位、入库单等信息；完整仓单仅向仓单当事方提供。',
  code: '仓单编号',
  status: '仓单状态',
  material: '仓储物',
  generatedTime: '生成时间',
  effectiveTime: '生效时间',
  sha256: '当前文件 SHA-256',
  chain: '签章记录',
  kind: '环节',
  enterprise: '签章企业',
  time: '时间',
  hash: '文件 SHA-256',
  qrCaption: '扫码打开验证页面',
  footer: '以平台登记的哈希值为准：持有仓单文件者可在验证页面计算其 SHA-256 进行比对。',
} as const;

/** In public (the verification page and its document), the cargo owner's signature is shown without its name. */
export const publicEnterpriseName = (kind: string, name: string | null) => (kind === 'shipper' ? null : name);

/** Receipt generation's refusals (a programming or data fault more than a user's: plain Chinese naming the cause). */
export const receiptGenerationMessages = {
  notStored: '入库单尚未完成仓库入库，不能生成仓单',
  figuresMissing: (batchNo: string) => `批次${batchNo}尚未填写重量和数量`,
  partiesMissing: '入库单的货主或仓库不存在',
  materialMissing: '仓储物类别不存在',
} as const;

/** The public verification page of a receipt: the path the PDF's QR code opens (under the app's origin). */
export const receiptVerifyPath = (token: string) => `/verify/${token}`;

/** The absolute URL the PDF's QR code encodes: the origin without a trailing slash, then the verify path. */
export const receiptVerifyUrl = (origin: string, token: string) =>
  `${origin.replace(/\/+$/, '')}${receiptVerifyPath(token)}`;

/** A verify token: 128 random bits in base64url (22 characters). */
export const VERIFY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const blankToUndefined = (v: unknown) => (v === '' || v == null ? undefined : v);
const optionalText = (label: string, max: number) =>
  z.preprocess(blankToUndefined, lineText(label).trim().max(max).optional());

/** GET ple/bill/list filters (spec 3 §7: code, materialId, status_equal, and the inbound order code). */
export const receiptListQuery = pageQuery.extend({
  code: optionalText('仓单编号', 50),
  materialId: z.preprocess(blankToUndefined, idField.optional()),
  status_equal: z.preprocess(blankToUndefined, z.coerce.number().int().optional()),
  inputCode: optionalText('入库单号', 50),
});
export type ReceiptListQuery = z.infer<typeof receiptListQuery>;

export const receiptVerifyQuery = z.object({
  token: lineText('验证码', { error: '仓单不存在' }).trim().max(64, '仓单不存在'),
});

/** What the receipt pages ask and answer (confirmations and the verification page's file check). */
export const receiptPrompts = {
  confirmSign: (partyLabel: string, code: string) => `确定以${partyLabel}身份对仓单 ${code} 签章？`,
  confirmBatchSign: '确定对所列待签章仓单进行批量签章?',
  confirmBatchAudit: '确定对所列待审核仓单进行批量审核?',
  fileMatches: '与平台登记的仓单文件一致',
  fileDiffers: '与平台登记的仓单文件不一致',
  earlierVersion: (kindName: string) => `该文件是签章记录中「${kindName}」后的版本，不是当前版本。`,
} as const;

/** Every refusal of the receipt calls and of receipt generation, with its stable reason (`receipt.not_found`). */
export const receiptRefusals = defineRefusals('receipt', {
  notFound: [404, receiptMessages.notFound],
  notStored: [409, receiptGenerationMessages.notStored],
  partiesMissing: [400, receiptGenerationMessages.partiesMissing],
  figuresMissing: [400, receiptGenerationMessages.figuresMissing],
  materialMissing: [400, receiptGenerationMessages.materialMissing],
  /** ARCHITECTURE §11 conservation: successors stand for exactly their origin's goods */
  notConserved: [409, '新仓单的重量、数量合计须与原仓单一致'],
});

/** A row of GET ple/bill/list (spec 3 §7): the receipt's codes with their labels, party names and times as text. */
export const receiptRecord = z.object({
  id: idString,
  code: z.string(),
  materialId: idString,
  materialName: z.string(),
  status: z.number().int(),
  signStatus: z.number().int(),
  signBatchStatus: z.number().int(),
  dgeCcbStatus: z.number().int().nullable(),
  totalWeight: decimalText,
  weightUnit: z.string().nullable(),
  totalQuantity: decimalText,
  numberUnit: z.string().nullable(),
  cargoOwnerId: idString,
  cargoOwnerName: z.string().nullable(),
  warehouseId: idString,
  warehouseName: z.string().nullable(),
  inputId: idString.nullable(),
  inputCode: z.string().nullable(),
  createTime: dateTimeText,
  effectiveTime: dateTimeText,
  statusName: z.string(),
  signStatusName: z.string(),
  signBatchStatusName: z.string(),
  weightUnitName: z.string(),
  numberUnitName: z.string(),
});
export type ReceiptRecord = z.infer<typeof receiptRecord>;

/** A receipt attribute as the receipt carries it (spec 3 §3: attrCode, attrName, value, isSplit). */
export const receiptAttr = z.object({
  attrCode: z.string(),
  attrName: z.string(),
  value: z.string(),
  isSplit: z.number().int(),
});

/** One link of the receipt's chain: its generation, then each party's signature, with the file's hash. */
export const receiptEvent = z.object({
  kind: z.string(),
  kindName: z.string(),
  enterpriseId: idString.nullable(),
  enterpriseName: z.string().nullable(),
  sha256: z.string(),
  toStatus: z.number().int(),
  toStatusName: z.string(),
  actorName: z.string().nullable(),
  time: dateTimeText,
  fileLink: linkText.nullable(),
});

/** The other end of a replacement (ARCHITECTURE §11: both chains link): the receipt's code and the process. */
export const receiptLink = z.object({
  /** the other receipt's id, for a client that follows the link (its details stay its own holder's) */
  id: idString,
  code: z.string(),
  process: z.string(),
  processName: z.string(),
});

/** GET ple/bill/detail (spec 3 §3 Receipt): the list row with attributes, files and the chain of events. */
export const receiptDetail = receiptRecord.extend({
  /** the receipt this one replaced (a transfer's or move's successor) */
  origin: receiptLink.nullable(),
  /** the receipt that replaced this one (it is cancelled; the newest when a split issued two) */
  replacedBy: receiptLink.nullable(),
  /** every receipt that replaced this one, oldest first (a split: the part that left and the remainder) */
  successors: z.array(receiptLink),
  locator: z.string().nullable(),
  attrs: z.array(receiptAttr),
  inputBatchId: idString.nullable(),
  pleWarehouseBillVO: z.object({
    inputOrderId: idString.nullable(),
    inputOrderCode: z.string().nullable(),
    materialName: z.string(),
    totalWeight: decimalText,
    weightUnit: z.string().nullable(),
    totalQuantity: decimalText,
    numberUnit: z.string().nullable(),
    status: z.number().int(),
    dgeCcbStatus: z.number().int().nullable(),
    esignAutoArchive: z.number().int(),
  }),
  fileId: idString.nullable(),
  fileLink: linkText.nullable(),
  fileSha256: z.string().nullable(),
  originalFileId: idString.nullable(),
  originalFileLink: linkText.nullable(),
  verifyPath: z.string(),
  events: z.array(receiptEvent),
});
export type ReceiptDetail = z.infer<typeof receiptDetail>;

/** GET ple/bill/verify (public): what proves the receipt genuine, nothing confidential (no weights, no people). */
export const receiptVerification = z.object({
  code: z.string(),
  /**
   * a cancelled receipt replaced by a transfer, a move, a split or a partial outbound: the successors' codes (joined
   * with '、'), nothing else of them
   */
  replacedBy: z.object({ process: z.string(), processName: z.string(), code: z.string(), text: z.string() }).nullable(),
  status: z.number().int(),
  statusName: z.string(),
  materialName: z.string(),
  sha256: z.string().nullable(),
  generatedTime: dateTimeText,
  effectiveTime: dateTimeText,
  chain: z.array(
    z.object({
      kind: z.string(),
      kindName: z.string(),
      enterpriseName: z.string().nullable(),
      sha256: z.string(),
      time: dateTimeText,
    }),
  ),
});
export type ReceiptVerification = z.infer<typeof receiptVerification>;

/** GET ple/bill/verifyFullFile: the receipt itself for a logged-in party (a signed link to the current PDF). */
export const receiptPartyFile = z.object({ code: z.string(), sha256: z.string().nullable(), fileLink: linkText });
export type ReceiptPartyFile = z.infer<typeof receiptPartyFile>;

/**
 * GET ple/bill/verifyFile answers the verification document itself (application/pdf), not an envelope: the bytes
 * are sent as they are, never through the answer serialiser; the schema names the format for the API document.
 */
export const pdfDocument = z
  .instanceof(Uint8Array)
  .meta({ description: 'PDF 文件（application/pdf）', format: 'binary', contentMediaType: 'application/pdf' });
