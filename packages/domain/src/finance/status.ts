import { defineMachine } from '../shared/machine';
import type { StatusTone } from '../shared/status-tone';
import { DisburseRequestStatus } from './disburse';

/**
 * Pledge financing (融资申请; spec 2 §3 Financing application, §4, §6; spec 3 §4 Bank pledge status). A shipper asks a
 * bank for a loan against its receipts in effect at one warehouse. The four-party agreement (supplier, warehouse,
 * platform, bank) is reviewed by the platform then the warehouse and pushed to the bank; the bank admits the
 * collateral and registers the pledge; the owner and the warehouse seal a pledge notice per receipt; the receipts are
 * pledged (70) until the loan is repaid.
 */
export const FinanceStatus = {
  void: 0,
  /** saved or submitted: the four-party agreement is being prepared or reviewed (fourStatus says where) */
  awaitingFour: 50,
  /** the agreement reached the bank: admission, pledge registration and pledge seals */
  awaitingPledge: 60,
  /** every receipt sealed by owner and warehouse: pledged; the bank disburses */
  pledged: 70,
  /** the loan repaid: the receipts are free again */
  complete: 100,
  /** the bank refused (the agreement or the collateral) */
  refused: 101,
} as const;
export type FinanceStatusValue = (typeof FinanceStatus)[keyof typeof FinanceStatus];
export const financeStatusLabels: Record<FinanceStatusValue, string> = {
  0: '已作废',
  50: '待四方协议审核',
  60: '待质押',
  70: '已质押',
  100: '融资完成',
  101: '融资拒绝',
};
export const financeStatusTones: Record<FinanceStatusValue, StatusTone> = {
  0: 'default',
  50: 'processing',
  60: 'processing',
  70: 'warning',
  100: 'success',
  101: 'error',
};
export const financeStatusLabel = (s: number) => financeStatusLabels[s as FinanceStatusValue] ?? '';
/** The statuses in which an application holds its receipts (ARCHITECTURE §11: process 'pledge'). */
export const LIVE_FINANCE_STATUSES: readonly number[] = [50, 60, 70];

/** Four-party agreement status (fourStatus; spec 2 §4). */
export const FourStatus = {
  notStarted: 0,
  awaitingWarehouse: 10,
  warehouseRejected: 11,
  awaitingPlatform: 20,
  platformRejected: 21,
  passed: 30,
  pushed: 40,
  pushFailed: 41,
} as const;
export type FourStatusValue = (typeof FourStatus)[keyof typeof FourStatus];
export const fourStatusLabels: Record<FourStatusValue, string> = {
  0: '未发起',
  10: '待仓库审核',
  11: '仓库驳回',
  20: '待平台审核',
  21: '平台驳回',
  30: '仓库审核通过',
  40: '推送完成',
  41: '推送失败',
};
export const fourStatusTones: Record<FourStatusValue, StatusTone> = {
  0: 'default',
  10: 'processing',
  11: 'error',
  20: 'processing',
  21: 'error',
  30: 'processing',
  40: 'success',
  41: 'error',
};
export const fourStatusLabel = (s: number) => fourStatusLabels[s as FourStatusValue] ?? '';
/** The shipper may edit and (re-)submit the application while its agreement is not started or was rejected. */
export const EDITABLE_FOUR_STATUSES: readonly number[] = [0, 11, 21];

/**
 * Receipt pledge status (dgeCcbStatus; spec 2 §4 and spec 3 §4). Both readings: spec 3 reads 1 as 已质押 in one screen
 * and 质押中 in another, 10 as 待审核 or 待审核（四方协议）, 110 as 解押审核通过 "in one reading". The receipt's own status
 * already says 已质押 (70), so the pledge status reads 1 as 质押中 (reading A, the financing screens); reading B is
 * offered for the receipts document's screens.
 */
export const DgeCcbStatus = {
  none: 0,
  pledging: 1,
  awaitingReview: 10,
  awaitingPush: 20,
  awaitingAdmission: 30,
  awaitingPledge: 40,
  awaitingOwnerSeal: 50,
  awaitingWarehouseSeal: 60,
  pledgedAwaitingPush: 70,
  pledgePushed: 80,
  awaitingWarehouseRelease: 90,
  awaitingPlatformRelease: 100,
  awaitingOwnerReleaseSeal: 101,
  releaseApproved: 110,
  awaitingWarehouseReleaseSeal: 111,
  awaitingReleaseFeedback: 112,
  releaseFed: 120,
} as const;
export type DgeCcbStatusValue = (typeof DgeCcbStatus)[keyof typeof DgeCcbStatus];
export const dgeCcbStatusLabels: Record<DgeCcbStatusValue, string> = {
  0: '未质押',
  1: '质押中',
  10: '待审核',
  20: '待推送',
  30: '待准入',
  40: '待质押',
  50: '待货主质押签章',
  60: '待仓库质押签章',
  70: '已质押待推送',
  80: '质押推送完成',
  90: '待仓库解押审核',
  100: '待平台解押审核',
  101: '待货主解押签章',
  110: '解押审核通过',
  111: '待仓库解押签章',
  112: '待解押反馈',
  120: '解押反馈完成',
};
/** Reading B (spec 3 §4): 1 已质押, 10 待审核（四方协议）. */
export const dgeCcbStatusLabelsB: Partial<Record<DgeCcbStatusValue, string>> = {
  1: '已质押',
  10: '待审核（四方协议）',
};
export const dgeCcbStatusLabel = (s: number | null | undefined, reading: 'A' | 'B' = 'A') =>
  s == null
    ? ''
    : ((reading === 'B' ? dgeCcbStatusLabelsB[s as DgeCcbStatusValue] : undefined) ??
      dgeCcbStatusLabels[s as DgeCcbStatusValue] ??
      '');
export const dgeCcbStatusTone = (s: number | null | undefined): StatusTone =>
  s == null || s === 0 ? 'default' : s === 70 || s === 80 ? 'success' : 'processing';

/** Collateral admission result (collateralAccResult). */
export const CollateralAccResult = { accepted: 0, failed: 1 } as const;
export const collateralAccResultLabels: Record<number, string> = { 0: '请求受理', 1: '请求失败' };

/** Receipt sign status in the bank pledge flow (signStatus of a financing receipt row; spec 2 §4). */
export const PledgeSignStatus = {
  ownerSigning: 1,
  ownerSigned: 2,
  ownerFailed: 3,
  warehouseSigning: 4,
  warehouseSigned: 5,
  warehouseFailed: 6,
} as const;
export const pledgeSignStatusLabels: Record<number, string> = {
  1: '货主签章中',
  2: '货主已签章',
  3: '货主签章失败',
  4: '仓库签章中',
  5: '仓库已签章',
  6: '仓库签章失败',
};
export const pledgeSignStatusLabel = (s: number | null | undefined) =>
  s == null ? '' : (pledgeSignStatusLabels[s] ?? '');
export const pledgeSignFailed = (s: number | null | undefined) => s === 3 || s === 6;

/** Batch status of a financing application's pledge signing (signStatus on the application; spec 2 §4). */
export const PledgeBatchStatus = { success: 0, failed: 1, signing: 2, notSigned: 3 } as const;
export const pledgeBatchStatusLabels: Record<number, string> = {
  0: '签章成功',
  1: '签章失败',
  2: '签章中',
  3: '未签章',
};

/** pledgeBatchSign type: 0 the owner, 1 the warehouse; the mini-program business 40 / 50 (spec 2 §4, §7). */
export const PledgeSignType = { owner: 0, warehouse: 1 } as const;
export type PledgeSignTypeValue = (typeof PledgeSignType)[keyof typeof PledgeSignType];
export const pledgeBussType = (type: number) => (type === PledgeSignType.owner ? 40 : 50);

/** The loan amount's status (loanMoneyStatus): 0 saved, may change (修改); 1 submitted, read-only (提交). */
export const LoanMoneyStatus = { saved: 0, submitted: 1 } as const;

/**
 * spec 2 §6 Financing batch sign: the warehouse button at financing status 60 when signStatus is 2 or 3; the owner
 * button at status 60 when every receipt is at 50 or signStatus is 1. `signStatus` here is the application's (the
 * lowest-progress receipt's: see applicationSignStatus); `dgeCcbStatuses` every receipt's pledge status.
 */
export const showOwnerBatchSign = (status: number, signStatus: number | null, dgeCcbStatuses: readonly number[]) =>
  status === FinanceStatus.awaitingPledge &&
  ((dgeCcbStatuses.length > 0 && dgeCcbStatuses.every((s) => s === DgeCcbStatus.awaitingOwnerSeal)) ||
    signStatus === 1);
export const showWarehouseBatchSign = (status: number, signStatus: number | null) =>
  status === FinanceStatus.awaitingPledge && (signStatus === 2 || signStatus === 3);

/**
 * The application's sign status from its receipts' (spec 2 §3 signStatus of the application): the earliest step any
 * receipt is at — a receipt still to be sealed by the owner (null/1/3) makes the application's the owner's.
 * Null when no receipt has reached the pledge seals.
 */
export const applicationSignStatus = (rows: readonly { dgeCcbStatus: number; signStatus: number | null }[]) => {
  if (rows.length === 0) return null;
  if (rows.some((r) => r.dgeCcbStatus < DgeCcbStatus.awaitingOwnerSeal)) return null;
  const order = [3, 1, 2, 6, 4, 5];
  const owner = rows.filter((r) => r.dgeCcbStatus === DgeCcbStatus.awaitingOwnerSeal);
  if (owner.length) return owner.some((r) => r.signStatus === 3) ? 3 : 1;
  let best: number | null = null;
  for (const r of rows) {
    const s = r.signStatus ?? 2;
    if (best === null || order.indexOf(s) < order.indexOf(best)) best = s;
  }
  return best;
};

/**
 * The application's status (kc_finance_apply.status; spec 2 §4 Financing application status) as moves: the shipper
 * withdraws it before the agreement passed, the bank's acceptance of the agreement waits for the pledge, the last
 * warehouse seal pledges it, the pledge pushed to the bank (or its failure, kept for the retry) is recorded at 70, the bank's
 * disbursements and repayments are recorded at 70 until the loan is repaid, and the bank may refuse it until it is
 * pledged. Every move is on the application's trail (objectType 'finance').
 */
export const financeApplyMachine = defineMachine({
  objectType: 'finance',
  statuses: FinanceStatus,
  moves: {
    cancel: { from: [FinanceStatus.awaitingFour], to: FinanceStatus.void, by: ['shipper'] },
    pushAccepted: {
      from: [FinanceStatus.awaitingFour],
      to: FinanceStatus.awaitingPledge,
      by: ['platform', 'system'],
      permission: 'butTest',
    },
    pledged: { from: [FinanceStatus.awaitingPledge], to: FinanceStatus.pledged, by: ['warehouse'] },
    pledgePushed: { from: [FinanceStatus.pledged], to: FinanceStatus.pledged, by: ['platform', 'system'] },
    pledgePushFailed: { from: [FinanceStatus.pledged], to: FinanceStatus.pledged, by: ['platform', 'system'] },
    loanDisbursed: { from: [FinanceStatus.pledged], to: FinanceStatus.pledged, by: ['bank'] },
    loanRepaid: { from: [FinanceStatus.pledged], to: FinanceStatus.pledged, by: ['bank'] },
    repaid: { from: [FinanceStatus.pledged], to: FinanceStatus.complete, by: ['bank'] },
    refused: {
      from: [FinanceStatus.awaitingFour, FinanceStatus.awaitingPledge],
      to: FinanceStatus.refused,
      by: ['bank'],
    },
  },
});

/**
 * The four-party agreement (kc_finance_apply.fourStatus; spec 2 §4 fourStatus, §5 financing review, §6 finance_pt and
 * finance_warehouse): the shipper edits (back to 0) and submits it while not started or rejected; the platform
 * reviews it at 20, then the warehouse at 10; the passed agreement is pushed to the bank (40), a failed push (41)
 * is pushed again. On the application's trail (objectType 'finance').
 */
const EDITABLE_FOUR = EDITABLE_FOUR_STATUSES as readonly FourStatusValue[];
export const financeFourMachine = defineMachine({
  objectType: 'finance',
  statuses: FourStatus,
  moves: {
    update: { from: EDITABLE_FOUR, to: FourStatus.notStarted, by: ['shipper'] },
    submit: { from: EDITABLE_FOUR, to: FourStatus.awaitingPlatform, by: ['shipper'] },
    platformPass: {
      from: [FourStatus.awaitingPlatform],
      to: FourStatus.awaitingWarehouse,
      by: ['platform'],
      permission: 'finance_pt',
    },
    platformReject: {
      from: [FourStatus.awaitingPlatform],
      to: FourStatus.platformRejected,
      by: ['platform'],
      permission: 'finance_pt',
    },
    warehousePass: {
      from: [FourStatus.awaitingWarehouse],
      to: FourStatus.passed,
      by: ['warehouse'],
      permission: 'finance_warehouse',
    },
    warehouseReject: {
      from: [FourStatus.awaitingWarehouse],
      to: FourStatus.warehouseRejected,
      by: ['warehouse'],
      permission: 'finance_warehouse',
    },
    push: {
      from: [FourStatus.passed, FourStatus.pushFailed],
      to: FourStatus.pushed,
      by: ['platform', 'system'],
      permission: 'butTest',
    },
    pushFailed: {
      from: [FourStatus.passed, FourStatus.pushFailed],
      to: FourStatus.pushFailed,
      by: ['platform', 'system'],
    },
  },
});

/**
 * The loan amount (loanMoneyStatus; spec 3 §5 Loan amount, spec 2 §6 ccb_release_updateLoan): the platform or the
 * application's bank corrects the disbursed loan and keeps it editable (修改, 0 → 0) or fixes it (提交, 0 → 1).
 */
export const loanMoneyMachine = defineMachine({
  objectType: 'finance',
  statuses: LoanMoneyStatus,
  moves: {
    update: {
      from: [LoanMoneyStatus.saved],
      to: LoanMoneyStatus.saved,
      by: ['platform', 'bank'],
      permission: 'ccb_release_updateLoan',
    },
    submit: {
      from: [LoanMoneyStatus.saved],
      to: LoanMoneyStatus.submitted,
      by: ['platform', 'bank'],
      permission: 'ccb_release_updateLoan',
    },
  },
});

/**
 * Who may make each move of an application (ARCHITECTURE §5; the server's guard and the pages' buttons): the
 * application's status and the agreement's, each the sources of its machine's move (cancel alone also allows an
 * agreement waiting for the platform: the shipper withdraws before anyone reviewed it).
 */
export type FinanceSide = 'shipper' | 'warehouse' | 'platform' | 'bank';
const atAwaitingFour = financeApplyMachine.fromOf('cancel');
export const financeMoves = {
  edit: { status: atAwaitingFour, four: financeFourMachine.fromOf('update'), by: 'shipper' },
  submit: { status: atAwaitingFour, four: financeFourMachine.fromOf('submit'), by: 'shipper' },
  cancel: {
    status: atAwaitingFour,
    four: [
      FourStatus.notStarted,
      FourStatus.warehouseRejected,
      FourStatus.awaitingPlatform,
      FourStatus.platformRejected,
    ],
    by: 'shipper',
  },
  platformAudit: { status: atAwaitingFour, four: financeFourMachine.fromOf('platformPass'), by: 'platform' },
  warehouseAudit: { status: atAwaitingFour, four: financeFourMachine.fromOf('warehousePass'), by: 'warehouse' },
  push: { status: atAwaitingFour, four: financeFourMachine.fromOf('push'), by: 'platform' },
} as const satisfies Record<string, { status: readonly number[]; four: readonly number[]; by: FinanceSide }>;
export type FinanceMove = keyof typeof financeMoves;
export const canMakeFinanceMove = (
  move: FinanceMove,
  status: number,
  fourStatus: number,
  sides: readonly FinanceSide[],
) => {
  const rule = financeMoves[move];
  return (
    (rule.status as readonly number[]).includes(status) &&
    (rule.four as readonly number[]).includes(fourStatus) &&
    sides.includes(rule.by)
  );
};

/** Screens (spec 2 §2: the pledge-financing detail's route is not shown; these are ours). */
export const FINANCE_LIST_PATH = '/ccb/finance';
export const FINANCE_APPLY_PATH = '/ccb/finance/apply';
export const FINANCE_DETAIL_PATH = '/ccb/finance/detail';
export const financeDetailPath = (id: string) => `${FINANCE_DETAIL_PATH}?id=${encodeURIComponent(id)}`;

/** Live events (SSE): the application moved (status, fourStatus, a receipt's pledge or sign status, the loan, the fee). */
export const FINANCE_STATUS_EVENT = 'finance.status';
export type FinanceStatusEvent = { id: string; status: number; fourStatus: number; what: string };

/** The pledge statuses a live receipt row may hold (1 … 112): where the application lets go of it from. */
const LIVE_DGE_CCB = (Object.values(DgeCcbStatus) as DgeCcbStatusValue[]).filter(
  (s) => s !== DgeCcbStatus.none && s !== DgeCcbStatus.releaseFed,
);
/** The readings of a row a release holds (90 … 112; spec 3 §4 Bank pledge status). */
const RELEASE_DGE_CCB = [
  DgeCcbStatus.awaitingWarehouseRelease,
  DgeCcbStatus.awaitingPlatformRelease,
  DgeCcbStatus.awaitingOwnerReleaseSeal,
  DgeCcbStatus.releaseApproved,
  DgeCcbStatus.awaitingWarehouseReleaseSeal,
  DgeCcbStatus.awaitingReleaseFeedback,
] as const;
/** Pledged rows (sealed by the warehouse, 70, and after): where the bank's release instruction finds them. */
const PLEDGED_DGE_CCB = LIVE_DGE_CCB.filter((s) => s >= DgeCcbStatus.pledgedAwaitingPush);

/**
 * A financing receipt row's pledge status (kc_finance_apply_bill.dge_ccb_status; spec 2 §4 dgeCcbStatus, spec 3 §4
 * Bank pledge status) as moves. Together, the application's rows on the way to the bank: submitted for review,
 * passed for pushing, pushed to the bank, admitted as collateral. One row at a time: its pledge notice issued on the
 * bank's registration, the owner's seal (50 → 60) then the warehouse's (60 → 70) — each seal in progress or failed
 * is recorded where the row stands (signStatus 1/3, 4/6) —, and the pledge pushed (70 → 80). The application lets go
 * of its rows when it is cancelled or refused (→ 0) or when the bank's release instruction was carried out (→ 120).
 */
export const dgeCcbMachine = defineMachine({
  objectType: 'financeApplyBill',
  statuses: DgeCcbStatus,
  moves: {
    submit: { from: [DgeCcbStatus.pledging], to: DgeCcbStatus.awaitingReview, by: ['shipper'] },
    reviewPassed: { from: [DgeCcbStatus.awaitingReview], to: DgeCcbStatus.awaitingPush, by: ['platform', 'warehouse'] },
    pushed: { from: [DgeCcbStatus.awaitingPush], to: DgeCcbStatus.awaitingAdmission, by: ['platform', 'system'] },
    admitted: { from: [DgeCcbStatus.awaitingAdmission], to: DgeCcbStatus.awaitingPledge, by: ['bank'] },
    noticeIssued: { from: [DgeCcbStatus.awaitingPledge], to: DgeCcbStatus.awaitingOwnerSeal, by: ['bank', 'system'] },
    ownerSealing: {
      from: [DgeCcbStatus.awaitingOwnerSeal],
      to: DgeCcbStatus.awaitingOwnerSeal,
      by: ['shipper'],
      permission: 'ccb_release_pledge_sign_shipper',
    },
    ownerSealFailed: { from: [DgeCcbStatus.awaitingOwnerSeal], to: DgeCcbStatus.awaitingOwnerSeal, by: ['shipper'] },
    ownerSealed: {
      from: [DgeCcbStatus.awaitingOwnerSeal],
      to: DgeCcbStatus.awaitingWarehouseSeal,
      by: ['shipper'],
      permission: 'ccb_release_pledge_sign_shipper',
    },
    warehouseSealing: {
      from: [DgeCcbStatus.awaitingWarehouseSeal],
      to: DgeCcbStatus.awaitingWarehouseSeal,
      by: ['warehouse'],
      permission: 'ccb_release_pledge_sign_warehouse',
    },
    warehouseSealFailed: {
      from: [DgeCcbStatus.awaitingWarehouseSeal],
      to: DgeCcbStatus.awaitingWarehouseSeal,
      by: ['warehouse'],
    },
    warehouseSealed: {
      from: [DgeCcbStatus.awaitingWarehouseSeal],
      to: DgeCcbStatus.pledgedAwaitingPush,
      by: ['warehouse'],
      permission: 'ccb_release_pledge_sign_warehouse',
    },
    pledgePushed: {
      from: [DgeCcbStatus.pledgedAwaitingPush],
      to: DgeCcbStatus.pledgePushed,
      by: ['platform', 'system'],
    },
    /**
     * A release (解押记录) holds the pledged row: its reading follows the release's status (releaseDgeCcbStatus in
     * @kc/domain/release/release-record), and back to 80 when the release is void.
     */
    releaseStep: {
      from: [DgeCcbStatus.pledgedAwaitingPush, DgeCcbStatus.pledgePushed, ...RELEASE_DGE_CCB],
      to: [DgeCcbStatus.pledgePushed, ...RELEASE_DGE_CCB],
      by: ['bank', 'platform', 'warehouse', 'shipper', 'system'],
    },
    release: { from: LIVE_DGE_CCB, to: DgeCcbStatus.none, by: ['shipper', 'bank', 'system'] },
    releaseFed: { from: PLEDGED_DGE_CCB, to: DgeCcbStatus.releaseFed, by: ['bank', 'platform'] },
  },
});

/**
 * A disbursement request (kc_finance_disburse_request.status) as moves: the bank disburses it or refuses it at
 * once, or the shipper withdraws it while it waits.
 */
export const disburseRequestMachine = defineMachine({
  objectType: 'financeDisburseRequest',
  statuses: DisburseRequestStatus,
  moves: {
    refused: { from: [DisburseRequestStatus.requested], to: DisburseRequestStatus.refused, by: ['bank'] },
    cancel: { from: [DisburseRequestStatus.requested], to: DisburseRequestStatus.cancelled, by: ['shipper'] },
    disbursed: { from: [DisburseRequestStatus.requested], to: DisburseRequestStatus.disbursed, by: ['bank'] },
  },
});
