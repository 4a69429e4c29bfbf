import { ReceiptStatus, receiptStatusLabels, SignBatchStatus, signBatchStatusLabels } from '@kc/domain/receipt/status';
import type { StatusMap, StatusTone } from '../../../components/status-tag';

const receiptTone = (status: number): StatusTone => {
  if (status === ReceiptStatus.inEffect) return 'success';
  if (status === ReceiptStatus.cancelled) return 'default';
  if (status === ReceiptStatus.alarming || status === ReceiptStatus.frozen) return 'error';
  if (status >= ReceiptStatus.generated && status <= ReceiptStatus.platformSigned) return 'processing';
  return 'warning';
};

/** Receipt status tags (ple_bill_status): labels from the domain, colours by meaning. */
export const receiptStatusMap: StatusMap = Object.fromEntries(
  Object.entries(receiptStatusLabels).map(([k, label]) => [k, { label, tone: receiptTone(Number(k)) }]),
);

const batchTone: Record<number, StatusTone> = {
  [SignBatchStatus.success]: 'success',
  [SignBatchStatus.failed]: 'error',
  [SignBatchStatus.signing]: 'processing',
  [SignBatchStatus.notSigned]: 'default',
  [-1]: 'default',
};

/** The last batch-sign result of a receipt (sign_batch_status). */
export const signBatchStatusMap: StatusMap = Object.fromEntries(
  Object.entries(signBatchStatusLabels).map(([k, label]) => [k, { label, tone: batchTone[Number(k)] ?? 'default' }]),
);
