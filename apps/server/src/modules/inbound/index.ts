import { moduleOf } from '../../platform/module';
import { materialsInUse } from '../goods';
import { categoryInUseAt } from '../wms-material';
import * as categoryUse from './category-use';
import { inboundRoutes } from './inbound.routes';
import { inspectionRoutes } from './inspection.routes';

/** The inbound module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const inboundModule = moduleOf('inbound', [inboundRoutes, inspectionRoutes]);

// A category, or a warehouse's mapping of it, is not removed while a live inbound order takes it (spec 1 §7).
materialsInUse.lend(categoryUse.materialsInUse);
categoryInUseAt.lend(categoryUse.categoryInUseAt);

// What other modules use of this one: services, read models, and tables they may read and join on (only this
// module writes them; the module-wall check).
export { type ImportedInboundOrder, importInboundOrder } from './import-inbound-order';
export { inboundBatch, inboundOrder } from './inbound.table';
export { type BatchReceipt, markBatchesReceipted } from './mark-batches-receipted';
export { type OrderReceipt, type OrderReceipts, orderReceipts } from './order-receipts';
