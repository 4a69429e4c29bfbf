import { defineMachine } from '../shared/machine';
import type { StatusTone } from '../shared/status-tone';

/**
 * spec 1 §4 Enterprise review status and E-sign status: one table each, read by the server (which moves)
 * and the web (which labels and offers the next action).
 */

/** Review status (kc_enterprise.status). */
export const ReviewStatus = { saved: 0, approved: 1, pending: 2, rejected: 3 } as const;
export type ReviewStatusValue = (typeof ReviewStatus)[keyof typeof ReviewStatus];

export const reviewStatusLabels: Record<ReviewStatusValue, string> = {
  0: '待提交',
  1: '审核通过',
  2: '审核中',
  3: '审核驳回',
};

export const reviewStatusTones: Record<ReviewStatusValue, StatusTone> = {
  0: 'default',
  1: 'success',
  2: 'processing',
  3: 'error',
};

/** The review list's filter labels, as the spec lists them (1 approved, 0 pending, 2 in review, 3 rejected). */
export const reviewFilterOptions: { value: ReviewStatusValue; label: string }[] = [
  { value: 1, label: '审核通过' },
  { value: 0, label: '待审核' },
  { value: 2, label: '审核中' },
  { value: 3, label: '审核驳回' },
];

/**
 * spec 1 §4 the review as moves: the enterprise submits (again) from every status but pending, and the platform
 * passes or rejects a pending submission, once per submission.
 */
export const enterpriseReviewMachine = defineMachine({
  objectType: 'enterprise',
  statuses: ReviewStatus,
  moves: {
    submit: {
      from: [ReviewStatus.saved, ReviewStatus.approved, ReviewStatus.rejected],
      to: ReviewStatus.pending,
      by: ['enterprise'],
    },
    approve: { from: [ReviewStatus.pending], to: ReviewStatus.approved, by: ['platform'] },
    reject: { from: [ReviewStatus.pending], to: ReviewStatus.rejected, by: ['platform'] },
  },
});

/** The form is read-only while the review is pending. */
export const isFormReadOnly = (status: number) => status === ReviewStatus.pending;
/** Save (保存) keeps a draft: offered before the first submission and after a rejection. */
export const canSave = (status: number) => status === ReviewStatus.saved || status === ReviewStatus.rejected;
/** Re-submit for authentication: every status but pending. */
export const canSubmit = (status: number) => enterpriseReviewMachine.can('submit', status);
/**
 * The operator's audit buttons (pass, reject) are shown only while a submission waits (spec 1 §4 hides them at
 * 0 and 1): a review decides once per submission, so a rejected enterprise is passed after it submits again.
 */
export const canAudit = (status: number) => enterpriseReviewMachine.can('approve', status);

/** Live event of a review move (submitted, passed, rejected): the enterprise's and the reviewers' open pages. */
export const ENTERPRISE_STATUS_EVENT = 'enterprise.status';
export type EnterpriseStatusEvent = { enterpriseId: string; status: number };

/** E-sign status (kc_enterprise.esign_status), spec 1 §4. */
export const EsignStatus = {
  none: 0,
  success: 1,
  personVerifying: 2,
  enterpriseVerifying: 3,
  transferApplied: 4,
  bankFailed: 5,
  transferInProgress: 6,
  personApplied: 10,
  personSucceeded: 11,
  personFailed: 12,
  enterpriseApplied: 20,
  enterpriseFailed: 22,
} as const;
export type EsignStatusValue = (typeof EsignStatus)[keyof typeof EsignStatus];

/** What the enterprise information page offers at an e-sign status. */
export type EsignNextAction =
  /** open the application dialog (company: bank and operator; person: name, ID, mobile and SMS code) */
  | 'apply'
  /** open the application dialog again to resubmit (status 3) */
  | 'resubmit'
  /** open the random-amount dialog */
  | 'amount'
  /** open the bank branch search */
  | 'bank'
  /** nothing to do but wait; the page polls and listens */
  | 'wait'
  /** ask the platform administrator (transfer verification lasting long) */
  | 'contact'
  /** the seal exists: show it, offer auto-sign */
  | 'done';

type EsignRow = { label: string; meaning: string; action: EsignNextAction; final: boolean };

export const esignStatusTable: Record<EsignStatusValue, EsignRow> = {
  0: { label: '未申请', meaning: '尚未申请电子签章或尚未完成认证', action: 'apply', final: true },
  1: { label: '已开通', meaning: '电子签章已开通', action: 'done', final: true },
  2: { label: '个人信息核验中', meaning: '个人信息核验中，请耐心等待', action: 'wait', final: false },
  3: { label: '企业信息核验中', meaning: '企业信息核验中，可重新提交申请', action: 'resubmit', final: false },
  4: {
    label: '待验证打款金额',
    meaning: '银行信息核验通过，平台已向对公账户打款，请填写收到的随机金额',
    action: 'amount',
    final: true,
  },
  5: {
    label: '银行信息核验失败',
    meaning: '对公账户信息核验失败，请选择开户支行并重新提交',
    action: 'bank',
    final: true,
  },
  6: {
    label: '打款验证中',
    meaning: '打款或支付验证处理中，如长时间未完成请联系平台管理人员',
    action: 'contact',
    final: false,
  },
  10: { label: '个人账户已申请', meaning: '个人账户已申请，正在核验', action: 'apply', final: false },
  11: { label: '个人账户开通成功', meaning: '个人账户开通成功，正在生成签章', action: 'wait', final: false },
  12: {
    label: '个人认证失败',
    meaning: '个人实名认证错误!请核实身份证号、真实姓名、手机号是否正确。',
    action: 'apply',
    final: true,
  },
  20: { label: '企业账户已申请', meaning: '企业账户已申请，正在核验企业信息', action: 'apply', final: false },
  22: {
    label: '企业认证失败',
    meaning: '企业认证错误!请核实企业名称、统一社会信用代码、法人姓名、法人身份证号是否正确。',
    action: 'apply',
    final: true,
  },
};

/** Any value outside the table means "application in progress" (spec 1 §4). */
export const esignStatusRow = (status: number): EsignRow =>
  esignStatusTable[status as EsignStatusValue] ?? {
    label: '申请中',
    meaning: '电子签章申请中，请稍后',
    action: 'wait',
    final: false,
  };

const ESIGN_FAILED: readonly number[] = [5, 12, 22];

/** An e-sign status's colour: opened, failed, not applied, waiting for the random amount, or under way. */
export const esignStatusTone = (status: number): StatusTone => {
  if (status === EsignStatus.success) return 'success';
  if (ESIGN_FAILED.includes(status)) return 'error';
  if (status === 0) return 'default';
  return esignStatusRow(status).action === 'amount' ? 'warning' : 'processing';
};

/** Seal application is allowed at 0, 1, 2, 10, 12, 20, 22 (enter bank and operator info) and at 3 (resubmit). */
export const ESIGN_APPLY_ALLOWED: readonly number[] = [0, 1, 2, 3, 10, 12, 20, 22];
export const canApplySeal = (esignStatus: number, hasSeal: boolean) =>
  ESIGN_APPLY_ALLOWED.includes(esignStatus) && !(esignStatus === EsignStatus.success && hasSeal);

/**
 * The two readings of 10 and 20 (spec 1 §4: "a second reading treats 10/20 as personal verification failed").
 * This product follows the first (account applied, verification running) because the sandbox moves on from
 * there by itself; both readings offer the application dialog again, so a user stuck at either can re-apply.
 */
export const ESIGN_POLL_INTERVAL_MS = 2500;
export const ESIGN_POLL_ATTEMPTS = 6;

/** Random-amount check answers (spec 1 §4), carried in data with code 200. */
export const AmountCheck = { success: 200, wrongAmount: 204, reapply: 205 } as const;
/** Branch submit: 205 means the application timed out and is restarted. */
export const BranchSubmit = { success: 200, timedOut: 205 } as const;

/**
 * spec 1 §4: an enterprise takes part in business (selects, orders, audits, inspections, receipts, signing,
 * mappings, bank goods) once the platform approved it (status 1). An approved enterprise's later edits wait for
 * the next review while its approved values stay in force, so it stays approved while re-reviewed (2) and after
 * such an edit is rejected (3); one never approved (0, 2 or 3 without an approval) does not take part.
 */
export const isEnterpriseApproved = (e: { status: number; approvedTime?: Date | string | null }) =>
  e.status === ReviewStatus.approved || e.approvedTime != null;

/**
 * A seal ready to stamp (spec 1 §4): the enterprise takes part in business (approved), its e-sign application
 * succeeded (1) and it holds an account. Receipts, contracts and every later seal ask this one rule.
 */
export const isSealReady = (e: {
  status: number;
  approvedTime?: Date | string | null;
  esignStatus: number | null;
  esignAccountId: string | null;
}) => isEnterpriseApproved(e) && e.esignStatus === EsignStatus.success && e.esignAccountId != null;

export const participationMessages = {
  ownNotApproved: '本企业尚未通过认证，不能办理业务',
  notApproved: '该企业尚未通过认证，不能办理业务',
  warehouseNotApproved: '该仓储企业尚未通过认证，不能办理业务',
  shipperNotApproved: '该货主企业尚未通过认证，不能办理业务',
  bankNotApproved: '该金融机构尚未通过认证，不能办理业务',
} as const;
