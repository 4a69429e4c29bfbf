import { moduleOf } from '../../platform/module';
import { transferRoutes } from './transfer.routes';

/** The receipt-transfer module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const transferModule = moduleOf('transfer', [transferRoutes]);

export { transferTodo } from './transfer.repo';
export { receiptTransfer, receiptTransferBill } from './transfer.table';
export { applyTransfer } from './transfer-moves';
