import { defineMachine } from '../shared/machine';
import type { StatusTone } from '../shared/status-tone';

/**
 * Partial-unlock statuses (部分解锁, partUnlock; spec 3 §4 Partial unlock status, dictionary part_unlock_status).
 * The dictionary has no draft: the warehouse's submit writes the record straight at 10 (chosen here; an unsubmitted
 * form lives only in the browser). 10 awaiting the holder (货主), 11 rejected by it; 20 awaiting the platform, 21
 * rejected by it; 30 awaiting the warehouse, 31 rejected by it; 32 awaiting the warehouse's confirmation after the
 * platform issued its notice again; 40 done (the chosen trays are unlocked in the WMS).
 */
export const PartUnlockStatus = {
  awaitingShipper: 10,
  shipperRejected: 11,
  awaitingPlatform: 20,
  platformRejected: 21,
  awaitingWarehouse: 30,
  warehouseRejected: 31,
  awaitingWarehouseConfirm: 32,
  completed: 40,
} as const;
export type PartUnlockStatusValue = (typeof PartUnlockStatus)[keyof typeof PartUnlockStatus];

/** The labels of dictionary part_unlock_status (seed data/dicts.ts). */
export const partUnlockStatusLabels: Record<PartUnlockStatusValue, string> = {
  10: '待货主审核',
  11: '货主审核驳回',
  20: '待平台审核',
  21: '平台审核驳回',
  30: '待仓库审核',
  31: '仓库审核驳回',
  32: '待仓库确认',
  40: '已完成',
};

export const partUnlockStatusTones: Record<PartUnlockStatusValue, StatusTone> = {
  10: 'processing',
  11: 'error',
  20: 'processing',
  21: 'error',
  30: 'processing',
  31: 'error',
  32: 'processing',
  40: 'success',
};

export const partUnlockStatusLabel = (status: number) => partUnlockStatusLabels[status as PartUnlockStatusValue] ?? '';

export const partUnlockStatusOptions = (Object.values(PartUnlockStatus) as PartUnlockStatusValue[]).map((value) => ({
  value,
  label: partUnlockStatusLabels[value],
}));

/**
 * The moves, declared once (spec 3 §4 Partial unlock status). The warehouse that keeps the goods submits (→ 10) and
 * resubmits after the holder's or the platform's rejection (11 / 21 → 10). The holder passes (10 → 20) or rejects
 * (→ 11); the platform passes with its pick-up confirmation (提货确认书, noticeFile: 20 → 30) or rejects (→ 21); the
 * warehouse passes with its own confirmation (confirmFile: 30 / 32 → 40, the trays unlocked) or rejects (→ 31).
 * After the warehouse's rejection the platform issues its notice again (31 → 32) and the warehouse audits from 32
 * as from 30 (chosen: 31 is the platform's to answer, not the warehouse's to resubmit).
 */
export const partUnlockMachine = defineMachine({
  objectType: 'part_unlock',
  statuses: PartUnlockStatus,
  moves: {
    resubmit: {
      from: [PartUnlockStatus.shipperRejected, PartUnlockStatus.platformRejected],
      to: PartUnlockStatus.awaitingShipper,
      by: ['warehouse'],
    },
    shipperPass: {
      from: [PartUnlockStatus.awaitingShipper],
      to: PartUnlockStatus.awaitingPlatform,
      by: ['owner'],
      permission: 'ccb_push_audit_shipper',
    },
    shipperReject: {
      from: [PartUnlockStatus.awaitingShipper],
      to: PartUnlockStatus.shipperRejected,
      by: ['owner'],
      permission: 'ccb_push_audit_shipper',
    },
    platformPass: {
      from: [PartUnlockStatus.awaitingPlatform],
      to: PartUnlockStatus.awaitingWarehouse,
      by: ['platform'],
      permission: 'ccb_push_audit_platform',
    },
    platformReject: {
      from: [PartUnlockStatus.awaitingPlatform],
      to: PartUnlockStatus.platformRejected,
      by: ['platform'],
      permission: 'ccb_push_audit_platform',
    },
    platformNotice: {
      from: [PartUnlockStatus.warehouseRejected],
      to: PartUnlockStatus.awaitingWarehouseConfirm,
      by: ['platform'],
      permission: 'ccb_push_audit_platform',
    },
    warehousePass: {
      from: [PartUnlockStatus.awaitingWarehouse, PartUnlockStatus.awaitingWarehouseConfirm],
      to: PartUnlockStatus.completed,
      by: ['warehouse'],
      permission: 'ccb_push_audit_warehouse',
    },
    warehouseReject: {
      from: [PartUnlockStatus.awaitingWarehouse, PartUnlockStatus.awaitingWarehouseConfirm],
      to: PartUnlockStatus.warehouseRejected,
      by: ['warehouse'],
      permission: 'ccb_push_audit_warehouse',
    },
  },
});

/** The warehouse removes trays while the record is editable: before the holder's audit, and after 11 / 21. */
export const EDITABLE_PART_UNLOCK_STATUSES: readonly number[] = [
  PartUnlockStatus.awaitingShipper,
  PartUnlockStatus.shipperRejected,
  PartUnlockStatus.platformRejected,
];
export const canEditPartUnlock = (status: number) => EDITABLE_PART_UNLOCK_STATUSES.includes(status);
export const canResubmitPartUnlock = (status: number) => partUnlockMachine.can('resubmit', status);
export const canShipperAuditPartUnlock = (status: number) => partUnlockMachine.can('shipperPass', status);
/** spec 3 §4: at 20 the platform upload is enabled; at 31 the platform issues its notice again (→ 32). */
export const canPlatformAuditPartUnlock = (status: number) =>
  partUnlockMachine.can('platformPass', status) || partUnlockMachine.can('platformNotice', status);
/** spec 3 §4: at 30 or 32 the warehouse upload is enabled. */
export const canWarehouseAuditPartUnlock = (status: number) => partUnlockMachine.can('warehousePass', status);
/** spec 3 §4: 11, 21 and 31 mean rejected, so the reason is shown; 32 also shows the platform notice. */
export const REJECTED_PART_UNLOCK_STATUSES: readonly number[] = [
  PartUnlockStatus.shipperRejected,
  PartUnlockStatus.platformRejected,
  PartUnlockStatus.warehouseRejected,
];
export const showsRejectReason = (status: number) => REJECTED_PART_UNLOCK_STATUSES.includes(status);
export const showsPlatformNotice = (status: number) =>
  status === PartUnlockStatus.awaitingWarehouse ||
  status === PartUnlockStatus.awaitingWarehouseConfirm ||
  status === PartUnlockStatus.warehouseRejected ||
  status === PartUnlockStatus.completed;

/** Live event of a record's change: its warehouse's, its holder's and the operators' open pages read it again. */
export const PART_UNLOCK_STATUS_EVENT = 'partUnlock.status';
export type PartUnlockStatusEvent = { id: string; code: string; status: number };

/** spec 3 §2 Partial unlock: the list, the audit screen, the detail (query ulockId) and a container's trays. */
export const PART_UNLOCK_LIST_PATH = '/partUnlock/index';
export const PART_UNLOCK_CREATE_PATH = '/partUnlock/add';
export const PART_UNLOCK_AUDIT_PATH = '/partUnlock/audit';
export const PART_UNLOCK_DETAIL_PATH = '/partUnlock/detail';
export const PART_UNLOCK_CONTAINER_PATH = '/partUnlock/container';
export const partUnlockAuditPath = (ulockId: string) => `${PART_UNLOCK_AUDIT_PATH}?${new URLSearchParams({ ulockId })}`;
export const partUnlockDetailPath = (ulockId: string) =>
  `${PART_UNLOCK_DETAIL_PATH}?${new URLSearchParams({ ulockId })}`;
export const partUnlockContainerPath = (billCode: string, caseNumber: string) =>
  `${PART_UNLOCK_CONTAINER_PATH}?${new URLSearchParams({ billCode, caseNumber })}`;

/** What each audit event of a record (objectType 'part_unlock') reads as in its log. */
export const partUnlockOperationLabels: Record<string, string> = {
  submit: '仓库提交部分解锁申请',
  resubmit: '仓库重新提交部分解锁申请',
  removeTray: '仓库移除托盘',
  shipperPass: '货主审核通过',
  shipperReject: '货主审核驳回',
  platformPass: '平台审核通过',
  platformReject: '平台审核驳回',
  platformNotice: '平台重新上传提货确认书',
  warehousePass: '仓库审核通过，托盘已解锁',
  warehouseReject: '仓库审核驳回',
};
