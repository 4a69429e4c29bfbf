import { moduleOf } from '../../platform/module';
import { heldGoods } from '../enterprise';
import { categoryGoods } from '../goods';
import { orderReceipts } from '../inbound';
import { generateReceiptsForInbound } from './generate-receipts';
import { goodsOfCategory, heldGoodsOf } from './held-goods';
import { receiptsOfInbound } from './inbound-receipts';
import { receiptRoutes } from './receipt.routes';

/** The receipt module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const receiptModule = moduleOf('receipt', [receiptRoutes]);

// What earlier modules read of receipts (an enterprise's held goods, a category's goods) and the receipts an inbound
// order's final audit generates.
heldGoods.lend(heldGoodsOf);
categoryGoods.lend(goodsOfCategory);
orderReceipts.lend({ generate: generateReceiptsForInbound, of: receiptsOfInbound });

// What other modules use of this one: services, read models, and tables they may read and join on (only this
// module writes them; the module-wall check).
export {
  type GenerateGoodsReceiptsInput,
  type GoodsReceiptItem,
  generateReceiptsForGoods,
} from './generate-goods-receipts';
export { generateReceiptsForInbound, RECEIPT_FILE_OWNER } from './generate-receipts';
export { RECEIPT_LOCATOR_MAX, type ReceiptAttr, receipt } from './receipt.table';
export { receiptFile } from './receipt-document';
export {
  onReceiptEffective,
  type ReceiptEffectiveListener,
  receiptEffectiveCommitted,
} from './receipt-effective';
export { enterpriseCard, type UnitLabels, unitLabels } from './receipt-labels';
export { restampReceiptStatus } from './receipt-pdf';
export { movePledgedReceipts, setReceiptsPledgeStatus } from './receipt-pledge';
export {
  doublyValidLineages,
  type FreeReceiptsQuery,
  freeReceiptsOf,
  lineageIsLive,
  liveLineagesWithCode,
  liveReceiptIdOf,
  liveReceiptOfLineage,
  receiptCodeOf,
  receiptFree,
  receiptIdsWithCode,
  receiptOfParty,
  receiptSignedBy,
  receiptsByIds,
  receiptsInCodeOrder,
  receiptsOfGoods,
  receiptsSignedBy,
  successorsIssuedBy,
  successorWaiting,
  tenantReceipts,
} from './receipt-read';
export {
  addReceiptHold,
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
  allSuccessorsOf,
  onSuccessorEffective,
  type ReceiptRow,
  type Replaced,
  type Replacement,
  replaceReceipts,
  type SuccessorListener,
  type SuccessorSpec,
  successorsOf,
} from './successors';
