import { BILL_MOVE_DETAIL_PATH, BILL_MOVE_LIST_PATH, billMoveDetailPath } from '@kc/domain/bill-move/bill-move';
import { BATCH_SIGN_PATH } from '../batch-sign';

/** spec 3 §2: the move list (移库申请) and a move's detail (?type=1&name=<code>&id=). */
export { BILL_MOVE_DETAIL_PATH, BILL_MOVE_LIST_PATH, billMoveDetailPath };

/** The batch-sign screen of the receipts a move issued at its target warehouse. */
export const moveBatchSignPath = (moveId: string) => `${BATCH_SIGN_PATH}?moveId=${encodeURIComponent(moveId)}`;
