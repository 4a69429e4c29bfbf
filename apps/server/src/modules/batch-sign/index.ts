import { moduleOf } from '../../platform/module';
import { batchSignRoutes } from './batch-sign.routes';

/** The batch-sign module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const batchSignModule = moduleOf('batch-sign', [batchSignRoutes]);

export { progressOf, type SignBatchRow } from './batch-progress';
export { signBatch, signBatchItem } from './batch-sign.table';
// Other businesses' batches (pledge notices): their item signer, and a batch started outside the receipt origins.
export { type BatchItemSigner, registerBatchSigner } from './batch-signers';
export { createSignBatch, type NewSignBatch, runSignBatch, startSignBatch } from './create-sign-batch';
// What other modules use of this one (the demo seed signs its receipts through the screens' own service).
export { signReceipt } from './sign-receipt';
