import { OUTBOUND_DETAIL_PATH, OUTBOUND_LIST_PATH, outboundDetailPath } from '@kc/domain/outbound/status';
import { BATCH_SIGN_PATH } from '../batch-sign';

/** spec 3 §2: the outbound list (出库申请) and an order's detail (?type=1&name=<code>&id=). */
export { OUTBOUND_DETAIL_PATH, OUTBOUND_LIST_PATH, outboundDetailPath };

/** The batch-sign screen of the remainders' receipts an order issued (named one by one). */
export const remainderBatchSignPath = (billIds: string[]) =>
  `${BATCH_SIGN_PATH}?billIds=${encodeURIComponent(billIds.join(','))}`;
