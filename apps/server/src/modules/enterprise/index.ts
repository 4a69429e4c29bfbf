import { moduleOf } from '../../platform/module';
import { enterprises } from '../user';
import { enterpriseRoutes } from './enterprise.routes';
import { enterpriseCardOf, enterpriseExists, enterpriseOptions } from './enterprise-options.repo';
import { enterpriseNames } from './enterprise-read';
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

// The user pages read the enterprise a user belongs to (its existence, the form's options, names and card).
enterprises.lend({
  exists: (db, tenantId, id) => enterpriseExists(db, tenantId, id),
  options: enterpriseOptions,
  names: enterpriseNames,
  card: enterpriseCardOf,
});

// What other modules use of this one: services and read models (enterprise-read.ts). Its table is not exported:
// other modules read enterprises through the read model, lists through its name sub-selects.
export { everApproved, findEnterprise } from './enterprise.repo';
export { enterpriseExists, enterpriseOptions } from './enterprise-options.repo';
export {
  assertEnterpriseApproved,
  assertOwnEnterpriseApproved,
  enterpriseApproved,
} from './enterprise-participation';
export {
  type EnterpriseFilter,
  type EnterpriseSummary,
  enterpriseByCode,
  enterpriseIdsByCode,
  enterpriseNameSql,
  enterpriseNames,
  enterpriseOf,
  enterprisesNamedSql,
  enterprisesOf,
  liveEnterprise,
  liveEnterpriseIds,
  liveEnterprises,
} from './enterprise-read';
export { esignEnterprises } from './esign-enterprises';
export { ESIGN_EVENT, notifyEnterpriseUsers } from './esign-sync';
export { type HeldGoods, heldGoods } from './held-goods';
export { ensureApprovedEnterprise } from './seed-enterprise';
