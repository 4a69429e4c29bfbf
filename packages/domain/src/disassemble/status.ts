import { defineMachine } from '../shared/machine';
import type { StatusTone } from '../shared/status-tone';

/**
 * WMS bill split statuses (WMS拆单, billDisassemble; spec 3 §4 "WMS bill split status"): 0 voided, 1 draft, 10 awaiting
 * the shipper's review, 11 rejected by it, 20 awaiting the platform, 21, 30 awaiting the warehouse, 31, 40 completed.
 */
export const DisassembleStatus = {
  voided: 0,
  draft: 1,
  awaitingShipper: 10,
  shipperRejected: 11,
  awaitingPlatform: 20,
  platformRejected: 21,
  awaitingWarehouse: 30,
  warehouseRejected: 31,
  completed: 40,
} as const;
export type DisassembleStatusValue = (typeof DisassembleStatus)[keyof typeof DisassembleStatus];

export const disassembleStatusLabels: Record<DisassembleStatusValue, string> = {
  0: '已作废',
  1: '草稿',
  10: '待货主审核',
  11: '货主审核驳回',
  20: '待平台审核',
  21: '平台审核驳回',
  30: '待仓库审核',
  31: '仓库审核驳回',
  40: '已完成',
};

export const disassembleStatusTones: Record<DisassembleStatusValue, StatusTone> = {
  0: 'default',
  1: 'default',
  10: 'processing',
  11: 'error',
  20: 'processing',
  21: 'error',
  30: 'processing',
  31: 'error',
  40: 'success',
};

export const disassembleStatusLabel = (status: number) =>
  disassembleStatusLabels[status as DisassembleStatusValue] ?? '';

export const disassembleStatusOptions = (Object.keys(disassembleStatusLabels) as unknown as DisassembleStatusValue[])
  .map(Number)
  .sort((a, b) => a - b)
  .map((value) => ({ value, label: disassembleStatusLabels[value as DisassembleStatusValue] }));

/** Where the applicant edits and submits: new, a draft and each rejection (spec 3 §4). */
const EDITABLE = [
  DisassembleStatus.draft,
  DisassembleStatus.shipperRejected,
  DisassembleStatus.platformRejected,
  DisassembleStatus.warehouseRejected,
] as const;

/**
 * The moves, declared once. The applicant (the receipt's holder, or the warehouse that keeps it — both readings of
 * the spec: external_destroy_add is the shipper's in the roles, the journey has the warehouse start) saves (1)
 * and submits (10); the shipper (the receipt's holder) passes (20) or rejects (11); the platform 30 or 21; the
 * warehouse 40 (the receipt is replaced by one receipt per group of containers) or 31. A draft or a rejected split
 * is voided (0) by its applicant.
 */
export const disassembleMachine = defineMachine({
  objectType: 'bill_disassemble',
  statuses: DisassembleStatus,
  moves: {
    save: {
      from: EDITABLE,
      to: DisassembleStatus.draft,
      by: ['owner', 'warehouse'],
      permission: 'external_destroy_add',
    },
    submit: {
      from: EDITABLE,
      to: DisassembleStatus.awaitingShipper,
      by: ['owner', 'warehouse'],
      permission: 'external_destroy_add',
    },
    shipperPass: {
      from: [DisassembleStatus.awaitingShipper],
      to: DisassembleStatus.awaitingPlatform,
      by: ['shipper'],
      permission: 'external_destroy_audit_shipper',
    },
    shipperReject: {
      from: [DisassembleStatus.awaitingShipper],
      to: DisassembleStatus.shipperRejected,
      by: ['shipper'],
      permission: 'external_destroy_audit_shipper',
    },
    platformPass: {
      from: [DisassembleStatus.awaitingPlatform],
      to: DisassembleStatus.awaitingWarehouse,
      by: ['platform'],
      permission: 'external_destroy_audit_platform',
    },
    platformReject: {
      from: [DisassembleStatus.awaitingPlatform],
      to: DisassembleStatus.platformRejected,
      by: ['platform'],
      permission: 'external_destroy_audit_platform',
    },
    warehousePass: {
      from: [DisassembleStatus.awaitingWarehouse],
      to: DisassembleStatus.completed,
      by: ['warehouse'],
      permission: 'external_destroy_audit_warehouse',
    },
    warehouseReject: {
      from: [DisassembleStatus.awaitingWarehouse],
      to: DisassembleStatus.warehouseRejected,
      by: ['warehouse'],
      permission: 'external_destroy_audit_warehouse',
    },
    void: {
      from: EDITABLE,
      to: DisassembleStatus.voided,
      by: ['owner', 'warehouse'],
      permission: 'external_destroy_add',
    },
  },
});

/** spec 3 §4: the form is editable only in 1, 11, 21, 31 and when new. */
export const canEditDisassemble = (status: number | null | undefined) =>
  status == null || disassembleMachine.can('submit', status);
/** spec 3 §4: in 10, 20 and 30 the WMS platform selector is disabled. */
export const platformSelectDisabled = (status: number | null | undefined) =>
  status === DisassembleStatus.awaitingShipper ||
  status === DisassembleStatus.awaitingPlatform ||
  status === DisassembleStatus.awaitingWarehouse;
/** spec 3 §4: the reject reason in red for 11, 21 and 31. */
export const showsRejectReason = (status: number | null | undefined) =>
  status === DisassembleStatus.shipperRejected ||
  status === DisassembleStatus.platformRejected ||
  status === DisassembleStatus.warehouseRejected;

/** Which party reviews at a status (the audit call and the permission), none outside 10, 20, 30. */
export type DisassembleReviewer = 'shipper' | 'platform' | 'warehouse';
export const reviewerAt = (status: number): DisassembleReviewer | null =>
  status === DisassembleStatus.awaitingShipper
    ? 'shipper'
    : status === DisassembleStatus.awaitingPlatform
      ? 'platform'
      : status === DisassembleStatus.awaitingWarehouse
        ? 'warehouse'
        : null;
/** The review's two answers per party: [pass, reject] target statuses (the audit call's `status`). */
export const reviewTargets: Record<DisassembleReviewer, readonly [number, number]> = {
  shipper: [DisassembleStatus.awaitingPlatform, DisassembleStatus.shipperRejected],
  platform: [DisassembleStatus.awaitingWarehouse, DisassembleStatus.platformRejected],
  warehouse: [DisassembleStatus.completed, DisassembleStatus.warehouseRejected],
};
export const reviewPermissions: Record<DisassembleReviewer, string> = {
  shipper: 'external_destroy_audit_shipper',
  platform: 'external_destroy_audit_platform',
  warehouse: 'external_destroy_audit_warehouse',
};

/**
 * The split's sign status (spec 3 §4): 1 awaiting the warehouse's bill-generation signature, 2 the shipper's, 3 the
 * platform's; -1 (none: before 40, or every new receipt signed) is hidden.
 */
export const DisassembleSignStatus = { none: -1, warehouse: 1, shipper: 2, platform: 3 } as const;
export const disassembleSignStatusLabels: Record<number, string> = {
  1: '待仓库生成仓单签章',
  2: '待货主签章',
  3: '待平台签章',
};
export const disassembleSignStatusLabel = (s: number | null | undefined) =>
  s == null ? '' : (disassembleSignStatusLabels[s] ?? '');
/**
 * The split's sign status from its new receipts' statuses (10 warehouse, 20 shipper, 30 platform): the earliest
 * step any of them still waits for; -1 when none waits (all in effect, or none issued).
 */
export const disassembleSignStatusOf = (receiptStatuses: readonly number[]): number => {
  if (receiptStatuses.includes(10)) return DisassembleSignStatus.warehouse;
  if (receiptStatuses.includes(20)) return DisassembleSignStatus.shipper;
  if (receiptStatuses.includes(30) || receiptStatuses.includes(40)) return DisassembleSignStatus.platform;
  return DisassembleSignStatus.none;
};

/** Live event of a split's change (the applicant's, the holder's, the warehouse's and the operators' open pages). */
export const DISASSEMBLE_STATUS_EVENT = 'disassemble.status';
export type DisassembleStatusEvent = { id: string; applyCode: string; status: number; signStatus: number };

/** spec 3 §2 paths. */
export const DISASSEMBLE_LIST_PATH = '/external/wmsDisassemble/disassembleList';
export const DISASSEMBLE_FORM_PATH = '/external/wmsDisassemble/disassembleAdd';
export const DISASSEMBLE_SIGN_PATH = '/external/wmsDisassemble/signPushPickBill';
export const disassembleFormPath = (id?: string) =>
  id ? `${DISASSEMBLE_FORM_PATH}?id=${encodeURIComponent(id)}` : DISASSEMBLE_FORM_PATH;
export const disassembleSignPath = (id: string) => `${DISASSEMBLE_SIGN_PATH}?disassembleId=${encodeURIComponent(id)}`;

/** What each audit event of a split (objectType 'bill_disassemble') reads as in its log. */
export const disassembleOperationLabels: Record<string, string> = {
  save: '保存WMS拆单',
  submit: '提交WMS拆单',
  shipperPass: '货主审核通过',
  shipperReject: '货主审核驳回',
  platformPass: '平台审核通过',
  platformReject: '平台审核驳回',
  warehousePass: '仓库审核通过，签发新仓单',
  warehouseReject: '仓库审核驳回',
  void: '作废WMS拆单',
};
