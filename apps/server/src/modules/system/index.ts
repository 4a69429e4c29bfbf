import { moduleOf } from '../../platform/module';
import { deptRoutes } from './dept.routes';
import { dictRoutes } from './dict.routes';
import { menuAdminRoutes } from './menu-admin.routes';
import { roleRoutes } from './role.routes';
import { scopeRoutes } from './scope.routes';
import { systemRoutes } from './system.routes';

/** The system module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const systemModule = moduleOf('system', [
  systemRoutes,
  roleRoutes,
  menuAdminRoutes,
  scopeRoutes,
  dictRoutes,
  deptRoutes,
]);

// What other modules use of this one: services, read models, and tables they may read and join on (only this
// module writes them; the module-wall check).
export { dictionaryEntries } from './dict.repo';
export { createGrantSource } from './grant-source';
export { type Members, members } from './members';
export { regionFullName } from './region.repo';
export {
  ensureRootDept,
  ensureTenant,
  firstDeptId,
  grantSeedMenus,
  readSeedMark,
  retireSeedMenus,
  roleIdByAlias,
  type SeedRegion,
  seedDicts,
  seedMenus,
  seedRegionRows,
  upsertSeedRole,
  writeSeedMark,
} from './seed-system';
export { dept, dict, dictBiz, menu, meta, region, role, roleMenu, tenant } from './system.table';
