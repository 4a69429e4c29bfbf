// Tables first: a module that imports this door in a cycle still finds them defined (ESM evaluation order).
export { user, userRole } from './user.table';

import { moduleOf } from '../../platform/module';
import { userRoutes } from './user.routes';
import { userAdminRoutes } from './user-admin.routes';

/** The user module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const userModule = moduleOf('user', [userRoutes, userAdminRoutes]);

export { enterpriseUserIds, operatorUserIds, partyAndOperatorUserIds } from './event-audience';
export { createIdentityDirectory } from './identity-directory';
export { ensureSeedUser, findUserByAccount, grantUserRole, resetSeedPassword, roleHasHolder } from './seed-user';
// What other modules use of this one: services, read models, and tables they may read and join on (only this
// module writes them; the module-wall check).
export { joinEnterprise, userNames } from './user-enterprise';
