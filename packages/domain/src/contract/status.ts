import { defineMachine, type MoveOf } from '../shared/machine';
import type { StatusTone } from '../shared/status-tone';

/**
 * spec 2 §4 Contract status and §6 Roles and permissions: one table of statuses and one of moves, read by the
 * server (which moves a contract only as this table allows) and the web (which offers only these actions).
 */
export const ContractStatus = {
  voided: 0,
  inForce: 1,
  shipperDraft: 8,
  buyerDraft: 9,
  shipperSubmitted: 10,
  buyerSubmitted: 11,
  shipperConfirmed: 12,
  buyerConfirmed: 13,
  bothConfirmed: 19,
  buyerSealed: 20,
  shipperSealed: 21,
} as const;
export type ContractStatusValue = (typeof ContractStatus)[keyof typeof ContractStatus];

export const contractStatusLabels: Record<ContractStatusValue, string> = {
  0: '已作废',
  1: '已生效',
  8: '供方草稿',
  9: '需方草稿',
  10: '供方已提交，待需方确认',
  11: '需方已提交，待供方确认',
  12: '供方已确认，待需方确认',
  13: '需方已确认，待供方确认',
  19: '双方已确认，待签章',
  20: '需方已签章，待供方签章',
  21: '供方已签章，待需方签章',
};

/** The short word the list's tag shows (生效 once in force, as users say it). */
export const contractStatusShort: Record<ContractStatusValue, string> = {
  0: '已作废',
  1: '生效',
  8: '草稿',
  9: '草稿',
  10: '待需方确认',
  11: '待供方确认',
  12: '待需方确认',
  13: '待供方确认',
  19: '待签章',
  20: '待供方签章',
  21: '待需方签章',
};

export const contractStatusTones: Record<ContractStatusValue, StatusTone> = {
  0: 'default',
  1: 'success',
  8: 'default',
  9: 'default',
  10: 'processing',
  11: 'processing',
  12: 'processing',
  13: 'processing',
  19: 'warning',
  20: 'warning',
  21: 'warning',
};

export const contractStatusLabel = (status: number) => contractStatusLabels[status as ContractStatusValue] ?? '';
export const isContractStatus = (status: number): status is ContractStatusValue => status in contractStatusLabels;

/** A party to a contract: the supplier (供方, shipperId, companyType 0) or the demander (需方, buyerId, companyType 1). */
export type ContractParty = 'shipper' | 'buyer';

export const contractPartyLabels: Record<ContractParty, string> = { shipper: '供方', buyer: '需方' };

/** companyType: 0 the initiating company is the supplier, 1 the demander (spec 2 §3). */
export const CompanyType = { shipper: 0, buyer: 1 } as const;
export const partyOfCompanyType = (companyType: number): ContractParty => (companyType === 1 ? 'buyer' : 'shipper');
export const companyTypeOfParty = (party: ContractParty) => CompanyType[party];
export const otherParty = (party: ContractParty): ContractParty => (party === 'shipper' ? 'buyer' : 'shipper');

/** spec 2 §6: the user's company (postId) against shipperId and buyerId; the same enterprise is never both. */
export const partyOf = (
  contract: { shipperId: string | null; buyerId: string | null },
  postId: string | null | undefined,
): ContractParty | null => {
  if (!postId) return null;
  if (contract.shipperId === postId) return 'shipper';
  if (contract.buyerId === postId) return 'buyer';
  return null;
};

/** productForm (spec 2 §3): what the goods are. */
export const ProductForm = { receipt: 0, listing: 1, custom: 2 } as const;
export type ProductFormValue = (typeof ProductForm)[keyof typeof ProductForm];
export const productFormLabels: Record<ProductFormValue, string> = { 0: '仓单', 1: '挂牌货物', 2: '自定义货物' };

/** pricingMode of the category: 0 by weight, 1 by quantity. */
export const PricingMode = { byWeight: 0, byQuantity: 1 } as const;

/**
 * Two readings exist for 10/11 (spec 2 §4): "submitted, awaiting the other side" and "confirmed, awaiting the
 * other side"; both mean one side acted and the other is next, which is all a move needs, so one table serves
 * both. 12 and 13 appear in one source only: a contract found at 12 (supplier confirmed, awaiting the buyer)
 * is treated as 10 and one at 13 as 11. This product never moves a contract into 12 or 13: the other side's
 * confirmation completes the terms at once (19), as spec 2 §6 lets only the side that did not act confirm.
 */
export const awaitingBuyer: readonly ContractStatusValue[] = [10, 12];
export const awaitingShipper: readonly ContractStatusValue[] = [11, 13];

export type ContractAction = 'edit' | 'stash' | 'submit' | 'confirm' | 'sign' | 'void' | 'download';

export const contractActionLabels: Record<ContractAction, string> = {
  edit: '编辑',
  stash: '暂存',
  submit: '提交',
  confirm: '确认条款',
  sign: '签章',
  void: '作废',
  download: '下载',
};

/**
 * spec 2 §4 Contract status and §6 Roles and permissions as moves. Each party acts at its own statuses (the
 * supplier at 8, 11, 13, the demander at 9, 10, 12; either at 19), so each move is declared once per party:
 * stash keeps a draft where it is; submit sends the terms to the other side (10 or 11), also when the other side
 * changes them at 10/11/12/13/19; the side that did not act confirms (19); a seal at 19 waits for the other
 * party's (20, 21) and the second puts the contract in force (1); a party voids its contracts (0).
 */
export const contractMachine = defineMachine({
  objectType: 'contract',
  statuses: ContractStatus,
  moves: {
    shipperStash: { from: [ContractStatus.shipperDraft], to: ContractStatus.shipperDraft, by: ['shipper'] },
    buyerStash: { from: [ContractStatus.buyerDraft], to: ContractStatus.buyerDraft, by: ['buyer'] },
    shipperSubmit: {
      from: [
        ContractStatus.shipperDraft,
        ContractStatus.buyerSubmitted,
        ContractStatus.buyerConfirmed,
        ContractStatus.bothConfirmed,
      ],
      to: ContractStatus.shipperSubmitted,
      by: ['shipper'],
    },
    buyerSubmit: {
      from: [
        ContractStatus.buyerDraft,
        ContractStatus.shipperSubmitted,
        ContractStatus.shipperConfirmed,
        ContractStatus.bothConfirmed,
      ],
      to: ContractStatus.buyerSubmitted,
      by: ['buyer'],
    },
    shipperConfirm: {
      from: [ContractStatus.buyerSubmitted, ContractStatus.buyerConfirmed],
      to: ContractStatus.bothConfirmed,
      by: ['shipper'],
    },
    buyerConfirm: {
      from: [ContractStatus.shipperSubmitted, ContractStatus.shipperConfirmed],
      to: ContractStatus.bothConfirmed,
      by: ['buyer'],
    },
    shipperSign: {
      from: [ContractStatus.bothConfirmed, ContractStatus.buyerSealed],
      to: [ContractStatus.shipperSealed, ContractStatus.inForce],
      by: ['shipper'],
    },
    buyerSign: {
      from: [ContractStatus.bothConfirmed, ContractStatus.shipperSealed],
      to: [ContractStatus.buyerSealed, ContractStatus.inForce],
      by: ['buyer'],
    },
    shipperVoid: {
      from: [
        ContractStatus.shipperDraft,
        ContractStatus.shipperSubmitted,
        ContractStatus.buyerSubmitted,
        ContractStatus.shipperConfirmed,
        ContractStatus.buyerConfirmed,
        ContractStatus.bothConfirmed,
        ContractStatus.buyerSealed,
        ContractStatus.shipperSealed,
      ],
      to: ContractStatus.voided,
      by: ['shipper'],
    },
    buyerVoid: {
      from: [
        ContractStatus.buyerDraft,
        ContractStatus.shipperSubmitted,
        ContractStatus.buyerSubmitted,
        ContractStatus.shipperConfirmed,
        ContractStatus.buyerConfirmed,
        ContractStatus.bothConfirmed,
        ContractStatus.buyerSealed,
        ContractStatus.shipperSealed,
      ],
      to: ContractStatus.voided,
      by: ['buyer'],
    },
  },
});
export type ContractMove = MoveOf<typeof contractMachine>;

/** The actions that move a contract, and each party's move for it. */
export type ContractMoveAction = 'stash' | 'submit' | 'confirm' | 'sign' | 'void';
const partyMoves: Record<ContractMoveAction, Record<ContractParty, ContractMove>> = {
  stash: { shipper: 'shipperStash', buyer: 'buyerStash' },
  submit: { shipper: 'shipperSubmit', buyer: 'buyerSubmit' },
  confirm: { shipper: 'shipperConfirm', buyer: 'buyerConfirm' },
  sign: { shipper: 'shipperSign', buyer: 'buyerSign' },
  void: { shipper: 'shipperVoid', buyer: 'buyerVoid' },
};

/** The party's declared move for an action (the audit trail keeps the action's word: 'submit', 'void'…). */
export const contractMoveOf = (action: ContractMoveAction, party: ContractParty): ContractMove =>
  partyMoves[action][party];

/**
 * Whether the party may take the action at this status (spec 2 §6), asked of contractMachine: editing is offered
 * where submitting is (supplier at 8, 11, 13, 19; demander at 9, 10, 12, 19), downloading once in force.
 */
export const canAct = (action: ContractAction, status: number, party: ContractParty | null): boolean => {
  if (party == null) return false;
  if (action === 'download') return status === ContractStatus.inForce;
  return contractMachine.can(contractMoveOf(action === 'edit' ? 'submit' : action, party), status, party);
};

const contractActions = Object.keys(contractActionLabels) as ContractAction[];

/** Everything the party may do now (the detail page's action cards, the list's row actions). */
export const allowedActions = (status: number, party: ContractParty | null): ContractAction[] =>
  contractActions.filter((a) => canAct(a, status, party));

/** A draft is its drafter's alone: the counterparty neither sees nor touches it until it is submitted. */
export const draftOwner = (status: number): ContractParty | null =>
  status === ContractStatus.shipperDraft ? 'shipper' : status === ContractStatus.buyerDraft ? 'buyer' : null;

export const visibleTo = (status: number, party: ContractParty) => {
  const owner = draftOwner(status);
  return owner === null || owner === party;
};

/** The draft status of the side that starts a contract. */
export const draftStatusOf = (party: ContractParty): ContractStatusValue =>
  party === 'shipper' ? ContractStatus.shipperDraft : ContractStatus.buyerDraft;

/** Submitting sends the terms to the other side: the submitter's side acted, the other is next. */
export const submittedStatusOf = (party: ContractParty): ContractStatusValue =>
  party === 'shipper' ? ContractStatus.shipperSubmitted : ContractStatus.buyerSubmitted;

/** The other side confirms the terms: both have agreed, the seals come next. */
export const confirmedStatus: ContractStatusValue = ContractStatus.bothConfirmed;

/** A seal at 19 waits for the other party's; the second seal puts the contract in force. */
export const signedStatusOf = (status: number, party: ContractParty): ContractStatusValue | null => {
  if (!canAct('sign', status, party)) return null;
  if (status === ContractStatus.bothConfirmed)
    return party === 'shipper' ? ContractStatus.shipperSealed : ContractStatus.buyerSealed;
  return ContractStatus.inForce;
};

/** Statuses in which the contract holds its receipts (every status but voided). */
export const isLive = (status: number) => status !== ContractStatus.voided;

/** From 19 on the terms are fixed and the document frozen until the seals are on it. */
export const isDocumentFrozen = (status: number) =>
  (
    [
      ContractStatus.bothConfirmed,
      ContractStatus.buyerSealed,
      ContractStatus.shipperSealed,
      ContractStatus.inForce,
    ] as number[]
  ).includes(status);

/** Where a party's seal stands on the preview image (spec 2 §4): 64% at status 20, 18% otherwise. */
export const sealOverlayPercent = (status: number) => (status === ContractStatus.buyerSealed ? 64 : 18);

/** spec 2 §4 progress steps; the fourth only for receipt contracts. */
export const contractSteps = (productForm: number): string[] =>
  productForm === ProductForm.receipt
    ? ['发起合同', '确认条款', '合同生效', '申请仓单过户', '交易完成']
    : ['发起合同', '确认条款', '合同生效', '交易完成'];

/**
 * The current step (0-based index into contractSteps): step 2 at 19 (and while the seals go on), step 3 at 1,
 * step 4 when a receipt contract's transfer is approved (auditStatus 1), step 5 once transfer records exist.
 */
export const contractProgress = (c: {
  status: number;
  productForm: number;
  auditStatus?: number | null;
  hasTransferRecords?: boolean;
}): number => {
  const receiptForm = c.productForm === ProductForm.receipt;
  const last = receiptForm ? 4 : 3;
  if (c.status === ContractStatus.inForce) {
    if (receiptForm && c.hasTransferRecords) return last;
    if (receiptForm && c.auditStatus === 1) return 3;
    return 2;
  }
  if (([19, 20, 21] as number[]).includes(c.status)) return 1;
  return 0;
};

/** spec 2 §3 Contract history: who acted (operatorType). */
export const OperatorType = { shipper: 10, buyer: 20, platform: 30, warehouse: 40, system: 50 } as const;
export const operatorTypeLabels: Record<number, string> = {
  10: '供方',
  20: '需方',
  30: '平台审核',
  40: '仓库',
  50: '系统',
};

/** The process log's words for each audit action of a contract (operateType). */
export const contractOperationLabels: Record<string, string> = {
  create: '创建合同',
  stash: '暂存合同',
  submit: '提交合同',
  confirm: '确认合同条款',
  'sign-shipper': '供方签章',
  'sign-buyer': '需方签章',
  effective: '合同生效',
  void: '作废合同',
  'attach-add': '上传附件',
  'attach-remove': '删除附件',
  'pay-order': '发起线上支付',
  'service-paid': '支付平台服务费',
  'voucher-add': '上传付款凭证',
  'voucher-remove': '删除付款凭证',
  'service-offline-confirm': '确认线下支付',
  'goods-money': '确认收到货款',
  'invoice-apply': '申请开票',
  'invoice-issue': '开具发票',
  'invoice-fail': '开票异常',
  'transfer-apply': '申请仓单过户',
  'transfer-reapply': '重新申请仓单过户',
  'transfer-pass': '过户审核通过',
  'transfer-reject': '过户审核驳回',
  'transfer-warehouse-confirm': '仓库确认过户，签发新仓单',
  'transfer-warehouse-reject': '仓库驳回过户',
  'transfer-complete': '过户完成，交易完成',
};

/** spec 2 §3 service status per party: 0 unpaid, 1 paid, 2 other or not needed. */
export const ServiceStatus = { unpaid: 0, paid: 1, notNeeded: 2 } as const;
export const serviceStatusLabels: Record<number, string> = { 0: '未支付', 1: '已支付', 2: '无需支付' };

/** Live event to the parties' open pages when a contract moves. */
export const CONTRACT_STATUS_EVENT = 'contract.status';
export type ContractStatusEvent = { id: string; code: string; status: number };
