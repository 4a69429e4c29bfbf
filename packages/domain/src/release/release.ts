import { defineMachine } from '../shared/machine';
import type { StatusTone } from '../shared/status-tone';

/**
 * A release (解押) of pledged goods (spec 3 §2 Release detail, §4 Release status, §7 Release and pick-up). The bank's
 * release instruction names the receipts to let go, all of one (takeGoodType 01) or part of it (02, a weight and a
 * number of trays); the shipper picks the trays that leave, pays the financing service fee of the goods picked up,
 * the platform then the warehouse review it, shipper and warehouse seal it, and the platform feeds the pick-up back
 * to the bank. A pick-up then takes the released goods out through an outbound order.
 */
export const ReleaseStatus = {
  void: 0,
  awaitingTraySplit: 5,
  awaitingPlatform: 10,
  rejectedByWarehouse: 11,
  awaitingWarehouse: 20,
  rejectedByPlatform: 21,
  /** the warehouse passed it: shipper and warehouse seal the release (dgeCcbStatus 101 → 111 → 112) */
  warehousePassed: 30,
  /** both sealed: the platform feeds the pick-up back to the bank */
  awaitingPickupFeedback: 40,
  /** fed back: the released goods may be picked up */
  pickupFed: 50,
} as const;
export type ReleaseStatusValue = (typeof ReleaseStatus)[keyof typeof ReleaseStatus];

export const releaseStatusLabels: Record<ReleaseStatusValue, string> = {
  0: '已作废',
  5: '待托盘拆分',
  10: '待平台审核',
  11: '仓库审核驳回',
  20: '待仓库审核',
  21: '平台审核驳回',
  30: '仓库审核通过',
  40: '待提货反馈',
  50: '提货反馈成功',
};
export const releaseStatusTones: Record<ReleaseStatusValue, StatusTone> = {
  0: 'default',
  5: 'processing',
  10: 'processing',
  11: 'error',
  20: 'processing',
  21: 'error',
  30: 'processing',
  40: 'processing',
  50: 'success',
};

/** takeGoodType of the bank's instruction: the whole receipt leaves, or a part of it (the receipt is split). */
export const TakeGoodType = { full: '01', partial: '02' } as const;
export type TakeGoodTypeValue = (typeof TakeGoodType)[keyof typeof TakeGoodType];

/**
 * The moves of a release (spec 3 §4: platform audit on 10, warehouse audit on 20, pick-up feedback on 40; the full
 * set is not shown). Where the spec is silent, the reading a user expects, chosen here:
 * - a rejected release (11, 21) goes back to the platform's review once the shipper has answered the reason
 *   (`resubmit`); the trays picked stay as submitted, since a submitted tray split cannot be changed (§4 Tray split
 *   status);
 * - the bank may call its instruction off (`void`) until the release is sealed.
 */
export const releaseMachine = defineMachine({
  objectType: 'release',
  statuses: ReleaseStatus,
  moves: {
    splitTrays: { from: [5], to: 10, by: ['shipper'], permission: 'ccb_release_tray_split' },
    platformPass: { from: [10], to: 20, by: ['platform'], permission: 'ccb_release_audit_platform' },
    platformReject: { from: [10], to: 21, by: ['platform'], permission: 'ccb_release_audit_platform' },
    warehousePass: { from: [20], to: 30, by: ['warehouse'], permission: 'ccb_release_audit_warehouse' },
    warehouseReject: { from: [20], to: 11, by: ['warehouse'], permission: 'ccb_release_audit_warehouse' },
    resubmit: { from: [11, 21], to: 10, by: ['shipper'], permission: 'ccb_release_tray_split' },
    sealed: { from: [30], to: 40, by: ['system'] },
    pickupFeedback: { from: [40], to: 50, by: ['platform'], permission: 'ccb_release_pickup_platform' },
    void: { from: [5, 10, 11, 20, 21], to: 0, by: ['bank'] },
  },
});

/** The release's service fee (spec 3 §4 Service-fee payment): payStatus 0 unpaid, 2 nothing to pay. */
export const ReleasePayStatus = { unpaid: 0, paid: 1, notNeeded: 2 } as const;
/** serviceAmountStatus 1: the fee has been set and notified to the shipper. */
export const SERVICE_AMOUNT_NOTIFIED = 1;

/** The facts of a release that decide what its page offers. */
export type ReleaseFacts = {
  status: number;
  payStatus: number | null;
  traySplitStatus: number | null;
  serviceAmountStatus: number | null;
};

/**
 * 平台审核 shows only at 10 once the trays are split, the fee is notified, and it is paid or needs no payment
 * (spec 3 §4 Release status).
 */
export const platformAuditShown = (r: ReleaseFacts) =>
  releaseMachine.can('platformPass', r.status) &&
  r.payStatus != null &&
  r.payStatus !== ReleasePayStatus.unpaid &&
  r.traySplitStatus != null &&
  r.traySplitStatus !== 0 &&
  r.serviceAmountStatus === SERVICE_AMOUNT_NOTIFIED;

/** Shown as unpaid (已通知) while payStatus is 0 and the fee has been notified (spec 3 §4 Service-fee payment). */
export const serviceFeeUnpaid = (r: Pick<ReleaseFacts, 'payStatus' | 'serviceAmountStatus'>) =>
  r.payStatus === ReleasePayStatus.unpaid && r.serviceAmountStatus === SERVICE_AMOUNT_NOTIFIED;

/** A pick-up starts once the bank has the feedback (spec 3 §4: starting a pick-up acts on 50). */
export const canStartPickup = (status: number) => status === ReleaseStatus.pickupFed;

export { joinReceiptCodes } from '../receipt/receipt';
