import { defineMachine } from '../shared/machine';
import type { StatusTone } from '../shared/status-tone';

/**
 * Inbound order statuses (入库单, wms/input; spec 3 inbound order statuses): one table read by the server
 * (which moves) and the web (which labels and offers the next action). 1 is the final 已入库, which is also the
 * column's default, so rows written before this module existed read as stored.
 */
export const InboundStatus = {
  draft: 0,
  stored: 1,
  awaitingShipperAudit: 10,
  shipperRejected: 11,
  awaitingWarehouse: 20,
  warehouseRejected: 21,
} as const;
export type InboundStatusValue = (typeof InboundStatus)[keyof typeof InboundStatus];

export const inboundStatusLabels: Record<InboundStatusValue, string> = {
  0: '草稿',
  10: '待货主审核',
  11: '货主审核驳回',
  20: '待仓库入库',
  21: '仓库审核驳回',
  1: '已入库',
};

export const inboundStatusTones: Record<InboundStatusValue, StatusTone> = {
  0: 'default',
  10: 'processing',
  11: 'error',
  20: 'processing',
  21: 'error',
  1: 'success',
};

export const inboundStatusLabel = (status: number) => inboundStatusLabels[status as InboundStatusValue] ?? '';

/** Live event of an inbound order's move (its shipper's, its warehouse's and the operators' open pages). */
export const INBOUND_STATUS_EVENT = 'inbound.status';
export type InboundStatusEvent = { id: string; code: string; status: number };

/** The list filter's choices, in the order an order goes through them. */
export const inboundStatusOptions: { value: InboundStatusValue; label: string }[] = [
  InboundStatus.draft,
  InboundStatus.awaitingShipperAudit,
  InboundStatus.shipperRejected,
  InboundStatus.awaitingWarehouse,
  InboundStatus.warehouseRejected,
  InboundStatus.stored,
].map((value) => ({ value, label: inboundStatusLabels[value] }));

/**
 * spec 3 §4 Inbound order statuses as moves, declared once: the shipper submits a draft or a rejected order (10),
 * the shipper's enterprise passes it to the warehouse (20) or rejects it (11), and the warehouse passes it (1, the
 * receipts generated with the move) or rejects it (21). Saving keeps the status and is no move.
 */
export const inboundMachine = defineMachine({
  objectType: 'wms_input',
  statuses: InboundStatus,
  moves: {
    submit: {
      from: [InboundStatus.draft, InboundStatus.shipperRejected, InboundStatus.warehouseRejected],
      to: InboundStatus.awaitingShipperAudit,
      by: ['shipper'],
    },
    shippingPass: { from: [InboundStatus.awaitingShipperAudit], to: InboundStatus.awaitingWarehouse, by: ['shipper'] },
    shippingReject: { from: [InboundStatus.awaitingShipperAudit], to: InboundStatus.shipperRejected, by: ['shipper'] },
    warehousePass: { from: [InboundStatus.awaitingWarehouse], to: InboundStatus.stored, by: ['warehouse'] },
    warehouseReject: {
      from: [InboundStatus.awaitingWarehouse],
      to: InboundStatus.warehouseRejected,
      by: ['warehouse'],
    },
  },
});

/** The shipper may edit and submit a new order, a draft and a rejected one (where inboundMachine's submit starts). */
export const EDITABLE_INBOUND_STATUSES: readonly InboundStatusValue[] = inboundMachine.fromOf('submit');

/** `undefined`/`null` is a new order. */
export const canEditInbound = (status: number | null | undefined) =>
  status == null || (EDITABLE_INBOUND_STATUSES as readonly number[]).includes(status);

/** Remove: only a draft or a rejected order, by the shipper's enterprise. */
export const canRemoveInbound = (status: number) => (EDITABLE_INBOUND_STATUSES as readonly number[]).includes(status);

/** Shipper audit (货主审核): pass 10 → 20, reject 10 → 11. */
export const canShipperAudit = (status: number) => inboundMachine.can('shippingPass', status);

/** Warehouse temp-save (暂存) and audit: pass 20 → 1 (receipts generated), reject 20 → 21. */
export const canWarehouseAudit = (status: number) => inboundMachine.can('warehousePass', status);

/** An inspection (公检) may be opened once the shipper has passed the order: 20, 21 or 1. */
export const canOpenInspection = (status: number) =>
  status === InboundStatus.awaitingWarehouse ||
  status === InboundStatus.warehouseRejected ||
  status === InboundStatus.stored;

/** Drafts belong to the shipper alone: the warehouse and the platform never see them. */
export const isDraft = (status: number) => status === InboundStatus.draft;

/** The audit answer of shippingAudit and warehouseAudit. */
export const AuditResult = { pass: 1, reject: 2 } as const;
export type AuditResultValue = (typeof AuditResult)[keyof typeof AuditResult];

/** getSteps: the four steps of an order, in order. */
export const INBOUND_STEP_TITLES = ['提交申请', '货主审核', '仓库入库', '生成仓单'] as const;
export type InboundStepTitle = (typeof INBOUND_STEP_TITLES)[number];

/** antd Steps statuses. */
export type StepState = 'finish' | 'process' | 'wait' | 'error';

/**
 * Where each of the four steps stands at an order status. A rejection marks its step 'error'; after the
 * warehouse's pass the receipts step is finished once receipts exist.
 */
export const inboundStepStates = (
  status: number,
  hasReceipts: boolean,
): [StepState, StepState, StepState, StepState] => {
  switch (status) {
    case InboundStatus.draft:
      return ['process', 'wait', 'wait', 'wait'];
    case InboundStatus.awaitingShipperAudit:
      return ['finish', 'process', 'wait', 'wait'];
    case InboundStatus.shipperRejected:
      return ['finish', 'error', 'wait', 'wait'];
    case InboundStatus.awaitingWarehouse:
      return ['finish', 'finish', 'process', 'wait'];
    case InboundStatus.warehouseRejected:
      return ['finish', 'finish', 'error', 'wait'];
    case InboundStatus.stored:
      return ['finish', 'finish', 'finish', hasReceipts ? 'finish' : 'process'];
    default:
      return ['wait', 'wait', 'wait', 'wait'];
  }
};
