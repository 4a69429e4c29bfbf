// Tables first: a module that imports this door in a cycle still finds them defined (ESM evaluation order).
export { receipt, receiptReservation, receiptSign } from './receipt.table';

import { moduleOf } from '../../platform/module';
import { receiptRoutes } from './receipt.routes';

/** The receipt module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const receiptModule = moduleOf('receipt', [receiptRoutes]);

// What other modules use of this one: services, read models, and tables they may read and join on (only this
// module writes them; the module-wall check).
export {
  type GenerateGoodsReceiptsInput,
  type GoodsReceiptItem,
  generateReceiptsForGoods,
} from './generate-goods-receipts';
export { generateReceiptsForInbound, RECEIPT_FILE_OWNER } from './generate-receipts';
export { goodsOfCategory, heldGoodsOf } from './held-goods';
export {
  onReceiptEffective,
  type ReceiptEffectiveListener,
  receiptEffectiveCommitted,
} from './receipt-effective';
export { enterpriseCard, type UnitLabels, unitLabels } from './receipt-labels';
export { restampReceiptStatus } from './receipt-pdf';
export { movePledgedReceipts, setReceiptsPledgeStatus } from './receipt-pledge';
export {
  type HeldReceipt,
  handOverReceipts,
  holdReceipts,
  isFreeFor,
  type ReceiptHolder,
  receiptHolders,
  releaseReceipts,
} from './receipt-reservation';
export {
  markReceiptsSigning,
  moveReceiptSigned,
  moveReceiptsStatus,
  recordReceiptSignature,
  settleReceiptBatchStatus,
} from './receipt-signing';
export { type ReceiptInEffect, receiptsInEffectOf } from './receipts-in-effect';
export { sealPlacementFor } from './seal-layout';
export {
  issueSuccessors,
  onSuccessorEffective,
  type ReceiptRow,
  type SuccessorListener,
  type SuccessorSpec,
  successorsOf,
} from './successors';
