import { moduleOf } from '../../platform/module';
import { members } from '../system';
import { userMembers } from './members';
import { userRoutes } from './user.routes';
import { userAdminRoutes } from './user-admin.routes';

/** The user module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const userModule = moduleOf('user', [userRoutes, userAdminRoutes]);

// The system module removes a role or a department only when no user holds or works in it.
members.lend(userMembers);

// What other modules use of this one: services, read models, and tables they may read and join on (only this
// module writes them; the module-wall check).
export { type EnterpriseDirectory, enterprises, type UserEnterpriseCard } from './enterprises';
export { enterpriseUserIds, operatorUserIds, partyAndOperatorUserIds } from './event-audience';
export { createIdentityDirectory } from './identity-directory';
export { ensureSeedUser, findUserByAccount, grantUserRole, resetSeedPassword, roleHasHolder } from './seed-user';
export { user, userRole } from './user.table';
export { joinEnterprise, userNames } from './user-enterprise';
