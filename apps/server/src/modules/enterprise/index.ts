// Tables first: a module that imports this door in a cycle still finds them defined (ESM evaluation order).
export { enterprise } from './enterprise.table';

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

// What other modules use of this one: services, read models, and tables they may read and join on (only this
// module writes them; the module-wall check).
export { everApproved, findEnterprise } from './enterprise.repo';
export { enterpriseExists, enterpriseOptions } from './enterprise-options.repo';
export {
  approvedEnterprise,
  assertEnterpriseApproved,
  assertOwnEnterpriseApproved,
  enterpriseApproved,
} from './enterprise-participation';
export { enterpriseNames, esignEnterprises } from './esign-enterprises';
export { ESIGN_EVENT, notifyEnterpriseUsers } from './esign-sync';
export { ensureApprovedEnterprise } from './seed-enterprise';
