import { moduleOf } from '../../platform/module';
import { batchSignRoutes } from './batch-sign.routes';

/** The batch-sign module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const batchSignModule = moduleOf('batch-sign', [batchSignRoutes]);

export { enterpriseUserIds, operatorUserIds } from './receipt-events';
// What other modules use of this one (the demo seed signs its receipts through the screens' own service).
export { signReceipt } from './sign-receipt';
