import {
  BILL_SPLIT_DETAIL_PATH,
  BILL_SPLIT_FORM_PATH,
  BILL_SPLIT_LIST_PATH,
  billSplitDetailPath,
} from '@kc/domain/bill-split/status';
import { BATCH_SIGN_PATH } from '../batch-sign';

/**
 * spec 3 §2: the list, the detail (?id=) and the form. The form's route is chosen here: /ple/billSplitApply?id=&type=
 * (type 0 new; with an id, a draft or rejected application edited).
 */
export { BILL_SPLIT_DETAIL_PATH, BILL_SPLIT_FORM_PATH, BILL_SPLIT_LIST_PATH, billSplitDetailPath };
export const billSplitNewPath = () => `${BILL_SPLIT_FORM_PATH}?type=0`;
export const billSplitEditPath = (id: string) => `${BILL_SPLIT_FORM_PATH}?id=${encodeURIComponent(id)}&type=1`;

/** The batch-sign screen of the two receipts a split issued. */
export const splitBatchSignPath = (billIds: string[]) =>
  `${BATCH_SIGN_PATH}?billIds=${encodeURIComponent(billIds.join(','))}`;
