import { defineMachine } from '../shared/machine';
import type { StatusTone } from '../shared/status-tone';

/**
 * Owner bill split application statuses (仓单拆单申请, spec 3 §4 "Owner bill split application status (strings)"):
 * strings, as the spec and the dictionary bill_split_apply_status write them. 41, 42, 50, 51 and 61 appear in the
 * original's conditions only, with no meaning shown: not modelled.
 */
export const BillSplitStatus = {
  voided: '0',
  draft: '1',
  awaitingOwner: '10',
  ownerRejected: '11',
  awaitingPlatform: '20',
  platformRejected: '21',
  awaitingWarehouse: '30',
  warehouseRejected: '31',
  completed: '40',
} as const;
export type BillSplitStatusValue = (typeof BillSplitStatus)[keyof typeof BillSplitStatus];

/** The dictionary bill_split_apply_status's labels (seed/data/dicts.ts). */
export const billSplitStatusLabels: Record<BillSplitStatusValue, string> = {
  '0': '已作废',
  '1': '草稿',
  '10': '待货主审核',
  '11': '货主审核驳回',
  '20': '货主审核通过，待平台审核',
  '21': '平台审核驳回',
  '30': '平台审核通过，待仓库审核',
  '31': '仓库审核驳回',
  '40': '拆单完成',
};

export const billSplitStatusTones: Record<BillSplitStatusValue, StatusTone> = {
  '0': 'default',
  '1': 'default',
  '10': 'processing',
  '11': 'error',
  '20': 'processing',
  '21': 'error',
  '30': 'processing',
  '31': 'error',
  '40': 'success',
};

export const billSplitStatusLabel = (status: string) => billSplitStatusLabels[status as BillSplitStatusValue] ?? '';

export const billSplitStatusOptions = (
  ['1', '10', '11', '20', '21', '30', '31', '40', '0'] as const satisfies readonly BillSplitStatusValue[]
).map((value) => ({ value, label: billSplitStatusLabels[value] }));

const EDITABLE = [
  BillSplitStatus.draft,
  BillSplitStatus.ownerRejected,
  BillSplitStatus.platformRejected,
  BillSplitStatus.warehouseRejected,
] as const;

/**
 * The moves (spec 3 §4): the holder saves (1) and submits (10; its receipt held by the application, the shared
 * reservation), reviews it as owner (20 or 11), the platform (30 or 21), the receipt's warehouse (40 or 31). At 40
 * the receipt is replaced by the new receipt and the remainder (issued at 10, signed through batch signing; the old
 * receipt is voided when the first of them comes into effect). The holder voids a draft or a rejected one (0).
 * Chosen: a rejection releases the receipt; a resubmission takes it again.
 */
export const billSplitMachine = defineMachine({
  objectType: 'bill_split_apply',
  statuses: BillSplitStatus,
  moves: {
    submit: { from: EDITABLE, to: BillSplitStatus.awaitingOwner, by: ['owner'] },
    ownerPass: { from: [BillSplitStatus.awaitingOwner], to: BillSplitStatus.awaitingPlatform, by: ['owner'] },
    ownerReject: { from: [BillSplitStatus.awaitingOwner], to: BillSplitStatus.ownerRejected, by: ['owner'] },
    platformPass: { from: [BillSplitStatus.awaitingPlatform], to: BillSplitStatus.awaitingWarehouse, by: ['platform'] },
    platformReject: {
      from: [BillSplitStatus.awaitingPlatform],
      to: BillSplitStatus.platformRejected,
      by: ['platform'],
    },
    warehousePass: { from: [BillSplitStatus.awaitingWarehouse], to: BillSplitStatus.completed, by: ['warehouse'] },
    warehouseReject: {
      from: [BillSplitStatus.awaitingWarehouse],
      to: BillSplitStatus.warehouseRejected,
      by: ['warehouse'],
    },
    void: { from: EDITABLE, to: BillSplitStatus.voided, by: ['owner'] },
  },
});

/** The form is editable when new and in 1, 11, 21, 31 (as the WMS split's form, spec 3 §4). */
export const canEditBillSplit = (status: string | null | undefined) =>
  status == null || (EDITABLE as readonly string[]).includes(status);
export const canVoidBillSplit = (status: string) => billSplitMachine.can('void', status as BillSplitStatusValue);

/** The three reviews: who, at which status, and the status a pass and a rejection give. */
export const BILL_SPLIT_AUDITS = {
  owner: { at: '10', pass: '20', reject: '11', passMove: 'ownerPass', rejectMove: 'ownerReject' },
  platform: { at: '20', pass: '30', reject: '21', passMove: 'platformPass', rejectMove: 'platformReject' },
  warehouse: { at: '30', pass: '40', reject: '31', passMove: 'warehousePass', rejectMove: 'warehouseReject' },
} as const;
export type BillSplitAuditParty = keyof typeof BILL_SPLIT_AUDITS;

/** The reason is shown in red at 11, 21 and 31. */
export const isBillSplitRejected = (status: string) => ['11', '21', '31'].includes(status);

/** Steps shown (spec 3 §4): apply, owner review, platform review, warehouse review, split done. */
export const BILL_SPLIT_STEP_TITLES = ['提交申请', '货主审核', '平台审核', '仓库审核', '拆单完成'] as const;
export type BillSplitStepState = 'finish' | 'process' | 'wait' | 'error';

export const billSplitStepStates = (status: string): BillSplitStepState[] => {
  const s: BillSplitStepState[] = ['wait', 'wait', 'wait', 'wait', 'wait'];
  const upTo = (n: number, last: BillSplitStepState) => {
    for (let i = 0; i < n; i++) s[i] = 'finish';
    s[n] = last;
    return s;
  };
  switch (status) {
    case '1':
      return upTo(0, 'process');
    case '10':
      return upTo(1, 'process');
    case '11':
      return upTo(1, 'error');
    case '20':
      return upTo(2, 'process');
    case '21':
      return upTo(2, 'error');
    case '30':
      return upTo(3, 'process');
    case '31':
      return upTo(3, 'error');
    case '40':
      return ['finish', 'finish', 'finish', 'finish', 'finish'];
    default:
      return s;
  }
};

/** Live event of an application's change (the holder's, the warehouse's and the operators' open pages). */
export const BILL_SPLIT_STATUS_EVENT = 'billSplit.status';
export type BillSplitStatusEvent = { id: string; status: string };

/** spec 3 §2 screens. The form: `?id=&type=0` (type 0 new). */
export const BILL_SPLIT_LIST_PATH = '/ple/billSplitApplyList';
export const BILL_SPLIT_DETAIL_PATH = '/ple/billSplitApplyDetail';
export const BILL_SPLIT_FORM_PATH = '/ple/billSplitApply';
export const billSplitDetailPath = (id: string) => `${BILL_SPLIT_DETAIL_PATH}?id=${encodeURIComponent(id)}`;

export const billSplitOperationLabels: Record<string, string> = {
  save: '保存拆单申请',
  submit: '提交拆单申请',
  ownerPass: '货主审核通过',
  ownerReject: '货主审核驳回',
  platformPass: '平台审核通过',
  platformReject: '平台审核驳回',
  warehousePass: '仓库审核通过，拆单完成',
  warehouseReject: '仓库审核驳回',
  void: '作废拆单申请',
};
