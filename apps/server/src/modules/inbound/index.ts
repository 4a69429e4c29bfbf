// Tables first: a module that imports this door in a cycle still finds them defined (ESM evaluation order).
export { inboundBatch, inboundOrder } from './inbound.table';

import { moduleOf } from '../../platform/module';
import { inboundRoutes } from './inbound.routes';
import { inspectionRoutes } from './inspection.routes';

/** The inbound module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const inboundModule = moduleOf('inbound', [inboundRoutes, inspectionRoutes]);

// What other modules use of this one: services, read models, and tables they may read and join on (only this
// module writes them; the module-wall check).
export { markBatchesReceipted } from './receipted-batches';
