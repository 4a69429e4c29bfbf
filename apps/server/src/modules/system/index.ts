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

export { createGrantSource } from './grant-source';
// Tables other modules may read and join on; only this module writes them (the module-wall check).
export { dept, role, tenant } from './system.table';
