import { moduleOf } from '../../platform/module';
import { outboundRoutes } from './outbound.routes';

/**
 * The outbound module's one door (ARCHITECTURE "Layout"; README.md): outbound orders (出库单, wms/output). It comes
 * after the wms module, whose trays it weighs out and whose port it tells what left.
 */
export const outboundModule = moduleOf('outbound', [outboundRoutes]);

// What other modules (the release module's pick-up, generateOutputInfo), the seed and tests use of this one.
export { checkVrCode, shippingAuditOutbound, warehouseAuditOutbound } from './audit-outbound';
export { sendPendingDispatches } from './dispatch-outbox';
export { outboundOrdersOfRelease } from './outbound.repo';
export { outboundBill, outboundOrder, outboundRecord } from './outbound.table';
export { publishOutboundStatus } from './outbound-events';
export { createOutboundOrder, submitOutbound } from './submit-outbound';
