import { defineMachine } from '../shared/machine';
import type { StatusTone } from '../shared/status-tone';

/**
 * Outbound order statuses (出库单, wms/output; spec 3 §2 Inbound, outbound and inspection, §4 Pick-up). The spec names
 * one status only — a pick-up creates its order at 10 — so the model is the inbound order's mirror image (chosen here,
 * ARCHITECTURE §5): 0 draft, 10 awaiting the holder's own audit (货主审核), 11 rejected by it, 20 awaiting the
 * warehouse, 21 rejected by it, 1 completed (已出库). No voided status: a draft or a rejected order is removed, and
 * the holder's rejection at 10 is its withdrawal (the receipts come back in effect and free).
 */
export const OutboundStatus = {
  draft: 0,
  completed: 1,
  awaitingShipperAudit: 10,
  shipperRejected: 11,
  awaitingWarehouse: 20,
  warehouseRejected: 21,
} as const;
export type OutboundStatusValue = (typeof OutboundStatus)[keyof typeof OutboundStatus];

export const outboundStatusLabels: Record<OutboundStatusValue, string> = {
  0: '草稿',
  10: '待货主审核',
  11: '货主审核驳回',
  20: '待仓库出库',
  21: '仓库审核驳回',
  1: '已出库',
};

export const outboundStatusTones: Record<OutboundStatusValue, StatusTone> = {
  0: 'default',
  10: 'processing',
  11: 'error',
  20: 'processing',
  21: 'error',
  1: 'success',
};

export const outboundStatusLabel = (status: number) => outboundStatusLabels[status as OutboundStatusValue] ?? '';

/** The list filter's choices, in the order an order goes through them. */
export const outboundStatusOptions: { value: OutboundStatusValue; label: string }[] = [
  OutboundStatus.draft,
  OutboundStatus.awaitingShipperAudit,
  OutboundStatus.shipperRejected,
  OutboundStatus.awaitingWarehouse,
  OutboundStatus.warehouseRejected,
  OutboundStatus.completed,
].map((value) => ({ value, label: outboundStatusLabels[value] }));

/** How an order came to be: the holder's application, or a pick-up of a release (spec 3 §4 Pick-up, at 10). */
export const OutboundSource = { application: 1, pickUp: 2 } as const;
export type OutboundSourceValue = (typeof OutboundSource)[keyof typeof OutboundSource];
export const outboundSourceLabels: Record<OutboundSourceValue, string> = { 1: '出库申请', 2: '提货' };

/**
 * The moves, declared once. The holder (the receipts' cargo owner: a shipper, or a buyer after a transfer) submits a
 * draft or a rejected order (10: its receipts go 出库中, 80, held by the order), passes it to the warehouse (20) or
 * rejects it (11: receipts back in effect, free); the warehouse passes it (1: what was weighed out leaves — a receipt
 * taken whole is cancelled, one taken in part is replaced by the remainder's receipt) or rejects it (21: receipts back
 * in effect, free). A pick-up creates its order at 10 (no move: the row is written there, like a move's application).
 */
export const outboundMachine = defineMachine({
  objectType: 'wms_output',
  statuses: OutboundStatus,
  moves: {
    submit: {
      from: [OutboundStatus.draft, OutboundStatus.shipperRejected, OutboundStatus.warehouseRejected],
      to: OutboundStatus.awaitingShipperAudit,
      by: ['owner'],
    },
    shippingPass: {
      from: [OutboundStatus.awaitingShipperAudit],
      to: OutboundStatus.awaitingWarehouse,
      by: ['owner'],
    },
    shippingReject: {
      from: [OutboundStatus.awaitingShipperAudit],
      to: OutboundStatus.shipperRejected,
      by: ['owner'],
    },
    warehousePass: { from: [OutboundStatus.awaitingWarehouse], to: OutboundStatus.completed, by: ['warehouse'] },
    warehouseReject: {
      from: [OutboundStatus.awaitingWarehouse],
      to: OutboundStatus.warehouseRejected,
      by: ['warehouse'],
    },
  },
});

/** The holder edits and submits a new order, a draft and a rejected one (where submit starts). */
export const EDITABLE_OUTBOUND_STATUSES: readonly OutboundStatusValue[] = outboundMachine.fromOf('submit');
export const canEditOutbound = (status: number | null | undefined) =>
  status == null || (EDITABLE_OUTBOUND_STATUSES as readonly number[]).includes(status);
/** Remove: a draft or a rejected order (its receipts are free then), by the holder. */
export const canRemoveOutbound = (status: number) => (EDITABLE_OUTBOUND_STATUSES as readonly number[]).includes(status);
/** 货主审核: pass 10 → 20, reject 10 → 11. */
export const canShipperAuditOutbound = (status: number) => outboundMachine.can('shippingPass', status);
/** The warehouse checks the pick-up code, weighs out (暂存) and audits at 20. */
export const canWarehouseAuditOutbound = (status: number) => outboundMachine.can('warehousePass', status);
/** The holder signs the outbound record once the goods left (1), once. */
export const canShipperSign = (status: number, signed: boolean) => status === OutboundStatus.completed && !signed;

/** The audit answer of shippingAudit and warehouseAudit (as the inbound order's). */
export const OutboundAuditResult = { pass: 1, reject: 2 } as const;

/** Live event of an outbound order's change (its holder's, its warehouse's and the operators' open pages). */
export const OUTBOUND_STATUS_EVENT = 'outbound.status';
export type OutboundStatusEvent = { id: string; code: string; status: number };

/** getSteps: the four steps of an order. */
export const OUTBOUND_STEP_TITLES = ['提交申请', '货主审核', '仓库出库', '货主签收'] as const;
export type OutboundStepState = 'finish' | 'process' | 'wait' | 'error';

/** Where each step stands; after the warehouse's pass the last is finished once the holder signed the record. */
export const outboundStepStates = (
  status: number,
  signed: boolean,
): [OutboundStepState, OutboundStepState, OutboundStepState, OutboundStepState] => {
  switch (status) {
    case OutboundStatus.draft:
      return ['process', 'wait', 'wait', 'wait'];
    case OutboundStatus.awaitingShipperAudit:
      return ['finish', 'process', 'wait', 'wait'];
    case OutboundStatus.shipperRejected:
      return ['finish', 'error', 'wait', 'wait'];
    case OutboundStatus.awaitingWarehouse:
      return ['finish', 'finish', 'process', 'wait'];
    case OutboundStatus.warehouseRejected:
      return ['finish', 'finish', 'error', 'wait'];
    case OutboundStatus.completed:
      return ['finish', 'finish', 'finish', signed ? 'finish' : 'process'];
    default:
      return ['wait', 'wait', 'wait', 'wait'];
  }
};

/** spec 3 §2: the list and the detail (`?type=1&name=<code>&id=`, the release detail's link shape). */
export const OUTBOUND_LIST_PATH = '/wms/output';
export const OUTBOUND_DETAIL_PATH = '/outputs/outputDetails';
export const outboundDetailPath = (id: string, code: string) =>
  `${OUTBOUND_DETAIL_PATH}?${new URLSearchParams({ type: '1', name: code, id }).toString()}`;

/** What each audit event of an order (objectType 'wms_output') reads as in its log. */
export const outboundOperationLabels: Record<string, string> = {
  create: '提货生成出库单',
  save: '保存出库申请',
  submit: '提交出库申请',
  shippingPass: '货主审核通过',
  shippingReject: '货主审核驳回',
  checkVrCode: '仓库核验提货码',
  checkVrCodeFailed: '提货码核验失败',
  warehouseTempSave: '仓库暂存出库称重',
  weightAlarm: '出库重量超出允许误差，仓库确认出库',
  warehousePass: '仓库出库审核通过',
  warehouseReject: '仓库审核驳回',
  shippingSign: '货主签收出库记录',
};
