import { z } from 'zod';
import { idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import type { MoveOf } from '../shared/machine';
import { lineText } from '../shared/text';
import type { dgeCcbMachine } from './status';

type DgeCcbMove = MoveOf<typeof dgeCcbMachine>;

/**
 * The pledge notice (仓单质押通知书) of one receipt of a financing application and its two seals (spec 2 §4 QR signing
 * dialog, batch signing of pledge receipts; spec 3 §4 Bank pledge status 50 → 60 → 70 → 80). The owner (出质人) seals
 * first (receipt row 50 → 60), then the warehouse (仓储企业, 60 → 70, the receipt 91 → 70 已质押); when every receipt
 * of the application is at 70 the application is pledged (60 → 70) and the pledge is pushed to the bank (70 → 80).
 */

/** Who seals a pledge notice: the owner (type 0, mini-program business 40) or the warehouse (type 1, 50). */
export type PledgeSealRole = 'shipper' | 'warehouse';
export const pledgeSealRoleOf = (type: number): PledgeSealRole => (type === 0 ? 'shipper' : 'warehouse');

/** The two seal places a pledge notice records (looked up again in the current file before each seal). */
export const PLEDGE_SEAL_LABELS: Record<PledgeSealRole, string> = {
  shipper: '出质人（货主）盖章',
  warehouse: '仓储企业盖章',
};

/** kc_finance_sign.kind of each seal (one per notice and kind). */
export const pledgeSignKind = (role: PledgeSealRole) => (role === 'shipper' ? 'pledge-shipper' : 'pledge-warehouse');

/**
 * Each seal's step: the row's pledge status before and after, its sign status while, after and on failure, and the
 * pledge-status moves (dgeCcbMachine) that record the seal in progress, made and failed.
 */
export const pledgeSealSteps = {
  shipper: {
    from: 50,
    to: 60,
    signing: 1,
    signed: 2,
    failed: 3,
    reason: '出质人确认仓单质押',
    moves: { sealing: 'ownerSealing', sealed: 'ownerSealed', failed: 'ownerSealFailed' },
  },
  warehouse: {
    from: 60,
    to: 70,
    signing: 4,
    signed: 5,
    failed: 6,
    reason: '仓储企业确认仓单质押',
    moves: { sealing: 'warehouseSealing', sealed: 'warehouseSealed', failed: 'warehouseSealFailed' },
  },
} as const satisfies Record<
  PledgeSealRole,
  {
    from: number;
    to: number;
    signing: number;
    signed: number;
    failed: number;
    reason: string;
    moves: { sealing: DgeCcbMove; sealed: DgeCcbMove; failed: DgeCcbMove };
  }
>;

/** The mini-program business of each seal (spec 2 §7 bussType 40 owner pledge, 50 warehouse pledge). */
export const PLEDGE_BUSS_TYPE: Record<PledgeSealRole, number> = { shipper: 40, warehouse: 50 };
export const pledgeRoleOfBussType = (bussType: number): PledgeSealRole | null =>
  bussType === 40 ? 'shipper' : bussType === 50 ? 'warehouse' : null;

/** A single seal's QR code lives five minutes (spec 2 §4 QR signing dialog). */
export const PLEDGE_QR_LIFETIME_MS = 5 * 60_000;

/**
 * pledgeQrData status (spec 2 §4 QR signing dialog): 0 waiting for the scan (or the phone's confirmation), 1 sealing,
 * 2 sealed; anything else (3) the code expired or was cancelled — the dialog shows 二维码已失效.
 */
export const PledgeQrStatus = { waiting: 0, signing: 1, done: 2, expired: 3 } as const;

/** The pledge push (all receipts sealed) retried by the job: 30 s × 2^tries, at most 30 minutes. */
export const pledgePushDelayMs = (tries: number) => Math.min(30_000 * 2 ** Math.max(0, tries), 30 * 60_000);

/** Text of the notice: the receipt pledged to the bank, the goods not released without the bank's instruction. */
export const pledgeNoticeText = (p: { bank: string; warehouse: string; billCode: string }) =>
  `出质人已将上述仓单（编号 ${p.billCode}）项下货物质押予质权人${p.bank}，作为其融资的担保。` +
  `自本通知书经出质人和仓储企业签章之日起，${p.warehouse}作为保管人，未经质权人书面指令，不得向任何人放行、` +
  `转移或交付上述仓单项下的货物，亦不得办理该仓单的转让、拆分、移库或再次质押；质押解除以质权人的解押指令为准。`;

export const pledgeRefusals = defineRefusals('pledge', {
  notFound: [404, '质押仓单不存在或无权查看'],
  noPermission: [403, '无质押签章权限'],
  notShipper: [403, '只有出质人（货主）可以签署质押通知书'],
  notWarehouse: [403, '只有仓单所在仓库可以签署质押通知书'],
  notPlatform: [403, '只有平台运营方可以推送质押'],
  statusMismatch: [409, '该仓单当前不能签章，请刷新后重试'],
  nothingToSign: [409, '没有需要签章的仓单'],
  batchRunning: [409, '批量签章正在进行中，请稍后'],
  scanRequired: [409, '请先使用微信小程序扫码确认'],
  noSeal: [400, '本企业尚未开通电子签章，请先在企业认证信息中申请'],
  noticeMissing: [404, '质押通知书尚未生成'],
  notAllSealed: [409, '仓单尚未全部完成质押签章，无法推送'],
  alreadyPushed: [409, '质押已推送银行'],
});

/** shipperPledgeSign / warehousePledgeSign (a seal made at once): the receipt row after it. */
export const pledgeSealAnswer = z.object({
  /** the receipt row (kc_finance_apply_bill) and its receipt */
  id: idString,
  billId: idString,
  applyId: idString,
  dgeCcbStatus: z.number().int(),
  signStatus: z.number().int().nullable(),
  /** false: this seal was already made (nothing changed) */
  signed: z.boolean(),
  /** the application's status after it (70 once every receipt was sealed by the warehouse) */
  applyStatus: z.number().int(),
  /** the pledge notice with the seals so far: the file this seal stored (the id of what the move created) */
  extractFileId: idString.nullable(),
});
export type PledgeSealAnswer = z.infer<typeof pledgeSealAnswer>;

/** ccb/warehouse/pledge (butTest): the pledge pushed again, and the application's status after it. */
export const pledgePushAnswer = z.object({
  pushed: z.boolean(),
  pledgePushStatus: z.number().int(),
  pledgePushError: z.string().nullable(),
  /** the application and its status (FinanceStatus: the move answers where it left the application) */
  id: idString,
  status: z.number().int(),
});

/** A QR session's token as the dialog and the batch pass it (a control character is a 400, like any text). */
const qrToken = lineText('二维码')
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,32}$/, '二维码已失效');

/** ple/bill/pledgeQrData?token. */
export const pledgeQrTokenQuery = z.object({ token: qrToken });

/** ple/bill/pledgeBatchSign: type 0 owner, 1 warehouse, the application, and the confirmed QR token. */
export const pledgeBatchBody = z.object({
  applyId: idField,
  type: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)])),
  token: z.preprocess((v) => (v === '' || v == null ? undefined : v), qrToken.optional()),
});
