import { moduleOf } from '../../platform/module';
import { receiptRoutes } from './receipt.routes';

/** The receipt module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const receiptModule = moduleOf('receipt', [receiptRoutes]);
