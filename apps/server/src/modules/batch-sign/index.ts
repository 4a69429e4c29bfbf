import { moduleOf } from '../../platform/module';
import { batchSignRoutes } from './batch-sign.routes';

/** The batch-sign module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const batchSignModule = moduleOf('batch-sign', [batchSignRoutes]);
