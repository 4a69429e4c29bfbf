// Tables first: a module that imports this door in a cycle still finds them defined (ESM evaluation order).
export { receiptTransfer, receiptTransferBill } from './transfer.table';

import { moduleOf } from '../../platform/module';
import { transferRoutes } from './transfer.routes';

/** The receipt-transfer module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const transferModule = moduleOf('transfer', [transferRoutes]);

export { transferTodo } from './transfer.repo';
export { applyTransfer } from './transfer-moves';
