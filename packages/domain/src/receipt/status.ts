import type { StatusTone } from '../shared/status-tone';

/**
 * spec 3 §4 Receipt status, signBatchStatus, sign status and the signing chain of receipt generation:
 * one table each, read by the server (which moves) and the web (which labels and offers the next action).
 */

/** Receipt status (kc_ple_bill.status; dictionary ple_bill_status). */
export const ReceiptStatus = {
  cancelled: 0,
  inEffect: 1,
  generated: 10,
  warehouseSigned: 20,
  shipperSigned: 30,
  platformSigned: 40,
  transferring: 50,
  moving: 60,
  pledged: 70,
  outbound: 80,
  alarming: 90,
  awaitingPledgeEndorsement: 91,
  awaitingReleaseEndorsement: 92,
  frozen: 99,
} as const;
export type ReceiptStatusValue = (typeof ReceiptStatus)[keyof typeof ReceiptStatus];

export const receiptStatusLabels: Record<ReceiptStatusValue, string> = {
  0: '已作废',
  1: '已生效',
  10: '原始生成',
  20: '仓库签章完成',
  30: '货主签章完成',
  40: '平台签章完成',
  50: '过户中',
  60: '移库中',
  70: '已质押',
  80: '出库中',
  90: '预警中',
  91: '等待质押背书',
  92: '等待解押背书',
  99: '已冻结',
};

/** One colour per receipt status (shared/status-tone). */
export const receiptStatusTones: Record<ReceiptStatusValue, StatusTone> = {
  0: 'default',
  1: 'success',
  10: 'processing',
  20: 'processing',
  30: 'processing',
  40: 'processing',
  50: 'warning',
  60: 'warning',
  70: 'warning',
  80: 'warning',
  90: 'error',
  91: 'processing',
  92: 'processing',
  99: 'error',
};

/**
 * The statuses in which a receipt is valid for its holder: in effect, and every status an effective receipt moves to
 * while its goods are still represented by it (transferring, moving, pledged, outbound, alarming, waiting for an
 * endorsement, frozen). Not the signing statuses 10–40 (not yet valid) nor 0 (cancelled). The database keeps at
 * most one receipt of a lineage in these (kc_ple_bill_lineage_live_uq).
 */
export const LIVE_RECEIPT_STATUSES: readonly number[] = [1, 50, 60, 70, 80, 90, 91, 92, 99];

export const receiptStatusLabel = (status: number) => receiptStatusLabels[status as ReceiptStatusValue] ?? '';

/** signBatchStatus: the last batch-sign result of one receipt (dictionary sign_batch_status). */
export const SignBatchStatus = { success: 0, failed: 1, signing: 2, notSigned: 3 } as const;
export const signBatchStatusLabels: Record<number, string> = {
  0: '签章成功',
  1: '签章失败',
  2: '签章中',
  3: '未签章',
  [-1]: '未签章',
};

export const signBatchStatusTones: Record<number, StatusTone> = {
  0: 'success',
  1: 'error',
  2: 'processing',
  3: 'default',
  [-1]: 'default',
};

/**
 * Sign status of a receipt-generation application (apply_sign_status): whose signature is awaited.
 * -1, 6 or empty have no label. The bank-pledge reading of 1–6 (pledge_sign_status) belongs to the pledge financing (spec 2).
 */
export const ApplySignStatus = { warehouse: 1, shipper: 2, platform: 3, none: -1 } as const;
export const applySignStatusLabels: Record<number, string> = {
  1: '待仓库生成仓单签章',
  2: '待货主签章',
  3: '待平台签章',
  4: '待货主质押/解押签章',
  5: '待仓库质押/解押签章',
};

/** The three parties that seal a generated receipt. */
export type SignerRole = 'warehouse' | 'shipper' | 'platform';

export type SignStep = {
  role: SignerRole;
  /** the receipt status the signer signs from, and the one it reaches */
  from: ReceiptStatusValue;
  to: ReceiptStatusValue;
  /** the apply sign status after this signature */
  nextSignStatus: number;
  /** seal permission (ple_bill_*_seal): whether a receipt is still signable for the role */
  sealPermission: string;
  /** batch receipt-generation signature permission (ccb_release_bill_sign_*) */
  batchPermission: string;
  /** written into the PDF signature and the chain of events */
  reason: string;
  /** the party's name on the receipt (under its seal) */
  partyLabel: string;
};

/** spec 3 §4 Batch signing flow: 10 warehouse, 20 shipper, 30 platform; the platform's signature puts it in effect. */
export const signSteps: Record<SignerRole, SignStep> = {
  warehouse: {
    role: 'warehouse',
    from: ReceiptStatus.generated,
    to: ReceiptStatus.warehouseSigned,
    nextSignStatus: ApplySignStatus.shipper,
    sealPermission: 'ple_bill_warehouse_seal',
    batchPermission: 'ccb_release_bill_sign_warehouse',
    reason: '仓储企业签章',
    partyLabel: '仓储企业',
  },
  shipper: {
    role: 'shipper',
    from: ReceiptStatus.warehouseSigned,
    to: ReceiptStatus.shipperSigned,
    nextSignStatus: ApplySignStatus.platform,
    sealPermission: 'ple_bill_shipping_seal',
    batchPermission: 'ccb_release_bill_sign_shipper',
    reason: '货主签章',
    partyLabel: '货主',
  },
  platform: {
    role: 'platform',
    from: ReceiptStatus.shipperSigned,
    to: ReceiptStatus.platformSigned,
    nextSignStatus: ApplySignStatus.none,
    sealPermission: 'ple_bill_platform_seal',
    batchPermission: 'ccb_release_bill_sign_platform',
    reason: '平台签章',
    partyLabel: '平台运营方',
  },
};

export const signerRoles: readonly SignerRole[] = ['warehouse', 'shipper', 'platform'];

/** The step a receipt in this status waits for, if any. */
export const stepForStatus = (status: number): SignStep | undefined =>
  signerRoles.map((r) => signSteps[r]).find((s) => s.from === status);

/** Whether a signer of this role may sign a receipt in this status (the batch button's rule). */
export const statusMatchesSigner = (status: number, role: SignerRole) => signSteps[role].from === status;

/**
 * Where the caller's own seal stands on a receipt (signBillList's `mySignStatus`), from the receipt's chain for the
 * caller's side: signed (the chain holds its signature), signing or failed (its turn, and the receipt's last batch is
 * running or failed, which at its turn can only be its own), its turn, or an earlier party's turn still. A receipt
 * already past the role's step without its signature, or outside the chain, has none (null).
 */
export const MySignStatus = { signed: 0, failed: 1, signing: 2, waiting: 3, othersFirst: 4 } as const;
export type MySignStatusValue = (typeof MySignStatus)[keyof typeof MySignStatus];
export const mySignStatusLabels: Record<MySignStatusValue, string> = {
  0: '本方已签章',
  1: '本方签章失败',
  2: '本方签章中',
  3: '待本方签章',
  4: '待他方签章',
};
export const mySignStatusTones: Record<MySignStatusValue, StatusTone> = {
  0: 'success',
  1: 'error',
  2: 'processing',
  3: 'warning',
  4: 'default',
};

const CHAIN: readonly number[] = signerRoles.map((r) => signSteps[r].from);

export const mySignStatusOf = (
  role: SignerRole | null,
  receipt: { status: number; signBatchStatus: number | null },
  signedByRole: boolean,
): MySignStatusValue | null => {
  if (role === null) return null;
  if (signedByRole) return MySignStatus.signed;
  const from = signSteps[role].from;
  if (receipt.status === from) {
    if (receipt.signBatchStatus === SignBatchStatus.signing) return MySignStatus.signing;
    if (receipt.signBatchStatus === SignBatchStatus.failed) return MySignStatus.failed;
    return MySignStatus.waiting;
  }
  const at = CHAIN.indexOf(receipt.status);
  return at >= 0 && at < CHAIN.indexOf(from) ? MySignStatus.othersFirst : null;
};

/** QR sign dialog status (spec 1 §4, spec 2 §4): 0 show the code, 1 signing, 2 done, anything else expired. */
export const QrSignStatus = { waiting: 0, signing: 1, done: 2, expired: 3 } as const;

export const qrSignStatusLabels: Record<number, string> = { 0: '待签章', 1: '签章中', 2: '已完成', 3: '已失效' };
export const qrSignStatusTones: Record<number, StatusTone> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'default',
};

/** The mini-program scan flag (wxQrCodeToRefreshFlag): 2 means the user scanned and confirmed. */
export const ScanFlag = { waiting: 0, scanned: 1, confirmed: 2, cancelled: 3 } as const;
export const scanFlagLabels: Record<number, string> = { 0: '待扫码', 1: '已扫码', 2: '已确认', 3: '已取消' };
export const scanFlagTones: Record<number, StatusTone> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'default' };

/** Mini-program business types (bussType) of a QR sign session. */
export const BussType = {
  billApplication: 10,
  byApplyId: 20,
  disassemble: 30,
  pledgeOwner: 40,
  pledgeWarehouse: 50,
  /** a trade contract's seal (spec 2 §4 QR signing dialog; bussId the contract id) */
  contract: 60,
  /** a release's seals (解押签章; modules/release README "Release signatures"): bussId the release or one row */
  releaseOwner: 70,
  releaseWarehouse: 80,
} as const;
export const bussTypeLabels: Record<number, string> = {
  10: '仓单申请签章',
  20: '仓单生成签章',
  30: '拆单仓单签章',
  40: '质押签章（货主）',
  50: '质押签章（仓库）',
  60: '合同签章',
  70: '解押签章（货主）',
  80: '解押签章（仓库）',
};

/** spec 3 §9 and spec 1 §9 timings of the batch-signing flow. */
export const batchSignTiming = {
  scanPollMs: 1000,
  scanPollTries: 36,
  progressPollMs: 1000,
  signResultPollMs: 2000,
  listRefreshMs: 5000,
  closeAfterDoneMs: 5000,
  /** QR lifetimes: 1 minute (contract dialog), 5 minutes (batch and pledge). */
  qrLifetimeContractMs: 60_000,
  qrLifetimeMs: 5 * 60_000,
} as const;

/** A mini-program scene holds at most 32 characters: the QR token never exceeds it. */
export const QR_TOKEN_MAX_LENGTH = 32;

/** spec 3 §8 and spec 1 §8: the batch-signing messages, word for word. */
export const batchSignMessages = {
  autoSignOff: '请在企业认证信息中开启静默签章！',
  anyFailed: '存在签章失败的仓单，请重新发起批量签章或联系管理员',
  scanTimeout: '操作超时，请重新操作',
  cancelled: '取消操作了',
  scanSucceeded: '微信扫码认证成功，系统开始批量签章!',
  signing: '系统正在进行批量签章，页面将每隔5秒自动刷新，请稍后。',
  qrExpired: '二维码已失效',
  qrSigning: '签章中...',
  qrDone: '签章已完成',
  selectOne: '请选择至少一条数据!',
  asyncDone: '操作成功,请稍后查看结果',
} as const;

/** Server-side messages of receipt signing (not in the spec's catalogue; plain Chinese naming the cause). */
export const receiptMessages = {
  notFound: '仓单不存在',
  statusMismatch: '仓单状态与签章方不符，请刷新后重试',
  nothingToSign: '没有待签章的仓单',
  noPermission: '您没有该仓单的签章权限',
  noSeal: '签章企业尚未开通电子签章',
  platformMissing: '平台运营方尚未开通电子签章',
  qrNotFound: '二维码不存在或已失效',
  batchRunning: '该业务的批量签章正在进行中，请稍后',
} as const;

/** Where a batch of receipts comes from (the batch-sign screens' query): at most one origin; none = mine. */
export type BatchOrigin = {
  applyId?: string;
  goodsId?: string;
  disassembleId?: string;
  contractId?: string;
  /** the receipts a warehouse move issued at its target warehouse */
  moveId?: string;
  /** the receipts a partial release issued (its two successors per receipt; the page's goodsId, spec 3 §2) */
  releaseId?: string;
  billIds?: string[];
};

/**
 * The mini-program business (bussType, bussId) of a batch: 20 by inbound application (applyId), 30 a split
 * (disassembleId), otherwise 10 with the origin's id, or the signer's own enterprise for "all mine".
 */
export const batchBusiness = (origin: BatchOrigin, enterpriseId: string): { bussType: number; bussId: string } => {
  if (origin.applyId) return { bussType: BussType.byApplyId, bussId: origin.applyId };
  if (origin.disassembleId) return { bussType: BussType.disassemble, bussId: origin.disassembleId };
  if (origin.goodsId) return { bussType: BussType.billApplication, bussId: `g${origin.goodsId}` };
  if (origin.contractId) return { bussType: BussType.billApplication, bussId: `c${origin.contractId}` };
  if (origin.moveId) return { bussType: BussType.billApplication, bussId: `m${origin.moveId}` };
  if (origin.releaseId) return { bussType: BussType.billApplication, bussId: `r${origin.releaseId}` };
  return { bussType: BussType.billApplication, bussId: `e${enterpriseId}` };
};

/** Further messages of receipt signing (appended by the batch-sign module). */
export const receiptSignMessages = {
  fileMissing: '仓单文件不存在，无法签章',
  signFailed: '签章失败，请重新发起批量签章',
} as const;

/**
 * A receipt that stands for goods held in the warehouse: in effect and every state after it (transfer, move,
 * pledge, outbound, alarm, endorsement, frozen). Generated receipts still being signed and cancelled ones do not.
 */
export const heldReceiptStatuses: readonly ReceiptStatusValue[] = [
  ReceiptStatus.inEffect,
  ReceiptStatus.transferring,
  ReceiptStatus.moving,
  ReceiptStatus.pledged,
  ReceiptStatus.outbound,
  ReceiptStatus.alarming,
  ReceiptStatus.awaitingPledgeEndorsement,
  ReceiptStatus.awaitingReleaseEndorsement,
  ReceiptStatus.frozen,
];
