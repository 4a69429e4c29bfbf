import { moduleOf } from '../../platform/module';
import { demandRoutes } from './demand.routes';
import { listingRoutes } from './listing.routes';

/** The trade module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const tradeModule = moduleOf('trade', [listingRoutes, demandRoutes]);

// What other modules use of this one: services, read models, and tables they may read and join on (only this
// module writes them; the module-wall check).
export { contractListings } from './listing.repo';
export type { DemoTrade } from './seed-demo-trade';
export { seedDemoTrade } from './seed-demo-trade';
export { tradeDemand, tradeGoods } from './trade.table';
