import { moduleOf } from '../../platform/module';
import { enterpriseRoutes } from './enterprise.routes';
import { enterpriseReviewRoutes } from './enterprise-review.routes';
import { enterpriseSelectRoutes } from './enterprise-select.routes';
import { esignRoutes } from './esign.routes';

/** The enterprise module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const enterpriseModule = moduleOf('enterprise', [
  enterpriseRoutes,
  enterpriseReviewRoutes,
  esignRoutes,
  enterpriseSelectRoutes,
]);

// Tables other modules may read and join on; only this module writes them (the module-wall check).
export { enterprise } from './enterprise.table';
export { enterpriseExists } from './enterprise-options.repo';
