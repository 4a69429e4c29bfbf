/**
 * ARCHITECTURE §11: the live processes a receipt can belong to, one at a time. A receipt held by one cannot be
 * put in another until that one releases it (voided, finished, or replaced by its successors).
 */
export const receiptProcesses = [
  'contract',
  'transfer',
  'move',
  'pledge',
  'split',
  'outbound',
  'release',
  'unlock',
] as const;
export type ReceiptProcess = (typeof receiptProcesses)[number];

export const receiptProcessLabels: Record<ReceiptProcess, string> = {
  contract: '合同',
  transfer: '过户',
  move: '移库',
  pledge: '质押',
  split: '拆分',
  outbound: '出库',
  release: '解押',
  unlock: '部分解锁',
};
