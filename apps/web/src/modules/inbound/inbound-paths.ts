/** spec 3 §2: the inbound list, its apply form, its detail (the home to-do link shape) and the inspection screens. */
export const INBOUND_LIST_PATH = '/wms/input';
export const INBOUND_APPLY_PATH = '/inputs/inputApply';
export const INBOUND_DETAIL_PATH = '/inputs/inputDetails';
export const INSPECTION_LIST_PATH = '/check/test';
export const INSPECTION_DETAIL_PATH = '/check/testDetail';

/** type 1 views the order; type 2 opens it to audit (the shipper at 10, the warehouse at 20). */
export const InboundDetailMode = { view: '1', audit: '2' } as const;
export type InboundDetailModeValue = (typeof InboundDetailMode)[keyof typeof InboundDetailMode];

export const inboundApplyPath = (id?: string) =>
  id ? `${INBOUND_APPLY_PATH}?id=${encodeURIComponent(id)}` : INBOUND_APPLY_PATH;

/** /inputs/inputDetails?type=1&name=…&id= (name: the order code, shown by the home to-do list too). */
export const inboundDetailPath = (id: string, name: string, mode: InboundDetailModeValue = InboundDetailMode.view) =>
  `${INBOUND_DETAIL_PATH}?${new URLSearchParams({ type: mode, name, id }).toString()}`;

export const inspectionDetailPath = (id: string) => `${INSPECTION_DETAIL_PATH}?id=${encodeURIComponent(id)}`;
