import { DEFAULT_TENANT_ID } from '@kc/domain/shared/permissions';
import { canGrantRoles } from '@kc/domain/system/role';
import { useUserInfo } from '../../../../app/session-queries';
import { useTenantMode } from '../../../../app/tenant-mode';

/**
 * spec 1 §6: the tenant column appears only in tenant mode and is searchable only for the default top
 * tenant (000000).
 */
export const useTenantScope = () => {
  const tenantMode = useTenantMode();
  const user = useUserInfo().data;
  const roleName = user?.roleName ?? '';
  return {
    tenantMode,
    userTenantId: user?.tenantId,
    searchTenants: tenantMode && user?.tenantId === DEFAULT_TENANT_ID,
    canGrant: canGrantRoles(roleName.split(',')),
  };
};
